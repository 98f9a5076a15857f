/**
 * Messages that are never lost (docs/protocol.md §3.3, §3.9): through the SDK's public entry, A sends
 * 2,000 messages to B through a real TCP proxy that cuts every connection 12 times, each cut refusing new
 * connections for up to 2 s; then again with the node restarted mid-run on the state it had. B must end
 * with exactly 2,000, none twice, raised in the order they were written, and A must see 2,000 acks.
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
/** A bound on any single wait: far above what a loaded machine needs, so it only ends a hung run. */
const DEADLINE_MS = 120_000
const TEST_TIMEOUT_MS = 300_000

const label = (i: number): string => `m-${String(i).padStart(4, '0')}`

/** Counts what each side sees and lets a test wait for a count, woken by the events themselves. */
class Progress {
  readonly acked = new Set<string>()
  readonly raised: string[] = []
  private waiters: { done: () => boolean; resolve: () => void }[] = []

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
      this.waiters.push({ done, resolve: finish })
    })
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

interface Run {
  node: RunningNode
  proxy: TcpProxy
  a: Client
  b: Client
  bob: TestAccount
  progress: Progress
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
  return { node, proxy, a, b, bob, progress }
}

/** Writes all messages in order, never more than IN_FLIGHT ahead of the acks. */
const sendAll = async ({ a, bob, progress }: Run): Promise<void> => {
  for (let i = 0; i < TOTAL; i++) {
    await progress.until(() => i - progress.acked.size < IN_FLIGHT, `ack window before ${label(i)}`)
    await a.message.queueMessage(label(i), bob.userid)
  }
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
    run.a.close()
    run.b.close()
    await run.proxy.close()
    await run.node.close()
  }
  runs = []
})

describe('no message is lost, duplicated or reordered', () => {
  it(
    'survives 12 cuts that each refuse new connections for up to 2 s',
    async () => {
      const run = await setUp('fault-cuts')
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
      await sendAll(run)
      await cuts
      await expectNothingLost(run)
      expect(run.proxy.stats.cuts).toBe(12)
      expect(run.a.message.outboxPending).toEqual([])
    },
    TEST_TIMEOUT_MS,
  )

  it(
    'survives a node restart mid-run on the state it had',
    async () => {
      const run = await setUp('fault-restart')
      runs.push(run)
      const restart = (async () => {
        await run.progress.until(() => run.progress.acked.size >= TOTAL / 2, 'half acked')
        const { state, nodeId } = run.node.app.context
        await run.node.close()
        run.node = await startMockNode({ state, nodeId })
        run.proxy.retarget(Number(new URL(run.node.url).port))
      })()
      await sendAll(run)
      await restart
      await expectNothingLost(run)
    },
    TEST_TIMEOUT_MS,
  )
})
