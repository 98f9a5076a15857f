/** The devnet suite's send → ack and send → received tables (index.ts says what they measure). */
import { utf8ToBytes } from '#domain/crypto/encoding'
import { encodeFrame, FrameType, messageFrame } from '#domain/protocol'
import { fromSignContent, messageId, validatePubKeyOf } from '#domain/signing/socket'
import { printTable, QUICK, spreadOf } from '../../harness'
import { type ChatPair, percentile } from '../mock-node-chat'
import type { BenchUser } from '../mock-node-setup'
import { comparison, fmt, get, interleaved, type Metrics } from './rounds'
import { connect, PLAIN, type Resources, type Topology } from './topology'

const LATENCY_MESSAGES = QUICK ? 200 : 500
const ROUND_MS = 60_000

const SAME = 'devnet, recipient on the same node'
const CROSS = 'devnet, recipient on another node'

let sequence = 0

/** A DM frame signed as the SDK signs it (messageId, fromSign, validatePubKey), with its own id. */
const signedFrame = (from: BenchUser, to: BenchUser, nodeId: string): Uint8Array => {
  const n = sequence++
  const timestamp = Date.now()
  const payload = utf8ToBytes(`devnet benchmark message ${n}`)
  const init = { comeFrom: from.userid, contentTopic: to.userid, timestamp, payload }
  const id = messageId(init)
  const fromSign = from.sign(fromSignContent({ ...init, messageId: id, nodeId }))
  const validatePubKey = validatePubKeyOf(from.sessionPub)
  return encodeFrame(messageFrame({ ...init, messageId: id, fromSign, nodeId, validatePubKey }))
}

/**
 * One frame in flight: each is signed and sent once the previous one's ack (type 21 at the sender) and its
 * delivery (the same bytes at the recipient: the node forwards frames unchanged) have both arrived. Times
 * start before signing, as the mock-node suite's send → ack row does.
 */
const oneInFlight = ({ from, to, sender, receiver }: ChatPair, count: number): Promise<Metrics> =>
  new Promise((resolve, reject) => {
    const acks: number[] = []
    const received: number[] = []
    let frame: Uint8Array = new Uint8Array()
    let sentAt = 0
    let acked = false
    let delivered = false
    const sendNext = (): void => {
      acked = false
      delivered = false
      sentAt = performance.now()
      frame = signedFrame(from, to, sender.nodeId)
      sender.ws.send(frame)
    }
    const finish = (error?: Error): void => {
      clearTimeout(timer)
      sender.ws.off('message', onAck)
      receiver.ws.off('message', onDelivery)
      if (error) {
        reject(error)
        return
      }
      resolve({
        ack50: percentile(acks, 50),
        ack95: percentile(acks, 95),
        ack99: percentile(acks, 99),
        recv50: percentile(received, 50),
        recv95: percentile(received, 95),
        recv99: percentile(received, 99),
      })
    }
    const next = (): void => {
      if (!acked || !delivered) return
      if (acks.length === count) finish()
      else sendNext()
    }
    const onAck = (data: Buffer): void => {
      if (acked || data[1] !== FrameType.messageStatus) return
      acked = true
      acks.push(performance.now() - sentAt)
      next()
    }
    const onDelivery = (data: Buffer): void => {
      if (delivered || data[1] !== FrameType.message || !data.equals(frame)) return
      delivered = true
      received.push(performance.now() - sentAt)
      next()
    }
    const timer = setTimeout(
      () =>
        finish(new Error(`one in flight: ${acks.length} acked, ${received.length} delivered of ${count}`)),
      ROUND_MS,
    )
    sender.ws.on('message', onAck)
    receiver.ws.on('message', onDelivery)
    sendNext()
  })

export const latencyRows = async (res: Resources, plain: Topology, three: Topology): Promise<void> => {
  const [node1, node2] = three.urls as [string, string]
  const plainUrl = plain.urls[0] as string
  const p = plain.users
  const d = three.users
  const plainPair: ChatPair = {
    from: p.alice,
    to: p.bob,
    sender: await connect(res, plainUrl, p.alice),
    receiver: await connect(res, plainUrl, p.bob),
  }
  const alice = await connect(res, node1, d.alice)
  const same: ChatPair = {
    from: d.alice,
    to: d.bob,
    sender: alice,
    receiver: await connect(res, node1, d.bob),
  }
  const cross: ChatPair = {
    from: d.alice,
    to: d.carol,
    sender: alice,
    receiver: await connect(res, node2, d.carol),
  }
  const figures = await interleaved([
    { name: PLAIN, round: () => oneInFlight(plainPair, LATENCY_MESSAGES) },
    { name: SAME, round: () => oneInFlight(same, LATENCY_MESSAGES) },
    { name: CROSS, round: () => oneInFlight(cross, LATENCY_MESSAGES) },
  ])
  const rows = (what: string, key: 'ack' | 'recv', variant: string, reference: string) =>
    (['50', '95', '99'] as const).map((q) =>
      comparison(
        `${what} p${q}, ${variant}`,
        'ms',
        get(figures, variant, `${key}${q}`),
        reference,
        get(figures, reference, `${key}${q}`),
      ),
    )
  const each = `${LATENCY_MESSAGES} msgs per round`
  printTable(`devnet: send → ack, one message in flight, SDK-signed (${each}; ms, lower is faster)`, [
    ...rows('send → ack', 'ack', SAME, PLAIN),
    ...rows('send → ack', 'ack', CROSS, PLAIN),
  ])
  printTable(
    `devnet: send → received by the recipient, one message in flight (${each}; ms, lower is faster)`,
    [
      ...rows('send → received', 'recv', SAME, PLAIN),
      ...rows('send → received', 'recv', CROSS, PLAIN),
      ...rows('send → received', 'recv', CROSS, SAME),
    ],
  )
  const gaps = get(figures, CROSS, 'recv95').map((v, i) => v - (get(figures, SAME, 'recv95')[i] ?? 0))
  const gap = spreadOf(gaps)
  console.log(
    `\nAim: cross-node delivery p95 within 1 ms of same-node. Cross − same p95, per round: ${fmt(gaps, 2)} ms → ${gap.median <= 1 ? 'met' : 'not met'} (median).`,
  )
}
