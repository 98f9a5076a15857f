/** Context and events of the socket machine, and the views a person can see. */
import type { SocketStatus } from '../../domain/connection'

export interface SocketContext {
  nodeId: string
  /** The host of the node the client is on ('' before it is known). */
  node: string
  /** True while the client moves to another node because its own stopped answering. */
  moving: boolean
  /** How many times the link came back after dropping, for diagnostics. */
  recoveries: number
}

export type SocketEvent =
  | { type: 'socket.status'; status: SocketStatus; nodeId?: string }
  | { type: 'socket.retry' }
  /** The client's node: where it is, and whether it is moving off it (sdk/discovery/route.ts). */
  | { type: 'socket.node'; node: string; moving: boolean }

/** What the app shows for the link; each is a state (and tag) of the machine. */
export type SocketView = 'connecting' | 'online' | 'reconnecting' | 'closed'

/** Where the machine is: a view, or `idle` before the core reported anything. */
export type SocketShown = SocketView | 'idle'
