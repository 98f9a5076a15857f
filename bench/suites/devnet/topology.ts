/** What the devnet suite starts (nodes, users, sockets), recorded in `Resources` for its `finally`. */
import { fileURLToPath } from 'node:url'
import type { DevnetNode } from '../../../mock-node/src/cluster/node'
import type { NatsServer } from '../../../mock-node/test/_util/devnet-engine'
import type { DevnetNodeStats } from '../../node/devnet-node'
import type { MainNode } from '../../node/devnet-process'
import { type Child, forkChild } from '../../node/ipc'
import type { SeededUser } from '../../node/process'
import { type BenchSocket, type BenchUser, benchUser, connectUser } from '../mock-node-setup'

export const START_MS = 60_000
export const CALL_MS = 30_000

const NAMES = ['alice', 'bob', 'carol', 's0', 'r0', 's1', 'r1', 's2', 'r2'] as const
export type Name = (typeof NAMES)[number]

const NODE_ENTRY = fileURLToPath(new URL('../../node/devnet-node.ts', import.meta.url))

export const PLAIN = 'plain node'
export const ONE = 'one devnet node'
export const THREE = 'three devnet nodes'

/** Everything the suite starts, so `finally` can end it whatever failed. */
export interface Resources {
  nats?: NatsServer
  natsPid?: number
  children: Child[]
  sockets: BenchSocket[]
  inProcess: DevnetNode[]
  mains: MainNode[]
}

export interface Topology {
  label: string
  nodes: Child[]
  urls: string[]
  /** The same users on every node of the topology. */
  users: Record<Name, BenchUser>
}

/** `work`, or a rejection naming `what` once `ms` passed without an answer. */
export const within = <T>(ms: number, work: Promise<T>, what: string): Promise<T> => {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

/** SIGTERM through the IPC helper, SIGKILL if the child has not exited within 5 s. */
export const stopChild = async (child: Child): Promise<void> => {
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
export const startTopology = async (
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

export const connect = async (res: Resources, url: string, user: BenchUser): Promise<BenchSocket> => {
  const socket = await connectUser(url, user)
  res.sockets.push(socket)
  return socket
}
