/**
 * Opens the SDK's real main socket (sdk/connection over the `ws` transport) for a context and attaches
 * it as `ctx.session`, so modules hear the node's genuine type-20 pushes.
 */
import { createNodeSocketTransport } from '../../src/adapters/socket/node-socket'
import { Connection } from '../../src/sdk/connection/connection'
import type { ClientContext } from '../../src/sdk/core/context'

export const openLiveSession = async (ctx: ClientContext): Promise<Connection> => {
  const connection = new Connection({
    transport: createNodeSocketTransport(),
    clock: ctx.ports.clock,
    random: ctx.ports.random,
    logger: ctx.ports.logger,
    url: ctx.config.wsUrl,
    keys: ctx.keys,
  })
  await connection.connect()
  ctx.session = connection
  return connection
}
