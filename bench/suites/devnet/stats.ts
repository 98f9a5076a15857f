/** The log's figures and the cores each process used over a round of the devnet's msg/s and REST rows. */
import { cpus } from 'node:os'
import type { DevnetNodeStats } from '../../node/devnet-node'
import { processCpuMicros } from '../../node/devnet-process'
import { fmt, get, type Metrics } from './rounds'
import { CALL_MS, ONE, PLAIN, type Resources, THREE, type Topology, within } from './topology'

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

export const snapshot = async (res: Resources, topology: Topology): Promise<Snapshot> => {
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
export const between = (before: Snapshot, after: Snapshot): Metrics => {
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

/** The log's figures and the CPU split, printed for the devnet variants of the msg/s and REST rows. */
export const printLog = (
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
