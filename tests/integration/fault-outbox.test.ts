/**
 * Messages that are never lost (docs/protocol.md §3.3, §3.9): through the SDK's public entry, A sends
 * 2,000 messages to B through a real TCP proxy that cuts every connection 12 times, each cut refusing new
 * connections for up to 2 s; then again with the node restarted mid-run on the state it had. B must end
 * with exactly 2,000, none twice, raised in the order they were written, and A must see 2,000 acks.
 *
 * The same harness runs through both public sends: `queueMessage` (the outbox send) and the plain
 * `sendMessage`, which once the socket was set up sends at once on an open link and queues through the
 * outbox while it is down (src/sdk/message/README.md "The outbox"). Neither may reject a single call:
 * before that change 1,410 of 2,000 plain sends were refused across the 12 cuts (issue 28).
 *
 * Deterministic in outcome on a busy machine: cuts are triggered by progress (acks), not by time, sends
 * go in bounded bursts, and every wait is for the event it means, with a generous deadline.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { createNodeSocketTransport } from '../../src/adapters/socket/node-socket'
import type { Client } from '../../src/sdk/client'
import { initWeb3MQ } from '../../src/sdk/client'
import { type RunningNode, startMockNode } from '../_util/mock-node'
import { httpSend, signUpAndLogIn, type TestAccount } from '../_util/node-client'
import { testPorts } from '../_util/sdk-context'
import { startTcpProxy, type TcpProxy } from '../_util/tcp-proxy'
import { MemoryKeyStore } from '../fakes/ports'
import { ethWallet } from '../fakes/wallets'

const TOTAL = 2_000
/** At most this many messages wait for their ack before the sender writes more. */
const IN_FLIGHT = 150
/** How long each cut refuses new connections, ms: up to 2 s. */
const REFUSALS = [2_000, 250, 1_000, 250, 2_000, 500, 250, 1_500, 250, 500, 1_000, 250]
/**
 * Beyond the ack window, the sender writes up to this many messages each time A's link goes down, woken by
 * the status change itself, so the cuts hand messages to the send while there is no link (what
 * `sendMessage` used to refuse). Without it the sender sits at a full window through every cut and only
 * ever sends on an open link, where the two sends do the same.
 */
const DOWN_BURST = 50
/** A bound on any single wait: far above what a loaded machine needs, so it only ends a hung run. */
const DEADLINE_MS = 120_000
const TEST_TIMEOUT_MS = 300_000

const label = (i: number): string => `m-${String(i).padStart(4, '0')}`

/** The public sends the harness goes through; each must deliver all TOTAL without rejecting a call. */
const SENDS = ['queueMessage', 'sendMessage'] as const
type Send = (typeof SENDS)[number]

/** Counts what each side sees and lets a test wait for a count, woken by the events themselves. */
class Progress {
  readonly acked = new Set<string>()
  readonly raised: string[] = []
  private waiters: { done: () => boolean; resolve: () => void; timer: ReturnType<typeof setTimeout> }[] = []

  bump(): void {
    this.waiters = this.waiters.filter((waiter) => {
      if (!waiter.done()) return true
      waiter.resolve()
      return false
    })
  }

  until(done: () => boolean, what: string): Promise<void> {
    if (done()) return Promise.resolve()
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const counts = `${this.raised.length} raised, ${this.acked.size} acked`
        reject(new Error(`${what}: not within ${DEADLINE_MS} ms (${counts})`))
      }, DEADLINE_MS)
      const finish = () => {
        clearTimeout(timer)
        resolve()
      }
      this.waiters.push({ done, resolve: finish, timer })
    })
  }

  /** Drops every wait still open (a failed test's), so none rejects after its test ended. */
  stop(): void {
    for (const waiter of this.waiters) clearTimeout(waiter.timer)
    this.waiters = []
  }
}

const connectClient = async (proxy: TcpProxy, account: TestAccount): Promise<Client> => {
  const ports = testPorts({ keyStore: new MemoryKeyStore(), socket: createNodeSocketTransport() })
  const web3mq = await initWeb3MQ({ connectUrl: proxy.url }, ports)
  const { PrivateKey, PublicKey } = account.sessionKeys
  const client = web3mq.createClient(
    { PrivateKey, PublicKey, userid: account.userid },
    { didKey: `${account.wallet.didType}:${account.wallet.address}` },
  )
  await client.connect()
  return client
}

/** A's link as the sender sees it (its status changes), and what was handed to the send while it was down. */
interface LinkWatch {
  /** Times A's link went from open to down. */
  downs: number
  /** Messages handed to the send while A's link was down. */
  sentWhileDown: number
  /** What the sender may still write beyond the ack window in the current down period. */
  burstLeft: number
}

interface Run {
  node: RunningNode
  proxy: TcpProxy
  a: Client
  b: Client
  bob: TestAccount
  progress: Progress
  link: LinkWatch
  /** Calls of the send that rejected, as `label: error`; must stay empty. */
  rejected: string[]
}

const setUp = async (name: string): Promise<Run> => {
  const node = await startMockNode()
  const proxy = await startTcpProxy(Number(new URL(node.url).port))
  const alice = await signUpAndLogIn(httpSend(node.url), ethWallet(`${name}-alice`))
  const bob = await signUpAndLogIn(httpSend(node.url), ethWallet(`${name}-bob`))
  const [a, b] = [await connectClient(proxy, alice), await connectClient(proxy, bob)]
  const progress = new Progress()
  a.events.on('message.delivered', ({ status }) => {
    if (status.messageStatus !== 'received') return
    progress.acked.add(status.messageId)
    progress.bump()
  })
  b.message.onActivity((activity) => {
    if (activity.fromSelf) return
    progress.raised.push(activity.message.content)
    progress.bump()
  })
  const link: LinkWatch = { downs: 0, sentWhileDown: 0, burstLeft: 0 }
  const connection = a.connection
  if (!connection) throw new Error('A has no socket')
  let open = connection.status === 'open'
  // The sender waits on this too: it is woken while the link is down, before it can come back.
  connection.onStatus((status) => {
    if (open && status !== 'open') {
      link.downs++
      link.burstLeft = DOWN_BURST
    }
    open = status === 'open'
    progress.bump()
  })
  return { node, proxy, a, b, bob, progress, link, rejected: [] }
}

/**
 * Writes all messages in order through `send`, never more than IN_FLIGHT ahead of the acks, plus up to
 * DOWN_BURST each time A's link goes down. A rejected call is recorded, not thrown, and leaves the window
 * (it will never be acked), so a regression ends the run at once with the count of rejections rather than
 * a stalled window.
 */
const sendAll = async (run: Run, send: Send): Promise<void> => {
  const { a, bob, progress, link, rejected } = run
  const down = () => a.connection?.status !== 'open'
  for (let i = 0; i < TOTAL; i++) {
    await progress.until(
      () => i - progress.acked.size - rejected.length < IN_FLIGHT || (down() && link.burstLeft > 0),
      `ack window before ${label(i)}`,
    )
    if (down()) {
      link.sentWhileDown++
      link.burstLeft--
    }
    try {
      await a.message[send](label(i), bob.userid)
    } catch (error) {
      rejected.push(`${label(i)}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}

/** No call of the send rejected. */
const expectNoneRejected = ({ rejected }: Run, send: Send): void => {
  const first = rejected.slice(0, 3).join('; ')
  expect(rejected, `${rejected.length} of ${TOTAL} ${send} calls rejected (first: ${first})`).toEqual([])
}

/**
 * Messages were handed to the send while A's link was down. Several cuts can fall in one outage (acks
 * arrive in bursts) and the last may come after the last send, so only the first outage is sure to get
 * some: the sender is still short of TOTAL then and is woken by the link going down, before it can return.
 */
const expectSentWhileDown = ({ link }: Run): void => {
  expect(link.sentWhileDown, `sent while down, over ${link.downs} outages of A`).toBeGreaterThan(0)
}

/** The outcome the issue asks for: exactly TOTAL, no duplicates, in order, every one acked. */
const expectNothingLost = async ({ progress }: Run): Promise<void> => {
  await progress.until(() => progress.raised.length >= TOTAL, 'B has every message')
  await progress.until(() => progress.acked.size >= TOTAL, 'A has every ack')
  expect(progress.raised).toHaveLength(TOTAL)
  expect(new Set(progress.raised).size).toBe(TOTAL)
  expect(progress.raised).toEqual(Array.from({ length: TOTAL }, (_, i) => label(i)))
  expect(progress.acked.size).toBe(TOTAL)
}

let runs: Run[] = []

afterEach(async () => {
  for (const run of runs) {
    run.progress.stop()
    run.a.close()
    run.b.close()
    await run.proxy.close()
    await run.node.close()
  }
  runs = []
})

describe.each(SENDS)('no message is lost, duplicated or reordered through %s', (send) => {
  it(
    'survives 12 cuts that each refuse new connections for up to 2 s',
    async () => {
      const run = await setUp(`fault-cuts-${send}`)
      runs.push(run)
      const step = Math.floor(TOTAL / (REFUSALS.length + 1))
      const cuts = (async () => {
        for (const [n, refuseMs] of REFUSALS.entries()) {
          await run.progress.until(
            () => run.progress.acked.size >= (n + 1) * step,
            `progress before cut ${n}`,
          )
          await run.proxy.cut(refuseMs)
        }
      })()
      await sendAll(run, send)
      expectNoneRejected(run, send)
      await cuts
      expectSentWhileDown(run)
      await expectNothingLost(run)
      expect(run.proxy.stats.cuts).toBe(12)
      expect(run.a.message.outboxPending).toEqual([])
    },
    TEST_TIMEOUT_MS,
  )

  it(
    'survives a node restart mid-run on the state it had',
    async () => {
      const run = await setUp(`fault-restart-${send}`)
      runs.push(run)
      const restart = (async () => {
        await run.progress.until(() => run.progress.acked.size >= TOTAL / 2, 'half acked')
        const { state, nodeId } = run.node.app.context
        await run.node.close()
        run.node = await startMockNode({ state, nodeId })
        run.proxy.retarget(Number(new URL(run.node.url).port))
      })()
      await sendAll(run, send)
      expectNoneRejected(run, send)
      await restart
      expectSentWhileDown(run)
      await expectNothingLost(run)
    },
    TEST_TIMEOUT_MS,
  )
})
