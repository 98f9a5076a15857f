/** The devnet suite's kill → absent table: a node leaving, seen in another node's server list. */
import type { NatsServer } from '../../../mock-node/test/_util/devnet-engine'
import { printTable, QUICK } from '../../harness'
import { spawnMainNode } from '../../node/devnet-process'
import { comparison, get, type Metrics, type Variant } from './rounds'
import { type Resources, START_MS, type Topology } from './topology'

const KILL_ROUNDS = QUICK ? 1 : 3
/** How long a node may take to leave another's server list before the round gives up. */
const ABSENT_BOUND_MS = 15_000
const POLL_MS = 20

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

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

export const killRows = async (res: Resources, three: Topology): Promise<void> => {
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
