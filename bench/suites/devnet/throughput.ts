/** The devnet suite's chat msg/s and signed REST req/s tables, then the log and CPU tables of their rounds. */
import autocannon, { type AutocannonRequest, type AutocannonResult } from 'autocannon'
import { printTable, QUICK } from '../../harness'
import { type ChatPair, routeAll } from '../mock-node-chat'
import { profileHeaders, profilePath } from '../mock-node-rest'
import type { BenchUser } from '../mock-node-setup'
import { comparison, get, interleaved, type Metrics } from './rounds'
import { between, printLog, snapshot } from './stats'
import { connect, type Name, ONE, PLAIN, type Resources, THREE, type Topology } from './topology'

const PAIRS = 3
const PER_PAIR = QUICK ? 400 : 1_500
const REST_SECONDS = QUICK ? 1 : 2
const REST_CONNECTIONS = 10
/** Signed paths per target and round at most; past the pool a path is signed on the spot. */
const POOL_CAP = 60_000

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

export const throughputRows = async (
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
