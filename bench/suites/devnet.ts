/**
 * The mock node as a devnet (mock-node/README.md "A devnet of many nodes"): nodes sharing one state through
 * a real nats-server's JetStream log, each row against the single-process node measured in the same rounds
 * (interleaved: each round runs every variant, the order rotated from round to round; median of rounds
 * with min–max, as the harness does).
 *
 * - Every node is its own process (`bench/node/devnet-node.ts`, state in memory): the plain node, a devnet of
 *   one node and a devnet of three, on one nats-server; load comes from this process over loopback.
 * - send → ack and send → received: one message in flight, an SDK-signed type-16 frame sent once the
 *   previous one's ack and delivery both arrived; same node (both users on node 1) and cross node
 *   (recipient on node 2).
 * - chat msg/s: three sender → receiver pairs, each with 256 frames in flight (`routeAll`, as the mock-node
 *   suite sends); on three nodes the pairs are spread (sender on node i, receiver on node i+1).
 * - signed REST req/s: `GET /api/my_profile/`, each request its own signature, 10 autocannon connections
 *   per node; every such read writes its replay record, so on a devnet each is a log commit.
 * - replication lag: two devnet nodes in this process on a log of their own, one small write at a time,
 *   timed from its commit being applied on A to its being applied on B (`Replicator.until`).
 * - the log during the three-node rows: `Replicator.stats` deltas of every node, conflicts per commit and
 *   requests per commit.
 * - kill → absent: `npm run mock-node -- --cluster …` in its own process, SIGKILL, another node's server
 *   list polled until the node is gone, against SIGTERM (a clean stop) in the same rounds.
 *
 * The bench signs with the SDK's signer over node:crypto's Ed25519 (the adapter an SDK in Node installs):
 * with noble, this one process signing for three senders would be the bottleneck of every msg/s row.
 */
import { execFileSync } from 'node:child_process'
import { cpus, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import autocannon, { type AutocannonRequest, type AutocannonResult } from 'autocannon'
import { type NatsServer, removeStores, requireNatsServer, startNats } from '../../mock-node/devnet/_engine'
import { DevnetNode } from '../../mock-node/src/cluster/node'
import { nodeEd25519 } from '../../src/adapters/crypto/node-ed25519'
// Renamed: `useEd25519` is the domain's switch of implementation, which the linter would take for a React hook.
import { useEd25519 as installEd25519, nobleEd25519 } from '../../src/domain/crypto/ed25519'
import { utf8ToBytes } from '../../src/domain/crypto/encoding'
import { encodeFrame, FrameType, messageFrame } from '../../src/domain/protocol'
import { fromSignContent, messageId, validatePubKeyOf } from '../../src/domain/signing/socket'
import { type BenchSuite, type Comparison, printTable, QUICK, ROUNDS, spreadOf } from '../harness'
import type { DevnetNodeStats } from '../node/devnet-node'
import { type MainNode, natsPid, processCpuMicros, spawnMainNode } from '../node/devnet-process'
import { type Child, forkChild } from '../node/ipc'
import type { SeededUser } from '../node/process'
import { type ChatPair, percentile, routeAll } from './mock-node-chat'
import { profileHeaders, profilePath } from './mock-node-rest'
import { type BenchSocket, type BenchUser, benchUser, connectUser } from './mock-node-setup'

const LATENCY_MESSAGES = QUICK ? 200 : 500
const PAIRS = 3
const PER_PAIR = QUICK ? 400 : 1_500
const REST_SECONDS = QUICK ? 1 : 2
const REST_CONNECTIONS = 10
/** Signed paths per target and round at most; past the pool a path is signed on the spot. */
const POOL_CAP = 60_000
const LAG_SAMPLES = QUICK ? 100 : 300
const KILL_ROUNDS = QUICK ? 1 : 3
/** How long a node may take to leave another's server list before the round gives up. */
const ABSENT_BOUND_MS = 15_000
const POLL_MS = 20
const START_MS = 60_000
const CALL_MS = 30_000
const ROUND_MS = 60_000

const NAMES = ['alice', 'bob', 'carol', 's0', 'r0', 's1', 'r1', 's2', 'r2'] as const
type Name = (typeof NAMES)[number]

const NODE_ENTRY = fileURLToPath(new URL('../node/devnet-node.ts', import.meta.url))

type Metrics = Record<string, number>

/** Everything the suite starts, so `finally` can end it whatever failed. */
interface Resources {
  nats?: NatsServer
  natsPid?: number
  children: Child[]
  sockets: BenchSocket[]
  inProcess: DevnetNode[]
  mains: MainNode[]
}

interface Topology {
  label: string
  nodes: Child[]
  urls: string[]
  /** The same users on every node of the topology. */
  users: Record<Name, BenchUser>
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/** `work`, or a rejection naming `what` once `ms` passed without an answer. */
const within = <T>(ms: number, work: Promise<T>, what: string): Promise<T> => {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

/** SIGTERM through the IPC helper, SIGKILL if the child has not exited within 5 s. */
const stopChild = async (child: Child): Promise<void> => {
  const late = setTimeout(() => child.process.kill('SIGKILL'), 5_000)
  await child.stop().finally(() => clearTimeout(late))
}

const startNode = async (
  res: Resources,
  args: { servers?: string[]; namespace?: string; nodeId: string },
): Promise<{ child: Child; url: string }> => {
  const child = forkChild(NODE_ENTRY)
  res.children.push(child)
  const { url } = await within(START_MS, child.call<{ url: string }>('start', args), `start ${args.nodeId}`)
  return { child, url }
}

/** `count` nodes (a plain one without `namespace`), users seeded on the first and applied on all. */
const startTopology = async (
  res: Resources,
  label: string,
  count: number,
  namespace?: string,
): Promise<Topology> => {
  const servers = namespace && res.nats ? [res.nats.url] : undefined
  const args = (i: number) => ({
    ...(servers ? { servers, namespace } : {}),
    nodeId: `node:bench-${namespace ?? 'plain'}-${i + 1}`,
  })
  // The first creates the log; the others join it.
  const first = await startNode(res, args(0))
  const rest = await Promise.all(Array.from({ length: count - 1 }, (_, i) => startNode(res, args(i + 1))))
  const nodes = [first, ...rest]
  const seeded = await within(CALL_MS, first.child.call<SeededUser[]>('seed', { names: NAMES }), 'seed')
  const { applied } = await within(CALL_MS, first.child.call<DevnetNodeStats>('stats'), 'stats')
  for (const { child } of rest) {
    const asked = child.call<boolean>('until', { seq: applied, timeoutMs: CALL_MS })
    const caught = await within(CALL_MS + 5_000, asked, 'until')
    if (!caught) throw new Error(`${label}: a node did not apply the seeded users within ${CALL_MS} ms`)
  }
  const users = Object.fromEntries(NAMES.map((name, i) => [name, benchUser(seeded[i] as SeededUser)]))
  return {
    label,
    nodes: nodes.map((n) => n.child),
    urls: nodes.map((n) => n.url),
    users: users as Record<Name, BenchUser>,
  }
}

const connect = async (res: Resources, url: string, user: BenchUser): Promise<BenchSocket> => {
  const socket = await connectUser(url, user)
  res.sockets.push(socket)
  return socket
}

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

interface Snapshot {
  at: number
  nodes: DevnetNodeStats[]
  nats: number
  bench: number
  machine: { busy: number; total: number }
}

const machineTimes = (): { busy: number; total: number } => {
  let busy = 0
  let total = 0
  for (const { times } of cpus()) {
    busy += times.user + times.nice + times.sys + times.irq
    total += times.user + times.nice + times.sys + times.irq + times.idle
  }
  return { busy, total }
}

const snapshot = async (res: Resources, topology: Topology): Promise<Snapshot> => {
  const nodes = await within(
    CALL_MS,
    Promise.all(topology.nodes.map((n) => n.call<DevnetNodeStats>('stats'))),
    'stats',
  )
  const bench = process.cpuUsage()
  return {
    at: performance.now(),
    nodes,
    nats: processCpuMicros(res.natsPid),
    bench: bench.user + bench.system,
    machine: machineTimes(),
  }
}

/** The batch size (requests per commit) at percentile `p` of a histogram indexed by size. */
const batchPercentile = (histogram: readonly number[], p: number): number => {
  const total = histogram.reduce((sum, n) => sum + n, 0)
  if (total === 0) return 0
  const rank = Math.ceil((p / 100) * total)
  let seen = 0
  for (let size = 0; size < histogram.length; size++) {
    seen += histogram[size] ?? 0
    if (seen >= rank) return size
  }
  return histogram.length - 1
}

/** The log's figures summed over the topology's nodes, and each process's cores used, between two snapshots. */
const between = (before: Snapshot, after: Snapshot): Metrics => {
  const seconds = (after.at - before.at) / 1000
  const metrics: Metrics = {}
  let commits = 0
  let conflicts = 0
  const histogram: number[] = []
  after.nodes.forEach((now, i) => {
    const then = before.nodes[i] as DevnetNodeStats
    commits += now.commits - then.commits
    conflicts += now.conflicts - then.conflicts
    now.batches.forEach((n, size) => {
      histogram[size] = (histogram[size] ?? 0) + n - (then.batches[size] ?? 0)
    })
    metrics[`cpu:node ${i + 1}`] = (now.cpuMicros - then.cpuMicros) / 1e6 / seconds
  })
  metrics.commits = commits
  metrics.conflictRate = commits ? conflicts / commits : 0
  metrics.batch50 = batchPercentile(
    Array.from(histogram, (n) => n ?? 0),
    50,
  )
  metrics.batch95 = batchPercentile(
    Array.from(histogram, (n) => n ?? 0),
    95,
  )
  metrics['cpu:nats-server'] = (after.nats - before.nats) / 1e6 / seconds
  metrics['cpu:bench process'] = (after.bench - before.bench) / 1e6 / seconds
  metrics['cpu:whole machine'] = (after.machine.busy - before.machine.busy) / 1000 / seconds
  return metrics
}

/** `pairs` routed at once, each with 256 frames in flight; deliveries per second of wall time. */
const chatRound = (res: Resources, topology: Topology, pairs: ChatPair[]) => async (): Promise<Metrics> => {
  const before = await snapshot(res, topology)
  const started = performance.now()
  await Promise.all(pairs.map((pair) => routeAll(pair, PER_PAIR)))
  const rate = ((pairs.length * PER_PAIR) / (performance.now() - started)) * 1000
  return { rate, ...between(before, await snapshot(res, topology)) }
}

const accepted = (body: string): boolean => body.startsWith('{"code":0,')

/** The last timestamp each user signed a REST path with: the node refuses a signature it has seen. */
const stamps = new Map<string, number>()

/**
 * One autocannon run per target at once (`REST_CONNECTIONS` each), every request a freshly signed
 * `GET /api/my_profile/`, the pools signed before the clock starts and sized from the last round's rate.
 * Answers accepted responses (envelope code 0) per second, summed over the targets, and what was refused.
 */
const restRound = (res: Resources, topology: Topology, targets: { url: string; user: BenchUser }[]) => {
  let last = 1_000
  return async (): Promise<Metrics> => {
    const runs = targets.map(({ url, user }) => {
      const base = Math.max(Date.now(), (stamps.get(user.userid) ?? 0) + 1)
      const size = Math.min(POOL_CAP, Math.ceil((last / targets.length) * REST_SECONDS * 1.5) + 500)
      const pool = Array.from({ length: size }, (_, i) => profilePath(user, base + i))
      let next = 0
      const request: AutocannonRequest = {
        method: 'GET',
        headers: profileHeaders(user),
        setupRequest: (req) => {
          const i = next++
          return { ...req, path: pool[i] ?? profilePath(user, base + i) }
        },
      }
      const options = { url, connections: REST_CONNECTIONS, duration: REST_SECONDS, requests: [request] }
      return { user, base, used: () => Math.max(next, size), options }
    })
    const before = await snapshot(res, topology)
    const results: AutocannonResult[] = await Promise.all(
      runs.map((r) => autocannon({ ...r.options, verifyBody: accepted })),
    )
    const after = await snapshot(res, topology)
    for (const r of runs) stamps.set(r.user.userid, r.base + r.used())
    let rate = 0
    let refused = 0
    for (const result of results) {
      rate += (result['2xx'] - result.mismatches) / result.duration
      refused += result.mismatches + result.non2xx + result.errors + result.timeouts
    }
    last = rate
    return { rate, refused, ...between(before, after) }
  }
}

interface Variant {
  name: string
  round: () => Promise<Metrics>
}

/** One warm-up of each variant, then `rounds` rounds of all, the order rotated by one each round. */
const interleaved = async (
  variants: Variant[],
  rounds = ROUNDS,
): Promise<Map<string, Record<string, number[]>>> => {
  for (const variant of variants) await variant.round()
  const figures = new Map(variants.map((v) => [v.name, {} as Record<string, number[]>]))
  for (let i = 0; i < rounds; i++) {
    for (let j = 0; j < variants.length; j++) {
      const variant = variants[(i + j) % variants.length] as Variant
      const metrics = await variant.round()
      const into = figures.get(variant.name) as Record<string, number[]>
      for (const [key, value] of Object.entries(metrics)) {
        into[key] ??= []
        into[key].push(value)
      }
    }
  }
  return figures
}

const comparison = (
  name: string,
  unit: string,
  ours: readonly number[],
  referenceName: string,
  reference: readonly number[],
): Comparison => {
  const mine = spreadOf([...ours])
  const theirs = spreadOf([...reference])
  return { name, unit, ours: mine, referenceName, reference: theirs, ratio: mine.median / theirs.median }
}

const fmt = (values: readonly number[] | undefined, digits: number): string => {
  if (!values?.length) return '–'
  const s = spreadOf([...values])
  return `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)})`
}

const get = (figures: Map<string, Record<string, number[]>>, variant: string, key: string): number[] =>
  figures.get(variant)?.[key] ?? []

const PLAIN = 'plain node'
const SAME = 'devnet, recipient on the same node'
const CROSS = 'devnet, recipient on another node'
const ONE = 'one devnet node'
const THREE = 'three devnet nodes'

const latencyRows = async (res: Resources, plain: Topology, three: Topology): Promise<void> => {
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

const chatPairs = async (res: Resources, topology: Topology, spread: boolean): Promise<ChatPair[]> => {
  const pairs: ChatPair[] = []
  for (let i = 0; i < PAIRS; i++) {
    const from = topology.users[`s${i}` as Name]
    const to = topology.users[`r${i}` as Name]
    const at = (k: number) => topology.urls[spread ? k % topology.urls.length : 0] as string
    pairs.push({
      from,
      to,
      sender: await connect(res, at(i), from),
      receiver: await connect(res, at(i + 1), to),
    })
  }
  return pairs
}

const restTargets = (topology: Topology) =>
  topology.urls.map((url, i) => ({ url, user: topology.users[`s${i}` as Name] }))

/** The log's figures and the CPU split, printed for the devnet variants of the msg/s and REST rows. */
const printLog = (
  chat: Map<string, Record<string, number[]>>,
  rest: Map<string, Record<string, number[]>>,
) => {
  console.log(
    `\n### devnet: the log during the msg/s and REST rows (Replicator.stats of every node of the devnet, summed; median (min–max) of rounds)\n`,
  )
  console.log(`| row | ${THREE} | ${ONE} (reference) |`)
  console.log('| --- | ---: | ---: |')
  for (const [what, figures] of [
    ['chat msg/s', chat],
    ['signed REST', rest],
  ] as const) {
    const line = (label: string, key: string, digits: number) =>
      console.log(
        `| ${what}: ${label} | ${fmt(get(figures, THREE, key), digits)} | ${fmt(get(figures, ONE, key), digits)} |`,
      )
    line('conflicts per commit', 'conflictRate', 3)
    line('batch size p50 (requests per commit)', 'batch50', 0)
    line('batch size p95', 'batch95', 0)
    line('commits per round', 'commits', 0)
  }
  console.log(
    `\n### devnet: how the cores were shared (cores used = CPU seconds / wall seconds of the round, ${cpus().length} cores; median (min–max) of rounds)\n`,
  )
  const columns: [string, Map<string, Record<string, number[]>>, string][] = [
    [`msg/s, ${THREE}`, chat, THREE],
    [`msg/s, ${ONE}`, chat, ONE],
    [`msg/s, ${PLAIN}`, chat, PLAIN],
    [`REST, ${THREE}`, rest, THREE],
    [`REST, ${ONE}`, rest, ONE],
    [`REST, ${PLAIN}`, rest, PLAIN],
  ]
  console.log(`| process | ${columns.map(([c]) => c).join(' | ')} |`)
  console.log(`| --- |${columns.map(() => ' ---: |').join('')}`)
  const processes = ['node 1', 'node 2', 'node 3', 'nats-server', 'bench process', 'whole machine']
  for (const name of processes) {
    const cells = columns.map(([, figures, variant]) => fmt(get(figures, variant, `cpu:${name}`), 2))
    console.log(`| ${name} | ${cells.join(' | ')} |`)
  }
  console.log(
    '\n(whole machine: every process on it, other users’ included; nats-server serves every devnet.)',
  )
}

const throughputRows = async (
  res: Resources,
  plain: Topology,
  one: Topology,
  three: Topology,
): Promise<void> => {
  const chat = await interleaved([
    { name: PLAIN, round: chatRound(res, plain, await chatPairs(res, plain, false)) },
    { name: ONE, round: chatRound(res, one, await chatPairs(res, one, false)) },
    { name: THREE, round: chatRound(res, three, await chatPairs(res, three, true)) },
  ])
  const msgs = `${PAIRS} pairs × ${PER_PAIR} msgs, 256 in flight each`
  printTable(`devnet: chat throughput, SDK-signed, fromSign verified (${msgs})`, [
    comparison(`chat msg/s, ${ONE}`, 'msg/s', get(chat, ONE, 'rate'), PLAIN, get(chat, PLAIN, 'rate')),
    comparison(
      `chat msg/s, ${THREE}, senders on node i, receivers on node i+1`,
      'msg/s',
      get(chat, THREE, 'rate'),
      PLAIN,
      get(chat, PLAIN, 'rate'),
    ),
    comparison(`chat msg/s, ${THREE}`, 'msg/s', get(chat, THREE, 'rate'), ONE, get(chat, ONE, 'rate')),
  ])
  const rest = await interleaved([
    { name: PLAIN, round: restRound(res, plain, restTargets(plain)) },
    { name: ONE, round: restRound(res, one, restTargets(one)) },
    { name: THREE, round: restRound(res, three, restTargets(three)) },
  ])
  const per = `${REST_CONNECTIONS} connections per node, ${REST_SECONDS} s`
  printTable(`devnet: GET /api/my_profile/ session-signed, every request its own signature (${per})`, [
    comparison(`signed REST req/s, ${ONE}`, 'req/s', get(rest, ONE, 'rate'), PLAIN, get(rest, PLAIN, 'rate')),
    comparison(
      `signed REST req/s, ${THREE}, ${REST_CONNECTIONS} connections each`,
      'req/s',
      get(rest, THREE, 'rate'),
      PLAIN,
      get(rest, PLAIN, 'rate'),
    ),
    comparison(`signed REST req/s, ${THREE}`, 'req/s', get(rest, THREE, 'rate'), ONE, get(rest, ONE, 'rate')),
  ])
  for (const variant of [PLAIN, ONE, THREE]) {
    const refused = get(rest, variant, 'refused').reduce((a, b) => a + b, 0)
    if (refused) console.log(`\n${variant}: ${refused} REST requests refused or failed over all rounds`)
  }
  printLog(chat, rest)
}

/**
 * Two devnet nodes in this process on a log of their own: a small write (one replay record, what a signed
 * read commits) run on A, timed from being applied on A (its commit acknowledged) to being applied on B.
 */
const lagRows = async (res: Resources): Promise<void> => {
  const servers = [(res.nats as NatsServer).url]
  const join = async (nodeId: string) => {
    const node = await within(START_MS, DevnetNode.join({ servers, namespace: 'bench-lag', nodeId }), nodeId)
    res.inProcess.push(node)
    return node
  }
  const a = await join('node:bench-lag-a')
  const b = await join('node:bench-lag-b')
  let n = 0
  const sample = async (): Promise<{ onA: number; onB: number }> => {
    await within(CALL_MS, b.replicator.until(a.replicator.applied), 'B catching up')
    const seq = a.replicator.applied + 1
    let onA = 0
    let onB = 0
    const applied = Promise.all([
      a.replicator.until(seq).then(() => {
        onA = performance.now()
      }),
      b.replicator.until(seq).then(() => {
        onB = performance.now()
      }),
    ])
    const key = `bench-lag:${n++}`
    const started = performance.now()
    await within(
      CALL_MS,
      a.run(() => a.state.seenSignatures.set(key, Date.now() + 60_000)),
      'commit on A',
    )
    await within(CALL_MS, applied, 'applied on B')
    return { onA: onA - started, onB: onB - started }
  }
  const round = async (): Promise<Metrics> => {
    const onA: number[] = []
    const onB: number[] = []
    const gap: number[] = []
    for (let i = 0; i < LAG_SAMPLES; i++) {
      const times = await sample()
      onA.push(times.onA)
      onB.push(times.onB)
      gap.push(times.onB - times.onA)
    }
    const metrics: Metrics = {}
    for (const q of [50, 95, 99]) {
      metrics[`a${q}`] = percentile(onA, q)
      metrics[`b${q}`] = percentile(onB, q)
      metrics[`gap${q}`] = percentile(gap, q)
    }
    return metrics
  }
  const figures = await interleaved([{ name: 'lag', round }])
  const rows = (['50', '95', '99'] as const).map((q) =>
    comparison(
      `run on A → applied on B p${q}`,
      'ms',
      get(figures, 'lag', `b${q}`),
      `run on A → applied on A (its commit acknowledged), p${q}`,
      get(figures, 'lag', `a${q}`),
    ),
  )
  printTable(
    `devnet: replication lag, two nodes in the bench process on a log of their own, one write at a time (${LAG_SAMPLES} per round; ms, lower is faster)`,
    rows,
  )
  console.log('\n| commit on A (applied there) → applied on B, per write | median (min–max) of rounds |')
  console.log('| --- | ---: |')
  for (const q of ['50', '95', '99']) console.log(`| p${q} | ${fmt(get(figures, 'lag', `gap${q}`), 2)} ms |`)
  console.log(
    '\n(Below 0: B applied the entry before A had its own commit acknowledged; both read their connections in one event loop.)',
  )
  for (const node of res.inProcess.splice(0)) await node.close()
}

const endpointsOf = async (url: string): Promise<string[]> => {
  const response = await fetch(`${url}/api/server-list/`, { signal: AbortSignal.timeout(2_000) })
  const body = (await response.json()) as { data?: { endpoint: string }[] }
  return (body.data ?? []).map((s) => s.endpoint)
}

/** Polls `url`'s server list until `wanted` holds; the ms it took, or undefined past `boundMs`. */
const pollList = async (
  url: string,
  wanted: (endpoints: string[]) => boolean,
  boundMs: number,
): Promise<number | undefined> => {
  const started = performance.now()
  while (performance.now() - started < boundMs) {
    if (wanted(await endpointsOf(url))) return performance.now() - started
    await sleep(POLL_MS)
  }
  return undefined
}

let leavers = 0

/** A node of `namespace` started as `npm run mock-node -- --cluster …`, stopped with `signal`. */
const leaveRound =
  (res: Resources, namespace: string, observer: string, signal: NodeJS.Signals) =>
  async (): Promise<Metrics> => {
    const nats = res.nats as NatsServer
    const id = `node:bench-leaver-${++leavers}`
    // The host is given: main.ts would otherwise take HOST from the environment.
    const args = ['--host', '127.0.0.1', '--cluster', nats.url, '--devnet', namespace, '--node-id', id]
    const node = await spawnMainNode(args, START_MS)
    res.mains.push(node)
    try {
      const listed = await pollList(observer, (list) => list.includes(node.url), ABSENT_BOUND_MS)
      if (listed === undefined) throw new Error(`${id} never appeared in ${observer}'s server list`)
      const started = performance.now()
      node.child.kill(signal)
      const gone = await pollList(observer, (list) => !list.includes(node.url), ABSENT_BOUND_MS)
      return {
        ms: gone === undefined ? ABSENT_BOUND_MS : performance.now() - started,
        late: gone === undefined ? 1 : 0,
      }
    } finally {
      await node.stop('SIGKILL')
      res.mains.splice(res.mains.indexOf(node), 1)
    }
  }

const killRows = async (res: Resources, three: Topology): Promise<void> => {
  const observer = three.urls[0] as string
  const kill: Variant = { name: 'SIGKILL', round: leaveRound(res, 'bench-three', observer, 'SIGKILL') }
  const term: Variant = { name: 'SIGTERM', round: leaveRound(res, 'bench-three', observer, 'SIGTERM') }
  const figures = new Map<string, Record<string, number[]>>([
    ['SIGKILL', {}],
    ['SIGTERM', {}],
  ])
  // No warm-up: each round is a fresh process; the order alternates as the harness's does.
  for (let i = 0; i < KILL_ROUNDS; i++) {
    for (const variant of i % 2 ? [term, kill] : [kill, term]) {
      const metrics = await variant.round()
      const into = figures.get(variant.name) as Record<string, number[]>
      for (const [key, value] of Object.entries(metrics)) {
        into[key] ??= []
        into[key].push(value)
      }
    }
  }
  printTable(
    `devnet: a node leaving, seen in another node's GET /api/server-list/ (polled every ${POLL_MS} ms, ${KILL_ROUNDS} round(s); ms, lower is faster)`,
    [
      comparison(
        'SIGKILL → absent from the server list',
        'ms',
        get(figures, 'SIGKILL', 'ms'),
        'SIGTERM (clean stop) → absent',
        get(figures, 'SIGTERM', 'ms'),
      ),
    ],
  )
  const late = [...figures.values()].reduce((sum, f) => sum + (f.late ?? []).reduce((a, b) => a + b, 0), 0)
  if (late)
    console.log(`\n${late} round(s) still listed the node after ${ABSENT_BOUND_MS} ms (counted as that)`)
}

const header = (): void => {
  const version = execFileSync('nats-server', ['--version'], { encoding: 'utf8' })
    .trim()
    .replace('nats-server: ', 'nats-server ')
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')
  console.log(`\n## devnet: mock nodes sharing one state through ${version} (JetStream), loopback\n`)
  console.log(
    [
      `${cpus().length} cores, load average ${load} at the start. Processes, none pinned to a core (the kernel`,
      'shares the cores among them): one nats-server (JetStream, file store in a temporary folder) serving',
      'every devnet below, each on a log of its own; the plain node; the node of a one-node devnet; the three',
      'nodes of a three-node devnet; each node its own Node process (state in memory); and this bench process',
      '(signing, sockets, autocannon; the two nodes of the replication-lag row run in it, while nothing else',
      'runs). In the three-node rows the three node processes, nats-server and the bench all want CPU at once',
      'on two cores: three nodes bring no more CPU than one, so those rows measure what the shared log costs',
      'and how it contends, not scale-out. The CPU table after the throughput rows shows the split measured.',
      'Frames and REST paths are signed with the SDK’s signer over node:crypto’s Ed25519 (the mock-node suite',
      'signs with noble; here one process signs for three senders and would otherwise be the bottleneck).',
      `Rounds: one warm-up of each variant, then ${ROUNDS}, every variant in each, the order rotated.`,
    ].join('\n'),
  )
}

/** Starts nats-server and every node, measures each table, and ends all of it whatever failed. */
const measure = async (): Promise<void> => {
  header()
  const res: Resources = { children: [], sockets: [], inProcess: [], mains: [] }
  installEd25519(nodeEd25519())
  try {
    res.nats = await startNats()
    res.natsPid = natsPid(res.nats.port)
    const plain = await startTopology(res, PLAIN, 1)
    const one = await startTopology(res, ONE, 1, 'bench-one')
    const three = await startTopology(res, THREE, 3, 'bench-three')
    await latencyRows(res, plain, three)
    await throughputRows(res, plain, one, three)
    for (const socket of res.sockets.splice(0)) socket.ws.terminate()
    await lagRows(res)
    await killRows(res, three)
  } finally {
    installEd25519(nobleEd25519)
    for (const socket of res.sockets) socket.ws.terminate()
    for (const node of res.inProcess) await node.close().catch(() => {})
    for (const node of res.mains) await node.stop('SIGKILL')
    await Promise.all(res.children.map(stopChild))
    await res.nats?.stop()
    removeStores()
  }
}

/** Without nats-server on this machine the suite says so and measures nothing. */
const run = async (): Promise<void> => {
  let missing: string | undefined
  try {
    requireNatsServer()
  } catch (error) {
    missing = (error as Error).message
  }
  if (missing) console.log(`\n## devnet: skipped (${missing})`)
  else await measure()
}

export const devnetSuite: BenchSuite = { name: 'devnet', run }
