/**
 * What one mock node process holds (issue 10, items 3 and 4). The node runs in its own process
 * (`bench/node/capacity-node.ts`, LMDB in a temporary folder; `BENCH_MEMORY=1` in memory), sockets are
 * opened from separate load processes (`capacity-load.ts`, each socket its own seeded user connecting with a
 * signed type-2 frame), and a probe process (`capacity-probe.ts`) fires signed `my_profile` requests at a
 * steady rate. It ramps the sockets up, reading the node's memory at each step, until connects fail or the
 * steps run out; at FAN_OUT subscribers it publishes to their topic and compares the probe's latencies
 * during the fan-out with rounds without one (interleaved, median of rounds), with the time until the last
 * subscriber had the notification and the node's longest event-loop stall.
 */
import { fileURLToPath } from 'node:url'
import { buildRequest, publishTopicMessage } from '#domain/contract'
import { type BenchSuite, QUICK, ROUNDS, spreadOf } from '../harness'
import { type Child, forkChild } from '../node/ipc'
import type { SeededUser } from '../node/process'
import { percentile } from './mock-node-chat'
import { profileHeaders } from './mock-node-rest'
import { benchUser } from './mock-node-setup'

const FAN_OUT = QUICK ? 2_000 : 10_000
const STEPS = QUICK ? [1_000, 2_000] : [1_000, 5_000, 10_000, 15_000, 20_000, 25_000, 30_000]
/** Sockets per load process: each process has its own file-descriptor limit. */
const PER_LOAD = 5_000
const CONNECT_CONCURRENCY = 50
const PROBE_INTERVAL_MS = 5
const SETTLE_TIMEOUT_MS = 60_000
const MB = 1024 * 1024

const entry = (name: string): string => fileURLToPath(new URL(`../node/${name}`, import.meta.url))

interface NodeStats {
  rss: number
  /** The node's own memory (RSS less mapped files: LMDB's pages are the OS's page cache). */
  rssAnon: number
  rssFile: number
  heapUsed: number
  external: number
  fds: number
  limits: { soft: string; hard: string }
}

interface Bench {
  node: Child
  probe: Child
  loads: Child[]
  url: string
  publisher: SeededUser
  topicid: string
  /** Load process of each connected socket index: socket i lives in loads[floor(i / PER_LOAD)]. */
  connected: number
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

const fmt = (s: { median: number; min: number; max: number }, digits = 1): string =>
  `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)})`

/** Connects sockets until `target` are open, opening load processes as needed; answers the failures. */
const rampTo = async (bench: Bench, target: number): Promise<{ failed: number; errors: string[] }> => {
  let failed = 0
  const errors: string[] = []
  while (bench.connected < target) {
    const index = Math.floor(bench.connected / PER_LOAD)
    bench.loads[index] ??= forkChild(entry('capacity-load.ts'))
    const load = bench.loads[index] as Child
    const count = Math.min(target, (index + 1) * PER_LOAD) - bench.connected
    const subscribe = bench.connected < FAN_OUT
    const users = await bench.node.call<SeededUser[]>('seed', {
      count: subscribe ? Math.min(count, FAN_OUT - bench.connected) : count,
      subscribe,
    })
    const result = await load.call<{ connected: number; failed: number; errors: string[] }>('connect', {
      url: bench.url,
      users,
      concurrency: CONNECT_CONCURRENCY,
    })
    bench.connected += users.length
    failed += result.failed
    errors.push(...result.errors)
    if (result.failed) break
  }
  return { failed, errors }
}

const publish = async (bench: Bench, n: number): Promise<number> => {
  const user = benchUser(bench.publisher)
  const built = buildRequest(
    publishTopicMessage,
    { topicid: bench.topicid, title: `capacity ${n}`, content: 'fan-out under load' },
    { signer: { userid: user.userid, sign: user.sign }, timestamp: Date.now() },
  )
  const started = performance.now()
  const response = await fetch(`${bench.url}${built.path}`, {
    method: 'POST',
    headers: { ...profileHeaders(user), 'content-type': 'application/json' },
    body: JSON.stringify(built.body),
  })
  const body = await response.text()
  if (!body.startsWith('{"code":0,')) throw new Error(`publish refused: ${body}`)
  return performance.now() - started
}

interface ProbeRound {
  p50: number
  p95: number
  p99: number
  count: number
  maxStallMs: number
  latencies: number[]
}

const probeRound = async (bench: Bench, during: () => Promise<void>): Promise<ProbeRound> => {
  await bench.node.call('loopReset')
  await bench.probe.call('start', { url: bench.url, user: bench.publisher, intervalMs: PROBE_INTERVAL_MS })
  await during()
  const { latencies, failures } = await bench.probe.call<{ latencies: number[]; failures: string[] }>('stop')
  if (failures.length) throw new Error(`probe refused: ${failures[0]}`)
  const loop = await bench.node.call<{ maxMs: number }>('loop')
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    count: latencies.length,
    maxStallMs: loop.maxMs,
    latencies,
  }
}

interface FanOutRound extends ProbeRound {
  deliveryMs: number
  replyMs: number
}

/** One publish to FAN_OUT subscribers with the probe running from just before it until the last delivery. */
const fanOutRound = async (bench: Bench, n: number): Promise<FanOutRound> => {
  const subscriberLoads = bench.loads.slice(0, Math.ceil(FAN_OUT / PER_LOAD))
  await Promise.all(subscriberLoads.map((l) => l.call('arm')))
  let deliveryMs = 0
  let replyMs = 0
  const round = await probeRound(bench, async () => {
    await sleep(20)
    const sentAt = Date.now()
    const reply = publish(bench, n)
    const settled = await Promise.all(
      subscriberLoads.map((l, i) =>
        l.call<{ received: number; lastAt: number }>('settle', {
          count: Math.min(PER_LOAD, FAN_OUT - i * PER_LOAD),
          timeoutMs: SETTLE_TIMEOUT_MS,
        }),
      ),
    )
    replyMs = await reply
    const received = settled.reduce((sum, s) => sum + s.received, 0)
    if (received < FAN_OUT) throw new Error(`only ${received}/${FAN_OUT} subscribers got the notification`)
    deliveryMs = Math.max(...settled.map((s) => s.lastAt)) - sentAt
  })
  return { ...round, deliveryMs, replyMs }
}

const measureFanOut = async (bench: Bench): Promise<void> => {
  const fan: FanOutRound[] = []
  const quiet: ProbeRound[] = []
  const quietRound = () =>
    probeRound(bench, () => sleep(Math.max(300, fan[fan.length - 1]?.deliveryMs ?? 500)))
  await fanOutRound(bench, -1) // warm-up
  for (let i = 0; i < ROUNDS; i++) {
    if (i % 2) {
      quiet.push(await quietRound())
      fan.push(await fanOutRound(bench, i))
    } else {
      fan.push(await fanOutRound(bench, i))
      quiet.push(await quietRound())
    }
  }
  const of = (rounds: ProbeRound[], key: 'p50' | 'p95' | 'p99' | 'maxStallMs') =>
    fmt(spreadOf(rounds.map((r) => r[key])))
  console.log(
    `\n### mock node capacity: ${FAN_OUT.toLocaleString('en-US')} subscribers, signed my_profile every ${PROBE_INTERVAL_MS} ms (ms, median of ${ROUNDS} rounds (min–max))\n`,
  )
  console.log('| row | during fan-out | no fan-out |')
  console.log('| --- | ---: | ---: |')
  for (const key of ['p50', 'p95', 'p99'] as const)
    console.log(`| my_profile ${key} | ${of(fan, key)} | ${of(quiet, key)} |`)
  const pooled = (rounds: ProbeRound[]) =>
    percentile(
      rounds.flatMap((r) => r.latencies),
      99,
    ).toFixed(1)
  console.log(`| my_profile p99 of all rounds' requests pooled | ${pooled(fan)} | ${pooled(quiet)} |`)
  console.log(
    `| requests per round | ${fmt(spreadOf(fan.map((r) => r.count)), 0)} | ${fmt(spreadOf(quiet.map((r) => r.count)), 0)} |`,
  )
  console.log(`| node's longest event-loop stall | ${of(fan, 'maxStallMs')} | ${of(quiet, 'maxStallMs')} |`)
  console.log(`| publish → last subscriber notified | ${fmt(spreadOf(fan.map((r) => r.deliveryMs)))} | |`)
  console.log(`| publish reply | ${fmt(spreadOf(fan.map((r) => r.replyMs)))} | |`)
}

const STORED = QUICK ? 10_000 : 100_000

/** The node's memory and folder before and after storing STORED chat messages. */
const measureStore = async (node: Child, store: string): Promise<void> => {
  const before = await node.call<NodeStats>('stats', { gc: true })
  const seconds = await node.call<number>('store', { count: STORED })
  const after = await node.call<NodeStats>('stats', { gc: true })
  const folder = await node.call<number>('folderBytes')
  const mb = (key: 'rss' | 'rssAnon' | 'rssFile' | 'heapUsed') => ((after[key] - before[key]) / MB).toFixed(1)
  console.log(
    `\n### mock node capacity: ${STORED.toLocaleString('en-US')} stored chat messages (state in ${store})\n`,
  )
  console.log('| written in | RSS + | of it mapped files + | anonymous RSS + | heap + | data folder |')
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: |')
  console.log(
    `| ${seconds.toFixed(1)} s | ${mb('rss')} MB | ${mb('rssFile')} MB | ${mb('rssAnon')} MB | ${mb('heapUsed')} MB | ${(folder / MB).toFixed(0)} MB |`,
  )
}

const printStep = (sockets: number, base: NodeStats, now: NodeStats): void => {
  const per = (a: number, b: number) => (sockets ? ((b - a) / MB / sockets) * 1000 : 0).toFixed(1)
  console.log(
    `| ${sockets.toLocaleString('en-US')} | ${(now.rss / MB).toFixed(0)} | ${(now.rssFile / MB).toFixed(0)} | ${(now.rssAnon / MB).toFixed(0)} | ${per(base.rssAnon, now.rssAnon)} | ${(now.heapUsed / MB).toFixed(0)} | ${per(base.heapUsed, now.heapUsed)} | ${per(base.external, now.external)} | ${now.fds} |`,
  )
}

const run = async (): Promise<void> => {
  const node = forkChild(entry('capacity-node.ts'), ['--expose-gc'])
  const probe = forkChild(entry('capacity-probe.ts'))
  const loads: Child[] = []
  try {
    const started = await node.call<{ url: string; publisher: SeededUser; topicid: string; store: string }>(
      'start',
      { memory: process.env.BENCH_MEMORY === '1' },
    )
    const bench: Bench = { node, probe, loads, ...started, connected: 0 }
    await measureStore(node, started.store)
    const base = await node.call<NodeStats>('stats', { gc: true })
    console.log(
      `\n### mock node capacity: connected sockets (state in ${started.store}; node fd limit soft ${base.limits.soft}, hard ${base.limits.hard})\n`,
    )
    console.log(
      '| sockets | RSS MB | of it mapped files MB | anonymous RSS MB | anonymous RSS MB / 1,000 | heap MB | heap MB / 1,000 | external MB / 1,000 | node fds |',
    )
    console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
    printStep(0, base, base)
    let stopped = `the last step (${STEPS[STEPS.length - 1]?.toLocaleString('en-US')}) held`
    let fanOutDone = false
    for (const step of STEPS) {
      const { failed, errors } = await rampTo(bench, step)
      const stats = await node.call<NodeStats>('stats', { gc: true })
      const open = (await Promise.all(loads.map((l) => l.call<number>('open')))).reduce((a, b) => a + b, 0)
      printStep(open, base, stats)
      if (!fanOutDone && open >= FAN_OUT) {
        fanOutDone = true
        await measureFanOut(bench)
      }
      if (failed) {
        stopped = `${failed} connects failed on the way to ${step.toLocaleString('en-US')} (${errors.join('; ')}); node fds ${stats.fds}`
        break
      }
    }
    const held = (await Promise.all(loads.map((l) => l.call<number>('open')))).reduce((a, b) => a + b, 0)
    console.log(
      `\nHighest count held: ${held} open sockets (${bench.connected} attempted); stopped by: ${stopped}`,
    )
    await node.call('close')
  } finally {
    await Promise.all([...loads.map((l) => l.stop()), probe.stop()])
    await node.stop()
  }
}

export const mockNodeCapacitySuite: BenchSuite = { name: 'mock-node-capacity', run }
