/**
 * Clients for the mock-node benchmark: users seeded by the server process, signing with the SDK's own
 * signer (`signBase64`, @noble/ed25519) as a browser would, and sockets connected with real signed
 * type-2 frames.
 */
import WebSocket from 'ws'
import { NODE_ID_PLACEHOLDER } from '#domain/config'
import { useEd25519 as installEd25519, nobleEd25519 } from '#domain/crypto/ed25519'
import { connectFrame, decodeFrame, encodeFrame } from '#domain/protocol'
import { signBase64 } from '#domain/signing/sign'
import { connectSignContent } from '#domain/signing/socket'
import { nodeEd25519 } from '../../src/adapters/crypto/node-ed25519'
import type { SeededUser } from '../node/process'

const WAIT_MS = 5_000

export interface BenchUser extends SeededUser {
  /** base64 ed25519 over the UTF-8 content with the session key, exactly as the SDK signs. */
  sign: (content: string) => string
}

export const benchUser = (seeded: SeededUser): BenchUser => ({
  ...seeded,
  sign: (content) => signBase64(content, seeded.sessionPrivate),
})

/**
 * Runs `fn` (building a pool of signed frames or requests before a round's clock starts) with the SDK's
 * signer over node:crypto instead of noble: Ed25519 is deterministic, so the bytes are the same, made
 * ten times faster. Noble is put back after, for what is signed inside the clock.
 */
export const withNativeSigning = <T>(fn: () => T): T => {
  installEd25519(nodeEd25519())
  try {
    return fn()
  } finally {
    installEd25519(nobleEd25519)
  }
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
export const connectUser = async (baseUrl: string, user: BenchUser): Promise<BenchSocket> => {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/messages`)
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
