/**
 * How the mock node's reads and fan-out grow with what it stores. Each row times one request at growing
 * sizes against the signed baseline (a session-signed `GET /api/my_profile/`, whose cost does not depend
 * on what is stored), both through Fastify's `inject` in this process and interleaved in the same loop,
 * and prints the cost as a multiple of the baseline and the curve's shape across sizes. The node keeps its
 * state in LMDB in a temporary folder, as `npm start` does (`BENCH_MEMORY=1`: in memory, as tests do).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chatsList, messageHistory, myProfile, newMessages, publishTopicMessage } from '#domain/contract'
import { buildApp, type MockNode } from '../../mock-node/src/app'
import type { StoredMessage } from '../../mock-node/src/state/chats'
import { injectSend, signUpAndLogIn, type TestAccount } from '../../tests/_util/node-client'
import { ethWallet } from '../../tests/fakes/wallets'
import { type BenchSuite, QUICK, ROUNDS, rate, spreadOf } from '../harness'

const SIZES = QUICK ? [1_000, 10_000, 30_000] : [1_000, 10_000, 100_000, 300_000]
const FAN_OUT_SIZES = QUICK ? [100, 1_000] : [100, 1_000, 10_000]

const IN_MEMORY = process.env.BENCH_MEMORY === '1'

interface Bench {
  app: MockNode
  /** The data folder, removed at the end; undefined in memory. */
  dir: string | undefined
  alice: TestAccount
  bob: TestAccount
  /** Has 10 messages of her own; the sync row is hers. */
  carol: TestAccount
}

const start = async (): Promise<Bench> => {
  const dir = IN_MEMORY ? undefined : mkdtempSync(join(tmpdir(), 'bench-scale-'))
  const app = await buildApp({ nodeId: 'node:bench-scale', ...(dir ? { dataDir: dir } : {}) })
  const send = injectSend(app)
  return {
    app,
    dir,
    alice: await signUpAndLogIn(send, ethWallet('scale-alice')),
    bob: await signUpAndLogIn(send, ethWallet('scale-bob')),
    carol: await signUpAndLogIn(send, ethWallet('scale-carol')),
  }
}

const chat = (messageid: string, from: string, topic: string, timestamp: number): StoredMessage => ({
  messageid,
  from,
  topic,
  from_sign: '',
  cipher_suite: 'NONE',
  payload_type: 'text/plain; charset=utf-8',
  payload: 'aGVsbG8=',
  timestamp,
  version: 1,
  status: new Map([[topic, { status: 'received', timestamp }]]),
})

/** Stores messages from `from` to `to` until the node holds `count` of them under `prefix`. */
const fill = (bench: Bench, prefix: string, from: string, to: string, from0: number, count: number) => {
  const t0 = Date.now() - 3_600_000
  for (let i = from0; i < count; i++)
    bench.app.context.state.chats.store(chat(`${prefix}${i}`, from, to, t0 + i))
}

/** Time of one call as a multiple of the baseline's, rounds interleaved; the median of the rounds. */
const costRatio = async (ours: () => Promise<unknown>, baseline: () => Promise<unknown>): Promise<number> => {
  const [oursRound, baseRound] = [rate(ours), rate(baseline)]
  await oursRound()
  await baseRound()
  const ratios: number[] = []
  for (let i = 0; i < ROUNDS; i++) {
    const [a, b] = i % 2 ? [await baseRound(), await oursRound()] : [await oursRound(), await baseRound()]
    ratios.push(i % 2 ? a / b : b / a)
  }
  return spreadOf(ratios).median
}

/** The slope of cost against size on log scales: about 0 flat, about 1 linear, above that worse. */
const shapeOf = (points: readonly { size: number; ratio: number }[]): string => {
  const first = points[0]
  const last = points[points.length - 1]
  if (!first || !last || first === last) return 'flat'
  const slope = Math.log(last.ratio / first.ratio) / Math.log(last.size / first.size)
  if (slope < 0.2) return `flat (slope ${slope.toFixed(2)})`
  if (slope <= 1.2) return `linear (slope ${slope.toFixed(2)})`
  return `worse (slope ${slope.toFixed(2)})`
}

interface Curve {
  name: string
  points: { size: number; ratio: number }[]
}

const print = (curves: Curve[]): void => {
  const store = IN_MEMORY ? 'state in memory' : 'state in LMDB'
  console.log(
    `\n### mock node at scale (${store}): cost of one request as a multiple of a signed my_profile\n`,
  )
  console.log('| row | sizes | × baseline at each size | shape |')
  console.log('| --- | --- | --- | --- |')
  for (const c of curves) {
    const sizes = c.points.map((p) => p.size.toLocaleString('en-US')).join(' / ')
    const ratios = c.points.map((p) => `${p.ratio.toFixed(2)}×`).join(' / ')
    console.log(`| ${c.name} | ${sizes} | ${ratios} | ${shapeOf(c.points)} |`)
  }
}

const measureReads = async (bench: Bench): Promise<Curve[]> => {
  const { app, alice, bob, carol } = bench
  const baseline = () => alice.call(myProfile, {})
  const history: Curve = { name: 'history page 1 (20 items), one conversation', points: [] }
  const sync: Curve = { name: 'get_new_messages, 10 own messages among others’', points: [] }
  const channels: Curve = { name: 'channel list page 1, one user’s channels', points: [] }
  fill(bench, 'own', carol.userid, bob.userid, 0, 10)
  let stored = 0
  for (const size of SIZES) {
    fill(bench, 'm', bob.userid, alice.userid, stored, size)
    // Others' messages: sync for Carol must not pay for them.
    fill(bench, 'o', 'user:other-a', 'user:other-b', stored, size)
    for (let i = stored; i < size; i++)
      app.context.state.chats.upsertChat(alice.userid, {
        chatid: `user:peer${i}`,
        chat_type: 'user',
        chat_name: '',
        avatar_url: '',
        avatar_base64: '',
        topic: `user:peer${i}`,
        topic_type: 'user',
        timestamp: i,
      })
    stored = size
    const page = () => alice.call(messageHistory, { topic: bob.userid, page: 1, size: 20 })
    history.points.push({ size, ratio: await costRatio(page, baseline) })
    const since = () => carol.call(newMessages, { sync_timestamp: Date.now() - 7_200_000 })
    sync.points.push({ size, ratio: await costRatio(since, baseline) })
    const list = () => alice.call(chatsList, { page: 1, size: 20 })
    channels.points.push({ size, ratio: await costRatio(list, baseline) })
  }
  return [history, sync, channels]
}

const measureFanOut = async (bench: Bench): Promise<Curve> => {
  const { app, alice } = bench
  const curve: Curve = { name: 'publish to a topic’s subscribers (reply time)', points: [] }
  const topic = app.context.state.notifications.createTopic({
    topicid: 'topic:bench',
    topic_name: 'bench',
    creator: alice.userid,
    create_at: Date.now(),
  })
  let subscribed = 0
  for (const size of FAN_OUT_SIZES) {
    const { notifications } = app.context.state
    for (; subscribed < size; subscribed++) notifications.subscribe(topic.topicid, `user:sub${subscribed}`)
    const publish = () =>
      alice.call(publishTopicMessage, { topicid: topic.topicid, title: 'bench', content: 'an issue' })
    curve.points.push({ size, ratio: await costRatio(publish, () => alice.call(myProfile, {})) })
  }
  return curve
}

const run = async (): Promise<void> => {
  const bench = await start()
  try {
    const reads = await measureReads(bench)
    print([...reads, await measureFanOut(bench)])
  } finally {
    await bench.app.close()
    if (bench.dir) rmSync(bench.dir, { recursive: true, force: true })
  }
}

export const mockNodeScaleSuite: BenchSuite = { name: 'mock-node-scale', run }
