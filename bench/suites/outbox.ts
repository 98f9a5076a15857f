/**
 * Outbox throughput: A sends to B through the SDK's public entry against the mock node in its own process,
 * and the rate is messages raised at B per second of wall time. Ours is the outbox send
 * (`message.queueMessage`: id first, written to the outbox, sent, kept until the type-21 ack); the
 * reference is the direct send (`message.sendMessage`), which writes the frame and keeps nothing. The
 * ratio is what never losing a message costs.
 */
import { createOfetchTransport } from '../../src/adapters/http/ofetch-transport'
import { cryptoRandom } from '../../src/adapters/platform/crypto-random'
import { systemClock } from '../../src/adapters/platform/system-clock'
import { createNodeSocketTransport } from '../../src/adapters/socket/node-socket'
import type { Logger } from '../../src/ports'
import { type Client, initWeb3MQ } from '../../src/sdk/client'
import { type BenchSuite, compareAll, QUICK } from '../harness'
import { type SeededUser, type ServerProcess, startServer } from '../node/process'

const MESSAGES = QUICK ? 300 : 2_000
const TIMEOUT_MS = 120_000

const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} }

const clientOf = async (url: string, user: SeededUser): Promise<Client> => {
  const ports = {
    http: createOfetchTransport(),
    socket: createNodeSocketTransport(),
    clock: systemClock,
    random: cryptoRandom,
    logger: silent,
  }
  const web3mq = await initWeb3MQ({ connectUrl: url }, ports)
  const keys = { PrivateKey: user.sessionPrivate, PublicKey: user.sessionPub, userid: user.userid }
  const client = web3mq.createClient(keys, { didKey: `eth:${user.didValue}` })
  await client.connect()
  return client
}

type Send = (text: string, topic: string) => Promise<unknown>

/** Sends MESSAGES with `send`; resolves with messages raised at B per second. */
const throughput = (a: Client, b: Client, send: (client: Client) => Send) => async (): Promise<number> => {
  let raised = 0
  const start = performance.now()
  const done = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`outbox bench: ${raised}/${MESSAGES} raised`)),
      TIMEOUT_MS,
    )
    const off = b.message.onActivity((activity) => {
      if (activity.fromSelf || ++raised < MESSAGES) return
      clearTimeout(timer)
      off()
      resolve()
    })
  })
  const sendOne = send(a)
  for (let i = 0; i < MESSAGES; i++) await sendOne(`outbox bench ${i}`, b.keys.userid)
  await done
  return (MESSAGES / (performance.now() - start)) * 1000
}

const run = async (): Promise<void> => {
  let server: ServerProcess | undefined
  const clients: Client[] = []
  try {
    server = await startServer({ mode: 'node' })
    const [alice, bob] = server.users
    if (!alice || !bob) throw new Error('the bench node seeded no users')
    const a = await clientOf(server.url, alice)
    const b = await clientOf(server.url, bob)
    clients.push(a, b)
    await compareAll('outbox: SDK to SDK through the mock node in its own process, loopback', [
      {
        name: `outbox throughput: A→B queueMessage, until B has all (${MESSAGES} msgs)`,
        unit: 'msg/s',
        ours: throughput(a, b, (client) => (text, topic) => client.message.queueMessage(text, topic)),
        reference: {
          name: 'sendMessage, no outbox',
          round: throughput(a, b, (client) => (text, topic) => client.message.sendMessage(text, topic)),
        },
      },
    ])
  } finally {
    for (const client of clients) client.close()
    await server?.stop()
  }
}

export const outboxSuite: BenchSuite = { name: 'outbox', run }
