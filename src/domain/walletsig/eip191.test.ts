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

describe('EIP-191 inputs at their edges', () => {
  it('recovers a signature written without 0x', () => {
    expect(recoverPersonalAddress('Some data', SIGNATURE.slice(2))).toBe(ADDRESS.toLowerCase())
  })

  it('returns null, never throws, for a signature with anything around its 65 bytes', () => {
    expect(recoverPersonalAddress('Some data', `zz${SIGNATURE.slice(2)}`)).toBeNull()
    expect(recoverPersonalAddress('Some data', `${SIGNATURE}zz`)).toBeNull()
  })

  it('refuses a private key with anything around its 32 bytes, with the invalid-input message', () => {
    const message = 'secp256k1 private key must be 32 bytes of hex'
    expect(() => signPersonal('x', `zz${KEY.slice(2)}`)).toThrowError(message)
    expect(() => signPersonal('x', `${KEY}zz`)).toThrowError(message)
    expect(signPersonal('Some data', KEY.slice(2))).toBe(SIGNATURE)
  })

  it.each([
    // The EIP-55 examples: every letter whose hash nibble is 8 or more is upper case.
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ])('writes the EIP-55 checksum of %s', (address) => {
    expect(checksumAddress(address.toLowerCase())).toBe(address)
    expect(checksumAddress(address.toUpperCase().replace('0X', '0x'))).toBe(address)
  })

  it('refuses to checksum what is not exactly a 0x address', () => {
    expect(() => checksumAddress(`zz${ADDRESS}`)).toThrowError('Not a 20-byte hex address')
    expect(() => checksumAddress(`${ADDRESS}00`)).toThrowError('Not a 20-byte hex address')
    expect(sameAddress(`${ADDRESS}00`, `${ADDRESS}00`)).toBe(false)
  })
})
