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
