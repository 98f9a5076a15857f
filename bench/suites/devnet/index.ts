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
// Renamed: `useEd25519` is the domain's switch of implementation, which the linter would take for a React hook.
import { useEd25519 as installEd25519, nobleEd25519 } from '#domain/crypto/ed25519'
import { removeStores, requireNatsServer, startNats } from '../../../mock-node/test/_util/devnet-engine'
import { nodeEd25519 } from '../../../src/adapters/crypto/node-ed25519'
import { type BenchSuite, ROUNDS } from '../../harness'
import { natsPid } from '../../node/devnet-process'
import { killRows } from './kill'
import { lagRows } from './lag'
import { latencyRows } from './latency'
import { throughputRows } from './throughput'
import { ONE, PLAIN, type Resources, startTopology, stopChild, THREE } from './topology'

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
