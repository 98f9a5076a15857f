/**
 * A mock node for the devnet bench, in its own process and driven over IPC (`./ipc.ts`), so each node has a
 * thread of its own and the figures are not a share of the bench process's: a plain single node (state in
 * memory, as `serve.ts node` runs it) or one node of a devnet (`DevnetNode` with its replica in memory, as
 * `npm run mock-node -- --cluster …` without `--data` runs it). Users are seeded through the node's commit
 * path, so a devnet's users are known on every node once applied there. It reports its replicator's figures
 * (`Replicator.stats`) and its own CPU time, which the suite turns into each process's share of the cores.
 */
import { buildApp, type MockNode } from '../../mock-node/src/app'
import { DevnetNode } from '../../mock-node/src/cluster/node'
import { answerCommands } from './ipc'
import type { SeededUser } from './process'
import { seedUser } from './seed-user'

let app: MockNode | undefined
let devnet: DevnetNode | undefined

const node = (): MockNode => {
  if (!app) throw new Error('node not started')
  return app
}

export interface DevnetNodeStats {
  commits: number
  conflicts: number
  batches: number[]
  applied: number
  /** User + system CPU time of this process, in microseconds. */
  cpuMicros: number
}

/** Without `servers`, a plain single node; with them, a devnet node of `namespace`. */
const start = async ({
  servers,
  namespace,
  nodeId,
}: {
  servers?: string[]
  namespace?: string
  nodeId: string
}) => {
  if (servers) {
    devnet = await DevnetNode.join({ servers, nodeId, ...(namespace ? { namespace } : {}) })
    app = await buildApp(devnet.nodeOptions)
  } else {
    app = await buildApp({ nodeId })
  }
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  await devnet?.announce(url)
  return { url, nodeId }
}

/** Seeds one user per name: through the log on a devnet node, straight into the state on a plain one. */
const seed = async ({ names }: { names: string[] }): Promise<SeededUser[]> => {
  const make = () => names.map((name) => seedUser(node(), name))
  return devnet ? devnet.run(make) : make()
}

/** Whether the replica applied `seq` within `timeoutMs`. */
const until = async ({ seq, timeoutMs }: { seq: number; timeoutMs: number }): Promise<boolean> => {
  if (!devnet) return true
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs)
  })
  const applied = devnet.replicator.until(seq).then(() => true)
  return Promise.race([applied, late]).finally(() => clearTimeout(timer))
}

const stats = (): DevnetNodeStats => {
  const cpu = process.cpuUsage()
  const figures = devnet?.replicator.stats
  return {
    commits: figures?.commits ?? 0,
    conflicts: figures?.conflicts ?? 0,
    batches: Array.from(figures?.batches ?? [], (n) => n ?? 0),
    applied: devnet?.replicator.applied ?? 0,
    cpuMicros: cpu.user + cpu.system,
  }
}

answerCommands({
  start,
  seed,
  until,
  stats,
  /** A clean stop: leaves the server lists, closes the server, then the engine connection and replica. */
  close: async () => {
    await devnet?.leave()
    await app?.close()
    await devnet?.close()
  },
})
