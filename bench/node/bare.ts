/**
 * The honest references for the node: a bare Fastify server in its own process that answers the same
 * envelope bytes to the same requests with no contract, no validation and no signature check, and a
 * `/messages` socket that decodes each frame, acks it and forwards it with no verification and no store.
 * The ratio of a node row to its bare row is what the node's own work costs.
 *
 * With `verify` the server also does the one check the node cannot skip, with the same native primitive
 * (node:crypto Ed25519, one KeyObject kept per public key, as the node keeps them): a session-signed route
 * verifies the request's signature over the content the node checks (`sessionSignContent`) with the
 * `web3mq-request-pubkey` key before it answers the same bytes, and each chat frame's fromSign is verified
 * over `fromSignContent` with the key the frame names (`validatePubKey`) before it is acked and forwarded.
 * A frame or request that does not verify is refused (status `invalidSignature`, not forwarded; envelope
 * code 401), so a bench round against it fails loudly. Still no store, no replay check, no validation.
 */
import { createPublicKey, type KeyObject, verify } from 'node:crypto'
import websocket from '@fastify/websocket'
import Fastify, { type FastifyInstance } from 'fastify'
import type { WebSocket } from 'ws'
import { Headers } from '#domain/config'
import { allEndpoints, sessionSignContent } from '#domain/contract'
import {
  connectReplyFrame,
  decodeFrame,
  encodeFrame,
  FrameType,
  messageStatusFrame,
  NodeStatus,
  type Web3MQRequestMessage,
} from '#domain/protocol'
import { fromSignContent } from '#domain/signing/socket'

/** Response bodies by `METHOD /path/`, taken from the node's own answers. */
export type BareAnswers = Record<string, string>

export interface BareOptions {
  /** One native Ed25519 verify per signed request and per chat frame (see above). */
  verify?: boolean
}

const BENCH_NODE_ID = 'bare-node'
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')

/** One KeyObject per public key, built once: what the node's own verifier keeps. */
const keys = new Map<string, KeyObject>()
const keyOf = (id: string, raw: () => Buffer): KeyObject => {
  let key = keys.get(id)
  if (!key) {
    key = createPublicKey({ key: Buffer.concat([SPKI_PREFIX, raw()]), format: 'der', type: 'spki' })
    keys.set(id, key)
  }
  return key
}

const verified = (content: string, signatureBase64: string, key: () => KeyObject): boolean => {
  try {
    return verify(null, Buffer.from(content, 'utf8'), key(), Buffer.from(signatureBase64, 'base64'))
  } catch {
    return false
  }
}

const fromSignVerified = (message: Web3MQRequestMessage): boolean =>
  verified(fromSignContent(message), message.fromSign, () =>
    keyOf(message.validatePubKey, () => Buffer.from(message.validatePubKey, 'base64')),
  )

const statusFrame = (message: Web3MQRequestMessage, messageStatus: string): Uint8Array => {
  const { messageId, contentTopic, comeFrom, fromSign } = message
  const status = { messageId, contentTopic, comeFrom, fromSign, messageStatus, version: '1' }
  return encodeFrame(messageStatusFrame({ ...status, timestamp: Date.now() }))
}

/** The answer to a frame, and whether to forward it. */
const answerFrame = (bytes: Uint8Array, check: boolean): { answer?: Uint8Array; forward: boolean } => {
  const frame = decodeFrame(bytes)
  if (frame.kind === 'connect') {
    const { userId, timestamp } = frame.message
    const reply = { nodeId: BENCH_NODE_ID, userId, timestamp: Number(timestamp), msgSign: '' }
    return { answer: encodeFrame(connectReplyFrame(reply)), forward: false }
  }
  if (frame.kind !== 'message') return { forward: false }
  if (check && !fromSignVerified(frame.message))
    return { answer: statusFrame(frame.message, NodeStatus.invalidSignature), forward: false }
  return { answer: statusFrame(frame.message, NodeStatus.received), forward: true }
}

const relay = (peers: Set<WebSocket>, check: boolean) => (socket: WebSocket) => {
  peers.add(socket)
  socket.on('close', () => peers.delete(socket))
  socket.on('message', (data: Buffer) => {
    if (!check) {
      // The bare relay as it always was: decode, ack, forward every type-16 frame.
      const { answer } = answerFrame(data, false)
      if (answer) socket.send(answer)
      if (data[1] !== FrameType.message) return
      for (const peer of peers) if (peer !== socket) peer.send(data)
      return
    }
    const { answer, forward } = answerFrame(data, true)
    if (answer) socket.send(answer)
    if (forward) for (const peer of peers) if (peer !== socket) peer.send(data)
  })
}

const REFUSED = JSON.stringify({ code: 401, msg: 'Invalid signature', data: null })

/** The route's session auth, when it has one and the server checks signatures. */
const sessionAuthOf = (method: string, url: string, check: boolean) => {
  if (!check) return undefined
  const auth = allEndpoints.find((e) => e.method === method && e.path === url)?.auth
  return auth?.kind === 'session' ? auth : undefined
}

export const buildBare = async (
  answers: BareAnswers,
  options: BareOptions = {},
): Promise<FastifyInstance> => {
  const check = options.verify === true
  const app = Fastify({ logger: false })
  await app.register(websocket)
  for (const [key, body] of Object.entries(answers)) {
    const [method = 'GET', url = '/'] = key.split(' ')
    const auth = sessionAuthOf(method, url, check)
    app.route({
      method,
      url,
      handler: (request, reply) => {
        if (auth) {
          const fields = (method === 'GET' ? request.query : request.body) as Record<string, unknown>
          const pubkey = String(request.headers[Headers.requestPubkey] ?? '')
          const signature = String(fields[auth.field] ?? '')
          const content = sessionSignContent(auth, fields)
          if (!verified(content, signature, () => keyOf(pubkey, () => Buffer.from(pubkey, 'hex'))))
            return reply.type('application/json').send(REFUSED)
        }
        return reply.type('application/json').send(body)
      },
    })
  }
  const peers = new Set<WebSocket>()
  app.register(async (scope) => scope.get('/messages', { websocket: true }, relay(peers, check)))
  return app
}
