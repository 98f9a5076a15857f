/**
 * `buildApp(options)`: a Fastify instance (not listening) serving the REST contract and the `/messages`
 * socket. Every malformed request gets an envelope error and the node keeps serving.
 */
import cors from '@fastify/cors'
import websocket from '@fastify/websocket'
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify'
import { Headers } from '#domain/config'
import { NodeCode, NodeMessage } from '#domain/contract'
import { createContext, type NodeContext, type NodeOptions } from './context'
import { registerFaults } from './faults'
import { routes } from './handlers'
import { registerContractRoutes } from './http/routes'
import { serveApp } from './http/static-app'
import { startWebPush } from './push'
import { registerSocket } from './socket'

export type { NodeOptions }

export interface MockNode extends FastifyInstance {
  /** The node's state and clock, for tests and seeding. */
  context: NodeContext
}

const DEFAULT_BODY_LIMIT = 1024 * 1024

/** Response header of ping answers that marks this node as the bundled mock. */
export const MOCK_NODE_HEADER = 'x-web3mq-node'

/** Maps Fastify's own request errors (bad JSON, huge body, wrong content type) to envelope errors. */
const envelopeFor = (error: FastifyError): { code: number; msg: string } => {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: NodeCode.tooLarge, msg: NodeMessage.bodyTooLarge }
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: NodeCode.badRequest, msg: 'Unsupported content type; send application/json' }
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { code: NodeCode.badRequest, msg: NodeMessage.malformedJson }
    default:
      if (error instanceof SyntaxError) return { code: NodeCode.badRequest, msg: NodeMessage.malformedJson }
      return (error.statusCode ?? 500) < 500
        ? { code: NodeCode.badRequest, msg: error.message }
        : { code: NodeCode.internal, msg: 'Internal error' }
  }
}

export const buildApp = async (options: NodeOptions = {}): Promise<MockNode> => {
  const ctx = createContext(options)
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT })
  await app.register(cors, {
    origin:
      options.corsOrigins === undefined || options.corsOrigins === true ? true : [...options.corsOrigins],
    allowedHeaders: ['content-type', Headers.requestPubkey, Headers.didKey, Headers.apiVersion],
    // Discovery reads these from ping answers; browsers hide them unless exposed (docs/protocol.md §8).
    // Joined once here: given a list, the plugin joins it again on every response.
    exposedHeaders: ['date', 'nodeid', 'server-rate', MOCK_NODE_HEADER].join(', '),
  })
  await app.register(websocket, { options: { maxPayload: DEFAULT_BODY_LIMIT } })
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const envelope = envelopeFor(error)
    if (envelope.code === NodeCode.internal) request.log.error({ err: error }, 'request failed')
    return reply.code(200).send({ ...envelope, data: null })
  })
  // A callback hook, not an async one: every response passes here, and a promise each would cost them all.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/ping')) {
      reply.header('nodeid', ctx.nodeId)
      reply.header('server-rate', ctx.serverRate)
      // Lets a client tell the bundled mock node from a real one (the app offers its dev wallet only here).
      reply.header(MOCK_NODE_HEADER, 'mock')
    }
    done(null, payload)
  })
  // Pushes stop before the state closes under them.
  const webPush = startWebPush(ctx, options.webPush)
  app.addHook('onClose', async () => webPush.close())
  // A state the node opened is the node's to close; one passed in stays its owner's.
  if (!options.state) app.addHook('onClose', () => ctx.state.close())
  registerContractRoutes(app, ctx, routes)
  const sockets = registerSocket(app, ctx)
  if (options.faults) registerFaults(app, ctx, sockets)
  if (options.serveAppDir) {
    await serveApp(app, options.serveAppDir)
  } else {
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ code: NodeCode.notFound, msg: NodeMessage.routeNotFound, data: null }),
    )
  }
  return Object.assign(app, { context: ctx }) as MockNode
}
