import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PROPERTY_TIMEOUT_MS, propertyOptions } from '../../../tests/_util/property'
import { verificationCode } from './verification-code'

const constant = (bytes: number[]) => (n: number) => {
  expect(n).toBe(6)
  return Uint8Array.from(bytes)
}

describe('verificationCode', () => {
  it('[P5.18] reads six bytes big-endian and keeps leading zeros', () => {
    expect(verificationCode(constant([0, 0, 0, 0, 0, 0]))).toBe('000000')
    expect(verificationCode(constant([0, 0, 0, 0, 0, 7]))).toBe('000007')
    // 2^48 - 1 = 281474976710655
    expect(verificationCode(constant([255, 255, 255, 255, 255, 255]))).toBe('710655')
    // 0x0000000f4240 = 1_000_000 wraps to zero
    expect(verificationCode(constant([0, 0, 0, 0x0f, 0x42, 0x40]))).toBe('000000')
  })

  it(
    'always returns exactly six decimal digits',
    () => {
      fc.assert(
        fc.property(fc.uint8Array({ minLength: 6, maxLength: 6 }), (bytes) => {
          expect(verificationCode(() => bytes)).toMatch(/^[0-9]{6}$/)
        }),
        propertyOptions(100),
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it('throws when the source returns too few bytes', () => {
    expect(() => verificationCode(() => new Uint8Array(5))).toThrow(TypeError)
  })
})

describe('a short random source', () => {
  it('is refused with the number of bytes it gave', () => {
    expect(() => verificationCode(() => new Uint8Array(5))).toThrowError('random source returned 5 bytes')
  })
})
