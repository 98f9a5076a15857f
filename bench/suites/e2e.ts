/**
 * End-to-end encrypted chat (docs/protocol.md §3.10): one chat message encrypted by its sender and decrypted by
 * one member, through the MLS engine (`src/adapters/mls`) and its state bytes exactly as the SDK keeps them,
 * against the same message sent plainly (cipher suite NONE: UTF-8 encode and decode), interleaved round by
 * round. Rows for a group of 2 and of 10 devices: the state a step opens and seals grows with the group.
 * Then send → ack through the SDK against a mock node, encrypted against plain (./e2e-ack.ts).
 */
import { createMlsEngine } from '../../src/adapters/mls'
import type { MlsCredentialCheck } from '../../src/ports/mls'
import { type BenchSuite, compareAll, type Round, rate } from '../harness'
import { ackRows } from './e2e-ack'

const engine = createMlsEngine()
const accept: MlsCredentialCheck = async () => true
const encoder = new TextEncoder()
const decoder = new TextDecoder()
// Shaped like a real DM, the same text the codec suite sends.
const text = 'hello web3mq, this is a benchmark msg'

/** A group of `size` devices; answers the sender's and one receiver's state. */
async function group(size: number): Promise<{ sender: Uint8Array; receiver: Uint8Array }> {
  const devices = await Promise.all(
    Array.from({ length: size }, (_, i) => engine.newDevice(encoder.encode(`device-${i}`))),
  )
  const [first, second] = devices
  if (first === undefined || second === undefined) throw new Error('a group needs two devices')
  const packages = await Promise.all(devices.slice(1).map((d) => engine.newKeyPackage(d, false)))
  const created = await engine.createGroup(
    first,
    encoder.encode(`web3mq-e2e/v1|bench-${size}|${'00'.repeat(16)}`),
  )
  const added = await engine.commit(created, { add: packages.map((p) => p.publicPackage) }, accept)
  const joined = await engine.join(added.welcome as Uint8Array, packages, accept)
  return { sender: added.next, receiver: joined.state }
}

/** One message out and in; each side keeps its next state, as the SDK does. */
function mlsRound(states: { sender: Uint8Array; receiver: Uint8Array }) {
  return async () => {
    const sent = await engine.encrypt(states.sender, encoder.encode(text))
    states.sender = sent.next
    const got = await engine.process(states.receiver, sent.message, accept)
    if (got.kind !== 'application' || decoder.decode(got.plaintext) !== text)
      throw new Error('MLS round trip failed')
    states.receiver = got.next
  }
}

const plainRound = () => {
  if (decoder.decode(encoder.encode(text)) !== text) throw new Error('plain round trip failed')
}

const PLAIN = 'plain (NONE, UTF-8)'
/** Time per message in µs (lower is faster), so the ratio reads as how many plain messages one MLS message costs. */
const micros =
  (round: Round): Round =>
  async () =>
    1e6 / (await round())

const run = async (): Promise<void> => {
  const [two, ten] = [await group(2), await group(10)]
  await compareAll('End-to-end encryption: one chat message, encrypt + decrypt', [
    {
      name: 'MLS, group of 2',
      unit: 'µs/msg',
      ours: micros(rate(mlsRound(two))),
      reference: { name: PLAIN, round: micros(rate(plainRound)) },
    },
    {
      name: 'MLS, group of 10',
      unit: 'µs/msg',
      ours: micros(rate(mlsRound(ten))),
      reference: { name: PLAIN, round: micros(rate(plainRound)) },
    },
  ])
  await ackRows()
}

export const e2eSuite: BenchSuite = { name: 'e2e', run }
