/** Discovery over real HTTP: two mock nodes as seeds, the first one dead. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFetchNodeProbe } from '../../src/adapters/http/node-probe'
import { createOfetchTransport } from '../../src/adapters/http/ofetch-transport'
import type { NodeProbe } from '../../src/ports'
import { getFastestUrl, wsUrlFor } from '../../src/sdk/discovery/discovery'
import { type RunningNode, startMockNode } from '../_util/mock-node'
import { MemoryLogger } from '../fakes/ports'

let dead: RunningNode
let alive: RunningNode

beforeAll(async () => {
  dead = await startMockNode({ nodeId: 'node:dead' })
  alive = await startMockNode({ nodeId: 'node:alive' })
  await dead.close()
})

afterAll(() => alive.close())

describe('getFastestUrl against mock nodes', () => {
  it('[P8.18] skips the dead seed, reads the live one’s server list and pings it', async () => {
    const logger = new MemoryLogger()
    const pinged: string[] = []
    const real = createFetchNodeProbe()
    const probe: NodeProbe = {
      ping: async (endpoint) => {
        pinged.push(endpoint)
        const result = await real.ping(endpoint)
        expect(result.nodeId).toBe('node:alive')
        return result
      },
    }
    const url = await getFastestUrl('test', {
      http: createOfetchTransport(),
      probe,
      logger,
      seedNodes: [dead.url, alive.url],
    })
    expect(url).toBe(alive.url)
    expect(pinged).toEqual([alive.url])
    expect(wsUrlFor(url)).toBe(alive.wsUrl)
    const warnings = logger.entries.filter((e) => e.level === 'warn')
    expect(warnings.map((w) => w.message)).toEqual([`server-list from ${dead.url} failed`])
    expect((warnings[0]!.detail as Error).message).toBe('Network Error')
  })

  it('rejects with the transport error when every seed is dead', async () => {
    const run = getFastestUrl('dev', {
      http: createOfetchTransport(),
      probe: createFetchNodeProbe(),
      logger: new MemoryLogger(),
      seedNodes: [dead.url],
    })
    await expect(run).rejects.toThrow('Network Error')
  })
})
