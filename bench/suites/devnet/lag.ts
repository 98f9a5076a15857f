/** The devnet suite's replication-lag table: two nodes in this process on a log of their own. */

import { DevnetNode } from '../../../mock-node/src/cluster/node'
import type { NatsServer } from '../../../mock-node/test/_util/devnet-engine'
import { printTable, QUICK } from '../../harness'
import { percentile } from '../mock-node-chat'
import { comparison, fmt, get, interleaved, type Metrics } from './rounds'
import { CALL_MS, type Resources, START_MS, within } from './topology'

const LAG_SAMPLES = QUICK ? 100 : 300

/**
 * Two devnet nodes in this process on a log of their own: a small write (one replay record, what a signed
 * read commits) run on A, timed from being applied on A (its commit acknowledged) to being applied on B.
 */
export const lagRows = async (res: Resources): Promise<void> => {
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
