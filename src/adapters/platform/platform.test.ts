import { afterEach, describe, expect, it, vi } from 'vitest'
import { consoleLogger } from './console-logger'
import { cryptoRandom } from './crypto-random'
import { systemClock } from './system-clock'

afterEach(() => {
  vi.useRealTimers()
})

describe('systemClock', () => {
  it('reads Date.now and reports minutes east of UTC', () => {
    vi.useFakeTimers({ now: new Date('2024-01-15T12:00:00Z') })
    expect(systemClock.now()).toBe(Date.parse('2024-01-15T12:00:00Z'))
  })

  it('reports the zone offset as minutes east of UTC, with a plain 0 for UTC', () => {
    vi.useFakeTimers({ now: new Date('2024-01-15T12:00:00Z') })
    const saved = process.env.TZ
    try {
      process.env.TZ = 'Asia/Tokyo'
      expect(systemClock.tzOffsetMinutes()).toBe(540)
      process.env.TZ = 'America/New_York'
      expect(systemClock.tzOffsetMinutes()).toBe(-300)
      process.env.TZ = 'UTC'
      expect(Object.is(systemClock.tzOffsetMinutes(), 0)).toBe(true)
    } finally {
      if (saved === undefined) delete process.env.TZ
      else process.env.TZ = saved
    }
  })

  it('arms and cancels real timers', () => {
    vi.useFakeTimers()
    const fired: string[] = []
    systemClock.setTimeout(() => fired.push('kept'), 100)
    const cancelled = systemClock.setTimeout(() => fired.push('cancelled'), 50)
    systemClock.clearTimeout(cancelled)
    vi.advanceTimersByTime(99)
    expect(fired).toEqual([])
    vi.advanceTimersByTime(1)
    expect(fired).toEqual(['kept'])
  })
})

describe('cryptoRandom', () => {
  it('returns n fresh bytes, including beyond the 65536-byte getRandomValues limit', () => {
    const a = cryptoRandom.bytes(32)
    const b = cryptoRandom.bytes(32)
    expect(a).toBeInstanceOf(Uint8Array)
    expect(a.length).toBe(32)
    expect(a).not.toEqual(b)
    expect(cryptoRandom.bytes(0).length).toBe(0)
    const big = cryptoRandom.bytes(70_000)
    expect(big.length).toBe(70_000)
    // The tail past the first chunk is filled too (all zero would mean it was skipped).
    expect(big.subarray(65_536).some((x) => x !== 0)).toBe(true)
  })
})

describe('consoleLogger', () => {
  const sink = () => ({ debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() })

  it('[D13.3] prints debug only when enabled', () => {
    const quiet = sink()
    const off = consoleLogger({ enabled: false, console: quiet })
    off.debug('body', { a: 1 })
    off.info('hello')
    off.warn('careful', 1)
    off.error('broken', new Error('x'))
    expect(quiet.debug).not.toHaveBeenCalled()
    expect(quiet.info).toHaveBeenCalledWith('[web3mq] hello')
    expect(quiet.warn).toHaveBeenCalledWith('[web3mq] careful', 1)
    expect(quiet.error).toHaveBeenCalledTimes(1)

    const loud = sink()
    consoleLogger({ enabled: true, console: loud, prefix: '' }).debug('body', { a: 1 })
    expect(loud.debug).toHaveBeenCalledWith('body', { a: 1 })
  })
})
