/**
 * Fixtures for the mock-node benchmark: users seeded straight into the node's state (a registered
 * wallet plus one live session key), sockets connected with real signed type-2 frames, and a native
 * ed25519 signer so pre-generating thousands of signatures does not dominate the run.
 */
import { createPrivateKey, sign as nodeSign, randomBytes } from 'node:crypto'
import WebSocket from 'ws'
import type { MockNode } from '../../mock-node/src/app'
import { NODE_ID_PLACEHOLDER } from '../../src/domain/config'
import { ed25519PublicKey } from '../../src/domain/crypto/ed25519'
import { bytesToHex } from '../../src/domain/crypto/encoding'
import { connectFrame, decodeFrame, encodeFrame } from '../../src/domain/protocol'
import { connectSignContent } from '../../src/domain/signing/socket'

const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')
const DAY_MS = 86_400_000
const WAIT_MS = 5_000

export interface BenchUser {
  userid: string
  didValue: string
  /** Session public key, hex: the `web3mq-request-pubkey` header value. */
  sessionPub: string
  /** base64 ed25519 over the UTF-8 content with the session key (node:crypto, same bytes as noble). */
  sign: (content: string) => string
}

/** A node:crypto signer for a 32-byte seed, returning base64. */
export const nativeSigner = (seed: Uint8Array): ((content: string) => string) => {
  const key = createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' })
  return (content) => nodeSign(null, Buffer.from(content, 'utf8'), key).toString('base64')
}

/** Registers a user and a session directly in the node's state, as a completed login would. */
export const seedUser = (app: MockNode, nickname: string): BenchUser => {
  const seed = new Uint8Array(randomBytes(32))
  const sessionPub = bytesToHex(ed25519PublicKey(seed))
  const userid = `user:${randomBytes(28).toString('hex')}`
  const didValue = `0x${randomBytes(20).toString('hex')}`
  const now = app.context.now()
  app.context.state.users.upsert({
    userid,
    did_type: 'eth',
    did_value: didValue,
    did_pubkey: '',
    main_pubkey: bytesToHex(ed25519PublicKey(new Uint8Array(randomBytes(32)))),
    nickname,
    avatar_url: '',
    avatar_base64: '',
    created_at: now,
  })
  app.context.state.users.addSession(userid, { pubkey: sessionPub, expires: now + DAY_MS }, now)
  return { userid, didValue, sessionPub, sign: nativeSigner(seed) }
}

export interface BenchSocket {
  ws: WebSocket
  /** The node id from the type-3 reply, part of every fromSign. */
  nodeId: string
}

const firstMessage = (ws: WebSocket): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no connect reply')), WAIT_MS)
    ws.once('message', (data: Buffer) => {
      clearTimeout(timer)
      resolve(data)
    })
    ws.once('close', (code) => reject(new Error(`socket closed ${code} before the connect reply`)))
  })

/** Opens `/messages`, sends a signed connect (type 2) and waits for the type-3 reply. */
export const connectUser = async (wsUrl: string, user: BenchUser): Promise<BenchSocket> => {
  const ws = new WebSocket(wsUrl)
  ws.binaryType = 'nodebuffer'
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  const timestamp = Date.now()
  const msgSign = user.sign(connectSignContent(NODE_ID_PLACEHOLDER, user.userid, timestamp))
  const reply = firstMessage(ws)
  ws.send(encodeFrame(connectFrame({ nodeId: NODE_ID_PLACEHOLDER, userId: user.userid, timestamp, msgSign })))
  const frame = decodeFrame(await reply)
  if (frame.kind !== 'connectReply') throw new Error(`expected a connect reply, got ${frame.kind}`)
  return { ws, nodeId: frame.message.nodeId }
}
