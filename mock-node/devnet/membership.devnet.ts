/**
 * Discovery on a devnet (docs/protocol.md §8, mock-node/README.md "A devnet of many nodes"): every node's
 * server list names the live nodes, each node answers ping with its own `nodeid`, a node that stops leaves
 * the lists at once, and a killed one (a real process, SIGKILL) within the stated bound.
 */
import { Kvm } from '@nats-io/kv'
import { connect } from '@nats-io/transport-node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readResponse, serverList } from '#domain/contract'
import { EXPIRY_MS, HEARTBEAT_MS } from '../src/cluster/membership'
import { type NatsServer, removeStores, startNats } from '../test/_util/devnet-engine'
import {
  type RunningDevnetNode,
  type SpawnedNode,
  spawnDevnetNode,
  startDevnetNode,
} from '../test/_util/devnet-nodes'

/** The bound the README states: the record ages out, then the next sweep drops it. */
const KILL_BOUND_MS = EXPIRY_MS + HEARTBEAT_MS

let nats: NatsServer
let nodes: RunningDevnetNode[] = []
let spawned: SpawnedNode | undefined

const listOf = async (url: string): Promise<string[]> => {
  const res = await fetch(new URL('/api/server-list/', url))
  return readResponse(serverList, await res.json())
    .map((s) => s.endpoint)
    .sort()
}

beforeAll(async () => {
  nats = await startNats()
  nodes = []
  for (let i = 0; i < 3; i++)
    nodes.push(await startDevnetNode([nats.url], { nodeId: `node:list-${i + 1}`, serverRate: String(i + 1) }))
})

afterAll(async () => {
  await spawned?.kill('SIGKILL')
  for (const n of nodes) await n.stop()
  await nats?.stop()
  removeStores()
})

describe('the devnet server list', () => {
  it('names every live node on every node, and each node answers ping as itself', async () => {
    const all = nodes.map((n) => n.url).sort()
    for (const n of nodes)
      await vi.waitFor(async () => expect(await listOf(n.url)).toEqual(all), { timeout: 10_000 })
    for (const [i, n] of nodes.entries()) {
      const ping = await fetch(new URL('/api/ping/', n.url), { method: 'HEAD' })
      expect(ping.headers.get('nodeid')).toBe(`node:list-${i + 1}`)
      expect(ping.headers.get('server-rate')).toBe(String(i + 1))
    }
  })

  it('drops a node that stops: its record is deleted, and the others’ lists follow', async () => {
    const leaving = nodes.pop() as RunningDevnetNode
    await leaving.stop()
    const nc = await connect({ servers: nats.url })
    try {
      const kv = await new Kvm(nc).open('devnet-nodes')
      const record = await kv.get(Buffer.from('node:list-3').toString('hex'))
      expect(record?.operation).toBe('DEL')
    } finally {
      await nc.close()
    }
    const left = nodes.map((n) => n.url).sort()
    for (const n of nodes)
      await vi.waitFor(async () => expect(await listOf(n.url)).toEqual(left), { timeout: 10_000 })
  })

  it(`drops a killed node process within ${KILL_BOUND_MS} ms`, async () => {
    spawned = await spawnDevnetNode(['--cluster', nats.url, '--memory', '--node-id', 'node:doomed'])
    const doomed = spawned.url
    await vi.waitFor(async () => expect(await listOf(nodes[0]?.url as string)).toContain(doomed), {
      timeout: 10_000,
    })
    await spawned.kill('SIGKILL')
    const killedAt = Date.now()
    for (const n of nodes)
      await vi.waitFor(async () => expect(await listOf(n.url)).not.toContain(doomed), {
        timeout: 20_000,
        interval: 100,
      })
    // Both lists lose it by the bound; a busy machine's late timers get the margin up to the 10 s the issue allows.
    expect(Date.now() - killedAt).toBeLessThan(10_000)
  })
})
