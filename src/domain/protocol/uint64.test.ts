import { describe, expect, it } from 'vitest'
import { ErrorCode, Web3MQError } from '../errors'
import { fromUint64, toUint64 } from './uint64'

describe('uint64 conversions', () => {
  it('maps millisecond numbers to bigint and back exactly', () => {
    expect(toUint64(1_700_000_000_000)).toBe(1_700_000_000_000n)
    expect(toUint64(0)).toBe(0n)
    expect(fromUint64(1_700_000_000_000n)).toBe(1_700_000_000_000)
    expect(fromUint64(toUint64(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER)
  })

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    'rejects %s as INPUT.INVALID',
    (value) => {
      let caught: unknown
      try {
        toUint64(value, 'SignatureTimestamp')
      } catch (error) {
        caught = error
      }
      expect(caught).toBeInstanceOf(Web3MQError)
      expect((caught as Web3MQError).code).toBe(ErrorCode.InvalidInput)
      expect((caught as Web3MQError).message).toBe(
        `SignatureTimestamp must be a non-negative safe integer, got ${value}`,
      )
    },
  )
})
