/** What every socket handler needs: the node context and the live-socket registry. */
import type { NodeContext } from '../context'
import type { SocketRegistry } from './registry'

export interface SocketEnv {
  readonly ctx: NodeContext
  readonly registry: SocketRegistry
}
