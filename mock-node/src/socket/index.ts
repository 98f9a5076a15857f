/**
 * The `/messages` WebSocket of the mock node (docs/protocol.md §1-§3, §7, §10): binary frames of the domain codec,
 * connect/ping/chat/bridge handling, and hub pushes to connected users.
 */
import type { FastifyInstance } from 'fastify'
import { SOCKET_PATH } from '#domain/config'
import type { NodeContext } from '../context'
import { onSocketMessage } from './dispatch'
import type { SocketEnv } from './env'
import { hubListener } from './push'
import { SocketRegistry } from './registry'

export type { SocketEnv } from './env'
export type { Peer } from './peer'
export { SocketRegistry } from './registry'

/**
 * Adds the socket route (requires @fastify/websocket registered first) and subscribes to the hub until
 * the app closes. Returns the registry so callers and tests can see who is connected.
 */
export const registerSocket = (app: FastifyInstance, ctx: NodeContext): SocketRegistry => {
  const registry = new SocketRegistry(ctx.socketLimits)
  const env: SocketEnv = { ctx, registry }
  const unsubscribe = ctx.hub.subscribe(hubListener(env))
  app.addHook('onClose', async () => {
    unsubscribe()
  })
  app.get(SOCKET_PATH, { websocket: true }, (socket) => {
    const peer = registry.open(socket)
    socket.on('message', (data, isBinary) => onSocketMessage(env, peer, data, isBinary))
    socket.on('close', () => registry.close(peer))
    // A transport error ends in 'close' too; listening keeps it from becoming an unhandled 'error' event.
    socket.on('error', () => registry.close(peer))
  })
  return registry
}
