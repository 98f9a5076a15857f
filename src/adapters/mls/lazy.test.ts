import { describe, expect, it, vi } from 'vitest'
import { pair, person } from './test-fixture'

describe('MLS engine over ts-mls: the library loads on first use', () => {
  it('reads states and headers without it, then loads it once for the first operation', async () => {
    const { a } = await pair(await person('alice'), await person('bob'))
    vi.resetModules()
    let loads = 0
    vi.doMock('ts-mls', async () => {
      loads += 1
      return await vi.importActual('ts-mls')
    })
    const { createMlsEngine } = await import('./index')
    const engine = createMlsEngine()
    expect(engine.epoch(a)).toBe(1n)
    expect(engine.members(a).length).toBe(2)
    expect(engine.peek(Uint8Array.of(0, 1, 0, 3))).toEqual({ wireformat: 'welcome' })
    expect(loads).toBe(0)
    await Promise.all([engine.newDevice(new Uint8Array([1])), engine.newDevice(new Uint8Array([2]))])
    await engine.newDevice(new Uint8Array([3]))
    expect(loads).toBe(1)
    vi.doUnmock('ts-mls')
  })
})
