import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PROPERTY_TIMEOUT_MS, propertyOptions } from '../../../tests/_util/property'
import { bytesToHex, utf8ToBytes } from '../crypto/encoding'
import {
  addressOfPrivateKey,
  checksumAddress,
  personalMessageHash,
  recoverPersonalAddress,
  sameAddress,
  signPersonal,
  verifyPersonalSignature,
} from './eip191'

// The web3.js documentation vector for accounts.sign('Some data', key).
const KEY = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318'
const ADDRESS = '0x2c7536E3605D9C16a7a3D7b1898e529396a65c23'
const HASH = '1da44b586eb0729ff70a73c326926f6ed5a25f5b056e7f47fbc6e58d86871655'
const SIGNATURE =
  '0xb91467e570a6466aa9e9876cbcd013baba02900b8979d43fe208a4a4f339f5fd' +
  '6007e74cd82e037b800186422fc2da167c747ef045e5d18a5f5d4300f8e1a0291c'

describe('EIP-191 personal_sign', () => {
  it('hashes with the Ethereum prefix and the byte length', () => {
    expect(bytesToHex(personalMessageHash('Some data'))).toBe(HASH)
    expect(bytesToHex(personalMessageHash(utf8ToBytes('Some data')))).toBe(HASH)
  })

  it('counts UTF-8 bytes, not characters, in the prefix', () => {
    const text = 'héllo'
    const manual = personalMessageHash(utf8ToBytes(text))
    expect(manual).toEqual(personalMessageHash(text))
    expect(personalMessageHash(text)).not.toEqual(personalMessageHash('hello'))
  })

  it('reproduces the known web3.js signature and address', () => {
    expect(signPersonal('Some data', KEY)).toBe(SIGNATURE)
    expect(addressOfPrivateKey(KEY)).toBe(ADDRESS.toLowerCase())
    expect(checksumAddress(addressOfPrivateKey(KEY))).toBe(ADDRESS)
    expect(recoverPersonalAddress('Some data', SIGNATURE)).toBe(ADDRESS.toLowerCase())
    expect(verifyPersonalSignature('Some data', SIGNATURE, ADDRESS)).toBe(true)
  })

  it('accepts v as 0/1 as well as 27/28', () => {
    const v01 = `${SIGNATURE.slice(0, -2)}01`
    expect(recoverPersonalAddress('Some data', v01)).toBe(ADDRESS.toLowerCase())
  })

  it(
    'sign → recover round-trips for arbitrary keys and texts',
    () => {
      const key = fc.uint8Array({ minLength: 32, maxLength: 32 }).filter((k) => k.some((b) => b !== 0))
      fc.assert(
        fc.property(key, fc.string(), (k, text) => {
          const hex = bytesToHex(k)
          expect(recoverPersonalAddress(text, signPersonal(text, hex))).toBe(addressOfPrivateKey(hex))
        }),
        propertyOptions(25),
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it('a changed character in the text or signature no longer verifies', () => {
    expect(verifyPersonalSignature('Some dbta', SIGNATURE, ADDRESS)).toBe(false)
    const flipped = `${SIGNATURE.slice(0, 10)}${SIGNATURE[10] === '0' ? '1' : '0'}${SIGNATURE.slice(11)}`
    expect(verifyPersonalSignature('Some data', flipped, ADDRESS)).toBe(false)
  })

  it.each([
    ['empty', ''],
    ['short', '0x1234'],
    ['non-hex', `0x${'z'.repeat(130)}`],
    ['bad v', `${SIGNATURE.slice(0, -2)}05`],
    ['zero r and s', `0x${'0'.repeat(128)}1b`],
  ])('returns null for a %s signature', (_name, sig) => {
    expect(recoverPersonalAddress('Some data', sig)).toBeNull()
    expect(verifyPersonalSignature('Some data', sig, ADDRESS)).toBe(false)
  })

  it('compares addresses case-insensitively and only real addresses', () => {
    expect(sameAddress(ADDRESS, ADDRESS.toLowerCase())).toBe(true)
    expect(sameAddress(ADDRESS, '0x0000000000000000000000000000000000000000')).toBe(false)
    expect(sameAddress('', '')).toBe(false)
    expect(sameAddress('0xabc', '0xABC')).toBe(false)
  })

  it('rejects malformed private keys and addresses', () => {
    expect(() => signPersonal('x', '0x1234')).toThrowError(/private key/)
    expect(() => checksumAddress('0x1234')).toThrowError(/address/)
  })
})
