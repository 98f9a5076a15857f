/**
 * Send → ack of an encrypted chat against a plain one (docs/protocol.md §3.10), through the SDK's public
 * entry: the mock node in its own process, Alice (an E2E client) sends with `message.queueMessage` to Bob
 * (an E2E client: the chat is encrypted) and to Carol (no E2E: the chat stays plain), one message in flight.
 * A message's time runs from the call to the node's type-21 ack for it (`message.delivered`); the next leaves
 * once that ack and the recipient's row are both in, so the recipient's decrypt never overlaps a send. The
 * paths run in the same rounds, the order rotated each round; the chats are set up (Welcome, first
 * message both ways acked and received) before any timing. A third path, Carol (no E2E at all) → Alice,
 * shows a send that pays nothing for E2E (an E2E client's plain chat asks the directory only when it opens and
 * then once a minute).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { createE2EStore } from '../../src/adapters/idb/e2e-store'
import { createMlsEngine } from '../../src/adapters/mls'
import { createNodeSocketTransport } from '../../src/adapters/socket/node-socket'
import type { Logger } from '../../src/ports'
import { type Client, initWeb3MQ } from '../../src/sdk/client'
import { endToEnd } from '../../src/sdk/e2e/plugin'
import { httpSend, signUpAndLogIn, type TestAccount } from '../../tests/_util/node-client'
import { testPorts } from '../../tests/_util/sdk-context'
import { ethWallet } from '../../tests/fakes/wallets'
import { printTable, QUICK } from '../harness'
import { comparison, get, interleaved } from './devnet/rounds'
import { percentile } from './mock-node-chat'

/** Messages per path per round. */
const MESSAGES = QUICK ? 60 : 200
/** No message waits longer than this for its ack and its row. */
const BOUND_MS = 30_000
const ROOT = resolve(import.meta.dirname, '../..')
const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} }
const engine = createMlsEngine()

/** `npm run mock-node -- --memory` as its own process; its URL once it prints it. */
const startNode = async (): Promise<{ url: string; child: ChildProcess }> => {
  const args = ['--import', 'tsx', 'mock-node/src/main.ts', '--memory', '--port', '0', '--host', '127.0.0.1']
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] })
  let out = ''
  const url = await new Promise<string>((done, fail) => {
    child.once('exit', (code) => fail(new Error(`bench e2e: mock node exited (${code})`)))
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8')
      const found = /listening at (\S+)/.exec(out)
      if (found) done(found[1] as string)
    })
  })
  return { url, child }
}

/** An SDK client of `account` on the node; with `encrypts`, an E2E client whose device is published. */
const clientOf = async (url: string, account: TestAccount, encrypts: boolean): Promise<Client> => {
  const ports = testPorts({ socket: createNodeSocketTransport(), logger: silent })
  const web3mq = await initWeb3MQ({ connectUrl: url }, ports)
  const keys = { ...account.sessionKeys, userid: account.userid }
  const didKey = `${account.wallet.didType}:${account.wallet.address}`
  const store = createE2EStore({ userid: account.userid, indexedDB: null })
  const e2e = encrypts ? endToEnd({ engine, store, mainKeys: account.mainKeys }) : undefined
  const client = web3mq.createClient(keys, { didKey, ...(e2e ? { e2e } : {}) })
  await client.connect()
  await client.e2e?.start()
  return client
}

/** Resolves when `to` has shown a row from someone else, or rejects after BOUND_MS. */
const nextRow = (to: Client): Promise<void> =>
  new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error('bench e2e: no row at the recipient')), BOUND_MS)
    const off = to.message.onActivity((activity) => {
      if (activity.fromSelf) return
      clearTimeout(timer)
      off()
      done()
    })
  })

/** Sends one message and answers ms from the call to the node's ack for it (and the row at `to`). */
const sendOne = async (from: Client, to: Client, text: string): Promise<number> => {
  const ackedAt = new Map<string, number>()
  let wanted: string | undefined
  let acked: () => void = () => {}
  const ack = new Promise<void>((done) => {
    acked = done
  })
  const off = from.events.on('message.delivered', ({ status }) => {
    ackedAt.set(status.messageId, performance.now())
    if (status.messageId === wanted) acked()
  })
  const row = nextRow(to)
  const start = performance.now()
  try {
    wanted = (await from.message.queueMessage(text, to.keys.userid)).id
    if (ackedAt.has(wanted)) acked()
    const timer = setTimeout(acked, BOUND_MS)
    await Promise.all([ack, row])
    clearTimeout(timer)
    const at = ackedAt.get(wanted)
    if (at === undefined) throw new Error('bench e2e: no ack within the bound')
    return at - start
  } finally {
    off()
  }
}

const path = (from: Client, to: Client, label: string) => async () => {
  const times: number[] = []
  for (let i = 0; i < MESSAGES; i++) times.push(await sendOne(from, to, `${label} bench message ${i}`))
  return { p50: percentile(times, 50), p95: percentile(times, 95) }
}

/** The send → ack table: encrypted (Alice → Bob) against plain (Alice → Carol), same rounds. */
export const ackRows = async (): Promise<void> => {
  const node = await startNode()
  const clients: Client[] = []
  try {
    const send = httpSend(node.url)
    const [a, b, c] = await Promise.all(
      ['alice', 'bob', 'carol'].map((name) =>
        signUpAndLogIn(send, ethWallet(`bench-e2e-${name}`), { nickname: name }),
      ),
    )
    if (!a || !b || !c) throw new Error('bench e2e: sign-up failed')
    const alice = await clientOf(node.url, a, true)
    const bob = await clientOf(node.url, b, true)
    const carol = await clientOf(node.url, c, false)
    clients.push(alice, bob, carol)
    if ((await alice.e2e?.security(b.userid))?.state !== 'encrypted')
      throw new Error('bench e2e: not encrypted')
    if ((await alice.e2e?.security(c.userid))?.state !== 'plain')
      throw new Error('bench e2e: Carol not plain')
    // The Welcome and the first messages both ways, before any timing.
    await sendOne(alice, bob, 'setup')
    await sendOne(bob, alice, 'setup')
    await sendOne(alice, carol, 'setup')
    await sendOne(carol, alice, 'setup')
    const figures = await interleaved([
      { name: 'encrypted', round: path(alice, bob, 'encrypted') },
      { name: 'plain', round: path(alice, carol, 'plain') },
      { name: 'no E2E', round: path(carol, alice, 'no E2E') },
    ])
    const row = (key: 'p50' | 'p95', reference: 'plain' | 'no E2E') =>
      comparison(
        `send → ack ${key}, queueMessage, Alice → Bob encrypted (MLS) (${MESSAGES} msgs a round)`,
        'ms',
        get(figures, 'encrypted', key),
        reference === 'plain' ? 'Alice → Carol plain' : 'Carol (no E2E) → Alice',
        get(figures, reference, key),
      )
    printTable('End-to-end encryption: send → ack, one message in flight (ms, lower is faster)', [
      row('p50', 'plain'),
      row('p95', 'plain'),
      row('p50', 'no E2E'),
      row('p95', 'no E2E'),
    ])
  } finally {
    for (const client of clients) client.close()
    node.child.kill('SIGTERM')
  }
}
