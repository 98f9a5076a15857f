import { afterEach, describe, expect, it } from 'vitest'
import { ed25519PublicKey, ed25519Sign, ed25519Verify, nobleEd25519, useEd25519 } from './ed25519'
import { base64ToBytes, bytesToBase64, bytesToUtf8, hexToBytes, isBase64, isHex } from './encoding'

// Every signed string, key and payload passes through these conversions (docs/protocol.md §3, §4.3): a
// peer sees the exact bytes, so what they accept and refuse is pinned here, beside the code.
describe('hex', () => {
  it('reads an optional 0x or 0X prefix', () => {
    expect(Array.from(hexToBytes('0xAb01'))).toEqual([0xab, 0x01])
    expect(Array.from(hexToBytes('0XAb01'))).toEqual([0xab, 0x01])
    expect(Array.from(hexToBytes('ab01'))).toEqual([0xab, 0x01])
  })

  it('refuses an odd length or a non-hex character with "hex string expected"', () => {
    for (const bad of ['abc', 'zz', '0xg0']) expect(() => hexToBytes(bad)).toThrowError('hex string expected')
    expect(isHex('abc')).toBe(false)
    expect(isHex('ab')).toBe(true)
  })
})

describe('base64', () => {
  it('reads both padded tails, "==" and "="', () => {
    expect(Array.from(base64ToBytes('QQ=='))).toEqual([0x41])
    expect(Array.from(base64ToBytes('QUI='))).toEqual([0x41, 0x42])
    expect(Array.from(base64ToBytes('QUJD'))).toEqual([0x41, 0x42, 0x43])
    expect(bytesToBase64(Uint8Array.of(0x41, 0x42))).toBe('QUI=')
  })

  it('says whether a string is standard padded base64', () => {
    expect(isBase64('QUI=')).toBe(true)
    expect(isBase64('QUI')).toBe(false)
    expect(isBase64('QU-_')).toBe(false)
  })

  it('refuses anything else with "base64 string expected"', () => {
    expect(() => base64ToBytes('QUI')).toThrowError('base64 string expected')
  })
})

describe('UTF-8', () => {
  it('decodes malformed bytes to U+FFFD instead of throwing', () => {
    expect(bytesToUtf8(Uint8Array.of(0x68, 0xff, 0x69))).toBe('h\uFFFDi')
  })
})

describe('the installed Ed25519', () => {
  afterEach(() => useEd25519(nobleEd25519))

  it('is the one every signature of the process goes through once installed', () => {
    const fixed = new Uint8Array(64).fill(9)
    useEd25519({ publicKey: () => new Uint8Array(32).fill(1), sign: () => fixed, verify: () => true })
    expect(ed25519Sign(Uint8Array.of(1), new Uint8Array(32))).toBe(fixed)
    expect(Array.from(ed25519PublicKey(new Uint8Array(32)))).toEqual(new Array(32).fill(1))
    expect(ed25519Verify(new Uint8Array(64), Uint8Array.of(1), new Uint8Array(32))).toBe(true)
  })
})
