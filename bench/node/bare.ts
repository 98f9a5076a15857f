/**
 * The honest reference for the node: a bare Fastify server in its own process that answers the same
 * envelope bytes to the same requests with no contract, no validation and no signature check, and a
 * `/messages` socket that decodes each frame, acks it and forwards it with no verification and no store.
 * The ratio of a node row to its bare row is what the node's own work costs.
 */
import websocket from '@fastify/websocket'
import Fastify, { type FastifyInstance } from 'fastify'
import type { WebSocket } from 'ws'
import { connectReplyFrame, decodeFrame, encodeFrame, FrameType, messageStatusFrame } from '#domain/protocol'

/** Response bodies by `METHOD /path/`, taken from the node's own answers. */
export type BareAnswers = Record<string, string>

const BENCH_NODE_ID = 'bare-node'

const answerFrame = (bytes: Uint8Array): Uint8Array | undefined => {
  const frame = decodeFrame(bytes)
  if (frame.kind === 'connect') {
    const { userId, timestamp } = frame.message
    return encodeFrame(
      connectReplyFrame({ nodeId: BENCH_NODE_ID, userId, timestamp: Number(timestamp), msgSign: '' }),
    )
  }
  if (frame.kind !== 'message') return undefined
  const { messageId, contentTopic, comeFrom, fromSign } = frame.message
  const status = { messageId, contentTopic, comeFrom, fromSign, messageStatus: 'received', version: '1' }
  return encodeFrame(messageStatusFrame({ ...status, timestamp: Date.now() }))
}

const relay = (peers: Set<WebSocket>) => (socket: WebSocket) => {
  peers.add(socket)
  socket.on('close', () => peers.delete(socket))
  socket.on('message', (data: Buffer) => {
    const answer = answerFrame(data)
    if (answer) socket.send(answer)
    if (data[1] !== FrameType.message) return
    for (const peer of peers) if (peer !== socket) peer.send(data)
  })
}

export const buildBare = async (answers: BareAnswers): Promise<FastifyInstance> => {
  const app = Fastify({ logger: false })
  await app.register(websocket)
  for (const [key, body] of Object.entries(answers)) {
    const [method = 'GET', url = '/'] = key.split(' ')
    app.route({ method, url, handler: (_request, reply) => reply.type('application/json').send(body) })
  }
  const peers = new Set<WebSocket>()
  app.register(async (scope) => scope.get('/messages', { websocket: true }, relay(peers)))
  return app
}
