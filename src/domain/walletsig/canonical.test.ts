import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PROPERTY_TIMEOUT_MS, propertyOptions } from '../../../tests/_util/property'
import { bytesToBase64 } from '../crypto/encoding'
import { canonicalSignature } from './canonical'
import { signPersonal } from './eip191'
import { signTypedMessage } from './starknet'

const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
const STARK_N = 0x0800000000000010ffffffffffffffffb781126dcae7b2321e66a241adc64d2fn
const KEY = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318'
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

describe('canonical signature bytes', () => {
  it(
    'maps every base64 spelling of 64 bytes to one value',
    () => {
      fc.assert(
        fc.property(
          fc.uint8Array({ minLength: 64, maxLength: 64 }),
          fc.integer({ min: 0, max: 15 }),
          (bytes, bits) => {
            const base = bytesToBase64(bytes)
            const last = ALPHABET.indexOf(base.at(-3) ?? 'A')
            const variant = `${base.slice(0, -3)}${ALPHABET[(last & ~0b1111) | bits]}==`
            expect(canonicalSignature('ed25519', variant)).toBe(canonicalSignature('ed25519', base))
          },
        ),
        propertyOptions(200),
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it('refuses what cannot be an ed25519 signature', () => {
    expect(canonicalSignature('ed25519', 'not base64')).toBeUndefined()
    expect(canonicalSignature('ed25519', bytesToBase64(new Uint8Array(63)))).toBeUndefined()
  })

  it('reads an EIP-191 signature in any case, with or without 0x, v as 0/1 or 27/28', () => {
    const signature = signPersonal('hello', KEY)
    const hex = signature.slice(2)
    const v = Number.parseInt(hex.slice(128), 16)
    const spellings = [hex, `0x${hex.toUpperCase()}`, `0x${hex.slice(0, 128)}0${v - 27}`]
    for (const spelling of spellings) {
      expect(canonicalSignature('eip191', spelling)).toBe(canonicalSignature('eip191', signature))
    }
    expect(canonicalSignature('eip191', `0x${hex.slice(0, 128)}05`)).toBeUndefined()
  })

  it('refuses the high-s twin of an EIP-191 signature', () => {
    const hex = signPersonal('hello', KEY).slice(2)
    const highS = (SECP256K1_N - BigInt(`0x${hex.slice(64, 128)}`)).toString(16).padStart(64, '0')
    expect(canonicalSignature('eip191', `0x${hex.slice(0, 64)}${highS}1c`)).toBeUndefined()
  })

  it('folds the Starknet s into its low half and ignores extra elements', () => {
    const { signature } = signTypedMessage('hello', 'SN_MAIN', '0x1234', '0x1')
    const [hash, r, s] = signature.split(',').map(BigInt) as [bigint, bigint, bigint]
    const twin = `${hash},${r},${STARK_N - s}`
    const hexSpelling = `0x${hash.toString(16)},0x${r.toString(16)},0x${s.toString(16)},7`
    expect(canonicalSignature('starknet', twin)).toBe(canonicalSignature('starknet', signature))
    expect(canonicalSignature('starknet', hexSpelling)).toBe(canonicalSignature('starknet', signature))
    expect(canonicalSignature('starknet', '1,2')).toBeUndefined()
  })
})

// What a replay check keys on must be the exact value, not just agree with itself: these pin the strings.
describe('canonical signature values', () => {
  const bytes = Uint8Array.from({ length: 64 }, (_, i) => i * 3)
  const hexOf = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')

  it('an ed25519 signature is its 64 bytes in lower-case hex', () => {
    expect(canonicalSignature('ed25519', bytesToBase64(bytes))).toBe(hexOf(bytes))
    expect(canonicalSignature('ed25519', bytesToBase64(new Uint8Array(65)))).toBeUndefined()
  })

  it('an EIP-191 signature is r‖s in lower case, whatever the case, prefix or v', () => {
    const hex = signPersonal('hello', KEY).slice(2)
    const rs = hex.slice(0, 128)
    expect(canonicalSignature('eip191', `0x${hex}`)).toBe(rs)
    expect(canonicalSignature('eip191', hex.toUpperCase())).toBe(rs)
    expect(canonicalSignature('eip191', `${rs}00`)).toBe(rs)
    expect(canonicalSignature('eip191', `${rs}01`)).toBe(rs)
    expect(canonicalSignature('eip191', `${rs}1b`)).toBe(rs)
    expect(canonicalSignature('eip191', `${rs}1c`)).toBe(rs)
    expect(canonicalSignature('eip191', `${rs}02`)).toBeUndefined()
    expect(canonicalSignature('eip191', `${rs}1d`)).toBeUndefined()
  })

  it('an EIP-191 signature with anything around its 65 bytes is none', () => {
    const hex = signPersonal('hello', KEY).slice(2)
    expect(canonicalSignature('eip191', `zz${hex}`)).toBeUndefined()
    expect(canonicalSignature('eip191', `${hex}zz`)).toBeUndefined()
    expect(canonicalSignature('eip191', hex.slice(2))).toBeUndefined()
    expect(canonicalSignature('eip191', `${hex}0`)).toBeUndefined()
    expect(canonicalSignature('eip191', `0x${'g'.repeat(128)}1b`)).toBeUndefined()
    expect(canonicalSignature('eip191', `0x${hex.slice(0, 128)}gg`)).toBeUndefined()
    expect(canonicalSignature('eip191', '')).toBeUndefined()
  })

  it('the largest low s (n/2, EIP-2) is still an EIP-191 signature', () => {
    const r = signPersonal('hello', KEY).slice(2, 66)
    const half = (SECP256K1_N / 2n).toString(16).padStart(64, '0')
    expect(canonicalSignature('eip191', `${r}${half}1b`)).toBe(`${r}${half}`)
    const over = (SECP256K1_N / 2n + 1n).toString(16).padStart(64, '0')
    expect(canonicalSignature('eip191', `${r}${over}1b`)).toBeUndefined()
  })

  it('a Starknet signature is "hash,r,low s" in decimal, spaces and extra elements dropped', () => {
    expect(canonicalSignature('starknet', '0x10, 0x20, 0x30')).toBe('16,32,48')
    expect(canonicalSignature('starknet', '1,2,3,guardian')).toBe('1,2,3')
    expect(canonicalSignature('starknet', `1,2,${STARK_N - 3n}`)).toBe('1,2,3')
  })

  it('folds a Starknet s at n/2 exactly as it is, and one above it to its twin', () => {
    const half = STARK_N / 2n
    expect(canonicalSignature('starknet', `1,2,${half}`)).toBe(`1,2,${half}`)
    expect(canonicalSignature('starknet', `1,2,${half + 1n}`)).toBe(`1,2,${STARK_N - half - 1n}`)
  })

  it.each([['x1,2,3'], ['1x,2,3'], ['1,b,3'], ['1,2,0xg'], ['1,2']])(
    'refuses the Starknet signature %s without throwing',
    (signature) => {
      expect(canonicalSignature('starknet', signature)).toBeUndefined()
    },
  )
})
