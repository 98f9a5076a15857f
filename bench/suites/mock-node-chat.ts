/**
 * Chat routing throughput: the sender keeps a window of signed type-16 frames in flight (one more per
 * type-21 ack), the node verifies each fromSign, stores, acks and forwards; the rate is deliveries
 * counted at the receiver per second of wall time. Frames are signed before the clock starts.
 */
import { bytesToBase64, hexToBytes, utf8ToBytes } from '../../src/domain/crypto/encoding'
import { encodeFrame, FrameType, messageFrame } from '../../src/domain/protocol'
import { fromSignContent, messageId } from '../../src/domain/signing/socket'
import type { BenchSocket, BenchUser } from './mock-node-setup'

const WINDOW = 256
const TIMEOUT_MS = 30_000

/** N signed DM frames from `from` to `to`, each with its own id (distinct payload and timestamp). */
export const signedChatFrames = (from: BenchUser, to: BenchUser, nodeId: string, n: number): Uint8Array[] => {
  const validatePubKey = bytesToBase64(hexToBytes(from.sessionPub))
  const base = Date.now()
  const frames: Uint8Array[] = []
  for (let i = 0; i < n; i++) {
    const timestamp = base + i
    const payload = utf8ToBytes(`benchmark message ${i}: hello web3mq`)
    const id = messageId({ comeFrom: from.userid, contentTopic: to.userid, timestamp, payload })
    const fromSign = from.sign(
      fromSignContent({ messageId: id, comeFrom: from.userid, contentTopic: to.userid, nodeId, timestamp }),
    )
    const init = { payload, contentTopic: to.userid, comeFrom: from.userid, timestamp, messageId: id }
    frames.push(encodeFrame(messageFrame({ ...init, fromSign, nodeId, validatePubKey })))
  }
  return frames
}

/** Sends every frame with WINDOW in flight; resolves with deliveries per second once all arrived. */
export const routeAll = (sender: BenchSocket, receiver: BenchSocket, frames: Uint8Array[]): Promise<number> =>
  new Promise((resolve, reject) => {
    let sent = 0
    let delivered = 0
    const start = performance.now()
    const sendNext = (): void => {
      const frame = frames[sent]
      if (frame === undefined) return
      sent++
      sender.ws.send(frame)
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
      if (delivered === frames.length) finish()
    }
    const timer = setTimeout(
      () => finish(new Error(`only ${delivered}/${frames.length} delivered (bad signatures are not)`)),
      TIMEOUT_MS,
    )
    sender.ws.on('message', onAck)
    receiver.ws.on('message', onDelivery)
    for (let i = 0; i < WINDOW; i++) sendNext()
  })
