import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PROPERTY_TIMEOUT_MS, propertyOptions } from '../../../tests/_util/property'
import { ErrorCode } from '../errors'
import { BACKOFF_DEFAULTS, backoffCeiling, backoffDelay, random01FromBytes } from './backoff'

describe('backoffCeiling', () => {
  it('starts at 500 ms and doubles up to the 2 s cap', () => {
    const ceilings = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((n) => backoffCeiling(n))
    expect(ceilings).toEqual([500, 1000, 2000, 2000, 2000, 2000, 2000, 2000, 2000])
    expect(BACKOFF_DEFAULTS).toEqual({ baseMs: 500, capMs: 2_000 })
  })

  it('stays at the cap for huge attempt numbers and counts bad attempts as 0', () => {
    expect(backoffCeiling(10_000)).toBe(2_000)
    expect(backoffCeiling(Number.POSITIVE_INFINITY)).toBe(500)
    expect(backoffCeiling(-3)).toBe(500)
    expect(backoffCeiling(Number.NaN)).toBe(500)
    expect(backoffCeiling(2.9)).toBe(2000)
  })

  it('honours custom base and cap', () => {
    expect(backoffCeiling(0, { baseMs: 20, capMs: 100 })).toBe(20)
    expect(backoffCeiling(3, { baseMs: 20, capMs: 100 })).toBe(100)
  })

  it('refuses a non-positive base or a cap below the base', () => {
    for (const options of [
      { baseMs: 0 },
      { baseMs: -1 },
      { baseMs: 100, capMs: 50 },
      { capMs: Number.NaN },
    ]) {
      expect(() => backoffCeiling(1, options)).toThrow(
        expect.objectContaining({ code: ErrorCode.InvalidInput }),
      )
    }
  })
})

describe('backoffDelay (full jitter)', () => {
  it('scales the ceiling by the random number', () => {
    expect(backoffDelay(0, 0)).toBe(0)
    expect(backoffDelay(0, 0.5)).toBe(250)
    expect(backoffDelay(1, 0.25)).toBe(250)
    expect(backoffDelay(3, 0.25)).toBe(500)
    expect(backoffDelay(20, 0.999_999)).toBe(1_999)
  })

  it('clamps random values outside [0, 1] and treats NaN as 0', () => {
    expect(backoffDelay(1, -2)).toBe(0)
    expect(backoffDelay(1, 7)).toBe(1000)
    expect(backoffDelay(1, Number.NaN)).toBe(0)
  })

  it(
    'is always a whole number within [0, ceiling]',
    () => {
      fc.assert(
        fc.property(fc.integer({ min: -5, max: 200 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, r) => {
          const delay = backoffDelay(n, r)
          expect(Number.isInteger(delay)).toBe(true)
          expect(delay).toBeGreaterThanOrEqual(0)
          expect(delay).toBeLessThanOrEqual(backoffCeiling(n))
        }),
        propertyOptions(100),
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})

describe('random01FromBytes', () => {
  it('reads a big-endian uint32 over 2^32', () => {
    expect(random01FromBytes(new Uint8Array([0, 0, 0, 0]))).toBe(0)
    expect(random01FromBytes(new Uint8Array([0x80, 0, 0, 0, 0xff]))).toBe(0.5)
    expect(random01FromBytes(new Uint8Array([0xff, 0xff, 0xff, 0xff]))).toBe(0xffffffff / 2 ** 32)
    expect(random01FromBytes(new Uint8Array([0xff, 0xff, 0xff, 0xff]))).toBeLessThan(1)
  })

  it('needs 4 bytes', () => {
    expect(() => random01FromBytes(new Uint8Array(3))).toThrow(
      expect.objectContaining({ code: ErrorCode.InvalidInput }),
    )
  })
})

describe('back-off options and random bytes at their edges', () => {
  it('accepts a cap equal to the base: every delay is then bounded by that one value', () => {
    expect(backoffCeiling(5, { baseMs: 700, capMs: 700 })).toBe(700)
  })

  it('names what is wrong with the options and with too few random bytes', () => {
    expect(() => backoffCeiling(0, { baseMs: 800, capMs: 700 })).toThrowError(
      expect.objectContaining({
        code: ErrorCode.InvalidInput,
        message: 'Back-off needs 0 < baseMs <= capMs',
        detail: { baseMs: 800, capMs: 700 },
      }),
    )
    expect(() => random01FromBytes(new Uint8Array(3))).toThrowError(
      expect.objectContaining({
        code: ErrorCode.InvalidInput,
        message: 'random01FromBytes needs 4 bytes',
        detail: { length: 3 },
      }),
    )
  })
})
