import { describe, expect, it } from 'vitest'
import { base64UrlToBytes, bytesToBase64Url } from './base64url'

describe('base64url', () => {
  it('writes the URL-safe alphabet without padding', () => {
    expect(bytesToBase64Url(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe('-_-_')
    expect(bytesToBase64Url(new Uint8Array([0xff]))).toBe('_w')
    expect(bytesToBase64Url(new Uint8Array([0xff, 0xfe]))).toBe('__4')
    expect(bytesToBase64Url(new Uint8Array(0))).toBe('')
  })

  it('reads what it writes, for every length remainder', () => {
    for (let n = 0; n < 8; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 97 + 251) & 0xff)
      expect(base64UrlToBytes(bytesToBase64Url(bytes))).toEqual(bytes)
    }
  })

  it('refuses padding, the standard alphabet and impossible lengths', () => {
    for (const bad of ['_w==', '+/8', 'a b', 'abcde'])
      expect(() => base64UrlToBytes(bad), bad).toThrow('base64url string expected')
  })
})
