import { describe, expect, it } from 'vitest'
import { shorten } from './shorten'

describe('shorten', () => {
  it('[P2.18] [P9.4] keeps the first 5 and last 4 characters of a wallet address', () => {
    expect(shorten('0x1111111111111111111111111111111111112222')).toBe('0x111...2222')
    expect(shorten('0xAbCdEf0123456789abcdef0123456789ABCDEF99')).toBe('0xAbC...EF99')
  })

  it('shortens a user id', () => {
    expect(shorten('user:8c01563bfbd54a59c09ba7c68f82a9e431a0be6c7adefcc93c6d9441')).toBe('user:...9441')
  })

  it('returns ids of at most head + tail + 3 characters unchanged', () => {
    expect(shorten('')).toBe('')
    expect(shorten('abc')).toBe('abc')
    expect(shorten('123456789012')).toBe('123456789012')
    expect(shorten('1234567890123')).toBe('12345...0123')
  })

  it('takes custom head and tail counts', () => {
    expect(shorten('abcdefghijklmnop', 2, 3)).toBe('ab...nop')
    expect(shorten('abcdefghijklmnop', 6, 7)).toBe('abcdefghijklmnop')
    expect(shorten('abcdefghijklmnop', 6, 6)).toBe('abcdef...klmnop')
    expect(shorten('abcdefghijklmnop', 6, 0)).toBe('abcdef...')
    expect(shorten('abcdefghijklmnop', 0, 2)).toBe('...op')
  })

  it('floors negative and fractional counts at 0', () => {
    expect(shorten('abcdefghij', -1, 2.9)).toBe('...ij')
    expect(shorten('abcdefghij', Number.NaN, 1)).toBe('...j')
  })

  it('never splits a surrogate pair', () => {
    expect(shorten('😀😀😀😀😀😀😀😀😀😀😀😀😀')).toBe('😀😀😀😀😀...😀😀😀😀')
  })
})
