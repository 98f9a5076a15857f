/**
 * The mock node under load, in one process: chat messages routed between two connected sockets (each
 * fromSign verified) and REST requests per second, unsigned and session-signed, all printed beside the
 * machine's native ed25519 verify rate, the cost every signed message or request has to pay once.
 * The load generators share the node's thread, so the figures are a floor, not the node's ceiling.
 */
import {
  createPrivateKey,
  createPublicKey,
  sign as nodeSign,
  verify as nodeVerify,
  randomBytes,
} from 'node:crypto'
import { buildApp } from '../../mock-node/src/app'
import { type BenchSuite, measure, printRows } from '../harness'
import { routeAll, signedChatFrames } from './mock-node-chat'
import { signedProfileRate, unsignedLookupRate } from './mock-node-rest'
import { connectUser, seedUser } from './mock-node-setup'

const QUICK = process.env.BENCH_QUICK === '1'
const CHAT_MESSAGES = QUICK ? 2_000 : 10_000
const CHAT_RUNS = QUICK ? 1 : 3
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/** node:crypto ed25519 verify of a 200-byte message: the reference figure. */
const nativeVerifyRate = async (): Promise<number> => {
  const key = createPrivateKey({
    key: Buffer.concat([PKCS8_PREFIX, randomBytes(32)]),
    format: 'der',
    type: 'pkcs8',
  })
  const publicKey = createPublicKey(key)
  const message = randomBytes(200)
  const signature = nodeSign(null, message, key)
  return (await measure('node:crypto verify', () => nodeVerify(null, message, publicKey, signature)))
    .opsPerSec
}

const run = async (): Promise<void> => {
  const verifyRate = await nativeVerifyRate()
  const app = await buildApp()
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' })
    const wsUrl = `${url.replace(/^http/, 'ws')}/messages`
    const [alice, bob] = [seedUser(app, 'alice'), seedUser(app, 'bob')]
    const [aliceSocket, bobSocket] = [await connectUser(wsUrl, alice), await connectUser(wsUrl, bob)]

    // Warm-up run first (JIT, buffers), then the measured runs.
    await routeAll(aliceSocket, bobSocket, signedChatFrames(alice, bob, aliceSocket.nodeId, 500))
    const chatRates: number[] = []
    for (let i = 0; i < CHAT_RUNS; i++) {
      const frames = signedChatFrames(alice, bob, aliceSocket.nodeId, CHAT_MESSAGES)
      chatRates.push(await routeAll(aliceSocket, bobSocket, frames))
    }
    aliceSocket.ws.close()
    bobSocket.ws.close()

    const unsigned = await unsignedLookupRate(url, alice)
    const signed = await signedProfileRate(url, alice, unsigned.rate)
    const reference = { name: 'native verify', value: verifyRate }
    const refused = (n: number) => (n ? `, ${n} refused` : '')
    printRows('mock node: routing and REST under load (one process, loopback)', [
      { name: 'node:crypto ed25519 verify, 200 B (native, reference)', value: verifyRate, unit: 'ops/s' },
      {
        name: `chat A→B routed, fromSign verified (${CHAT_MESSAGES} msgs, window 256)`,
        value: median(chatRates),
        unit: 'msg/s',
        reference,
      },
      {
        name: `POST /api/get_user_info/ unsigned (p99 ${unsigned.p99Ms} ms${refused(unsigned.refused)})`,
        value: unsigned.rate,
        unit: 'req/s',
        reference,
      },
      {
        name: `GET /api/my_profile/ session-signed (p99 ${signed.p99Ms} ms${refused(signed.refused)})`,
        value: signed.rate,
        unit: 'req/s',
        reference,
      },
    ])
  } finally {
    await app.close()
  }
}

export const mockNodeSuite: BenchSuite = { name: 'mock-node', run }
