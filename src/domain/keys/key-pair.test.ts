import { describe, expect, it } from 'vitest'
import vectors from '../../../tests/fixtures/vectors.json'
import { ErrorCode, Web3MQError } from '../errors'
import { generateKeyPair, keyPairFromSeed, publicKeyHexOf, seedFromHex } from './key-pair'

const { seedA, pubA, seedB, pubB } = vectors.keys

const fixedRandom = (hex: string) => (n: number) => {
  expect(n).toBe(32)
  return Uint8Array.from(Buffer.from(hex, 'hex'))
}

const expectSecretKeyLength = (fn: () => unknown) => {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(Web3MQError)
    expect((error as Web3MQError).message).toBe('Secret key must have 32 bytes')
    expect((error as Web3MQError).code).toBe(ErrorCode.SecretKeyLength)
    return
  }
  throw new Error('expected a throw')
}

describe('key pairs', () => {
  it('[P3.4] derives the vector public keys from seeds A and B', () => {
    expect(keyPairFromSeed(Buffer.from(seedA, 'hex'))).toEqual({ PrivateKey: seedA, PublicKey: pubA })
    expect(publicKeyHexOf(seedB)).toBe(pubB)
  })

  it('generates a pair from exactly 32 random bytes', () => {
    expect(generateKeyPair(fixedRandom(seedB))).toEqual({ PrivateKey: seedB, PublicKey: pubB })
  })

  it('rejects a random source that returns the wrong length', () => {
    expectSecretKeyLength(() => generateKeyPair(() => new Uint8Array(31)))
  })
})

describe('seedFromHex', () => {
  it('decodes 64 hex chars, with or without 0x, in either case', () => {
    expect(Buffer.from(seedFromHex(seedA)).toString('hex')).toBe(seedA)
    expect(Buffer.from(seedFromHex(`0x${seedA}`)).toString('hex')).toBe(seedA)
    expect(Buffer.from(seedFromHex(seedA.toUpperCase())).toString('hex')).toBe(seedA)
  })

  it('[P5.5] [P8.7] throws "Secret key must have 32 bytes" for 31, 33 bytes, empty, odd length and non-hex', () => {
    for (const bad of [seedA.slice(2), `${seedA}00`, '', seedA.slice(1), `${seedA.slice(2)}zz`]) {
      expectSecretKeyLength(() => seedFromHex(bad))
    }
  })
})

describe('seedFromHex prefixes', () => {
  it('reads a key written with 0X as with 0x', () => {
    const { seedA } = vectors.keys
    expect(Array.from(seedFromHex(`0X${seedA}`))).toEqual(Array.from(seedFromHex(`0x${seedA}`)))
    expect(Array.from(seedFromHex(`0X${seedA}`))).toEqual(Array.from(seedFromHex(seedA)))
  })
})
