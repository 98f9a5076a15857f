/**
 * Chat routing throughput as an SDK client sees it: the sender builds and signs each type-16 frame the
 * way the SDK does (messageId, fromSign with `signBase64`, validatePubKey) when it sends it, keeps a
 * window in flight (one more per type-21 ack), and the rate is deliveries counted at the receiver per
 * second of wall time. In `routeAll` signing is inside the clock: it is what a client pays to send. In
 * `routePresigned` every frame is signed before the clock starts, so the figure is the server's.
 */
import { utf8ToBytes } from '#domain/crypto/encoding'
import { encodeFrame, FrameType, messageFrame } from '#domain/protocol'
import { fromSignContent, messageId, validatePubKeyOf } from '#domain/signing/socket'
import { type BenchSocket, type BenchUser, withNativeSigning } from './mock-node-setup'

const WINDOW = 256
const TIMEOUT_MS = 60_000

let sequence = 0

/** A signed DM frame from `from` to `to`, with its own id (distinct payload and timestamp). */
export const signedChatFrame = (from: BenchUser, to: BenchUser, nodeId: string): Uint8Array => {
  const n = sequence++
  const timestamp = Date.now()
  const payload = utf8ToBytes(`benchmark message ${n}: hello web3mq`)
  const init = { comeFrom: from.userid, contentTopic: to.userid, timestamp, payload }
  const id = messageId(init)
  const fromSign = from.sign(fromSignContent({ ...init, messageId: id, nodeId }))
  const validatePubKey = validatePubKeyOf(from.sessionPub)
  return encodeFrame(messageFrame({ ...init, messageId: id, fromSign, nodeId, validatePubKey }))
}

export interface ChatPair {
  from: BenchUser
  to: BenchUser
  sender: BenchSocket
  receiver: BenchSocket
}

/**
 * Sends `count` frames, the i-th from `frameAt(i)`, with WINDOW in flight; resolves with deliveries per
 * second. The clock starts when the first frame is asked for.
 */
const route = (
  { sender, receiver }: ChatPair,
  count: number,
  frameAt: (i: number) => Uint8Array,
): Promise<number> =>
  new Promise((resolve, reject) => {
    let sent = 0
    let delivered = 0
    const start = performance.now()
    const sendNext = (): void => {
      if (sent >= count) return
      sender.ws.send(frameAt(sent++))
    }
    const onAck = (data: Buffer): void => {
      if (data[1] === FrameType.messageStatus) sendNext()
    }
    const finish = (error?: Error): void => {
      clearTimeout(timer)
      sender.ws.off('message', onAck)
      receiver.ws.off('message', onDelivery)
      if (error) reject(error)
      else resolve((delivered / (performance.now() - start)) * 1000)
    }
    const onDelivery = (data: Buffer): void => {
      if (data[1] !== FrameType.message) return
      delivered++
      if (delivered === count) finish()
    }
    const timer = setTimeout(
      () => finish(new Error(`only ${delivered}/${count} delivered (bad signatures are not)`)),
      TIMEOUT_MS,
    )
    sender.ws.on('message', onAck)
    receiver.ws.on('message', onDelivery)
    for (let i = 0; i < WINDOW; i++) sendNext()
  })

/** Sends `count` frames, each signed by the SDK's signer as it is sent; resolves with deliveries per second. */
export const routeAll = (pair: ChatPair, count: number): Promise<number> =>
  route(pair, count, () => signedChatFrame(pair.from, pair.to, pair.sender.nodeId))

/**
 * `count` frames signed now, each with its own id, timestamp and signature, so a node's replay and
 * duplicate checks take every one; the SDK's signer over node:crypto makes them (`withNativeSigning`).
 */
export const presignedFrames = (pair: ChatPair, count: number): Uint8Array[] =>
  withNativeSigning(() =>
    Array.from({ length: count }, () => signedChatFrame(pair.from, pair.to, pair.sender.nodeId)),
  )

/**
 * Like `routeAll`, with every frame signed before the clock starts: what the server pays per message,
 * not the client's signing.
 */
export const routePresigned = async (pair: ChatPair, count: number): Promise<number> => {
  const frames = presignedFrames(pair, count)
  return route(pair, count, (i) => frames[i] as Uint8Array)
}

export const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

/**
 * Send → ack latency for one sender with one message in flight: each frame is signed as the SDK signs it
 * and sent when the previous ack arrived; resolves with the 95th percentile in ms (signing included).
 */
export const ackLatencyP95 = ({ from, to, sender }: ChatPair, count: number): Promise<number> =>
  new Promise((resolve, reject) => {
    const latencies: number[] = []
    let sentAt = 0
    const sendNext = (): void => {
      sentAt = performance.now()
      sender.ws.send(signedChatFrame(from, to, sender.nodeId))
    }
    const finish = (error?: Error): void => {
      clearTimeout(timer)
      sender.ws.off('message', onAck)
      if (error) reject(error)
      else resolve(percentile(latencies, 95))
    }
    const onAck = (data: Buffer): void => {
      if (data[1] !== FrameType.messageStatus) return
      latencies.push(performance.now() - sentAt)
      if (latencies.length === count) finish()
      else sendNext()
    }
    const timer = setTimeout(() => finish(new Error(`only ${latencies.length}/${count} acked`)), TIMEOUT_MS)
    sender.ws.on('message', onAck)
    sendNext()
  })
