import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PROPERTY_TIMEOUT_MS, propertyOptions } from '../../../tests/_util/property'
import vectors from '../../../tests/fixtures/vectors.json'
import { type Ed25519, nobleEd25519, useEd25519 } from '../../domain/crypto/ed25519'
import {
  base64ToBytes,
  bytesToBase64,
  bytesToHex,
  hexToBytes,
  utf8ToBytes,
} from '../../domain/crypto/encoding'
import { signBase64, verifyBase64 } from '../../domain/signing/sign'
import { nodeEd25519 } from './node-ed25519'

const { seedA, pubA, seedB, pubB } = vectors.keys
const rest = vectors.restSignature
const connect = vectors.connect
const restContent = utf8ToBytes(`${rest.signed}${rest.timestamp}`)
const connectContent = utf8ToBytes(`${connect.nodeId}${connect.userId}${connect.timestamp}`)

describe.each([
  ['noble', nobleEd25519],
  ['node:crypto', nodeEd25519()],
] as [string, Ed25519][])('%s Ed25519: the golden vectors', (_name, impl) => {
  it('derives the vector public keys from their seeds', () => {
    expect(bytesToHex(impl.publicKey(hexToBytes(seedA)))).toBe(pubA)
    expect(bytesToHex(impl.publicKey(hexToBytes(seedB)))).toBe(pubB)
  })

  it('signs the REST and connect vectors to the same bytes', () => {
    expect(bytesToBase64(impl.sign(restContent, hexToBytes(seedA)))).toBe(rest.signature)
    expect(bytesToBase64(impl.sign(connectContent, hexToBytes(seedA)))).toBe(connect.msgSign)
  })

  it('verifies the vectors and refuses a changed message, another key or malformed input', () => {
    const signature = base64ToBytes(rest.signature)
    expect(impl.verify(signature, restContent, hexToBytes(pubA))).toBe(true)
    expect(impl.verify(signature, utf8ToBytes('other'), hexToBytes(pubA))).toBe(false)
    expect(impl.verify(signature, restContent, hexToBytes(pubB))).toBe(false)
    expect(impl.verify(signature.subarray(1), restContent, hexToBytes(pubA))).toBe(false)
    expect(impl.verify(signature, restContent, hexToBytes(pubA).subarray(1))).toBe(false)
  })
})

describe('node:crypto Ed25519 against noble', () => {
  const native = nodeEd25519()

  it(
    'gives the same public keys and signatures for any seed and message, and each verifies the other',
    () => {
      fc.assert(
        fc.property(
          fc.uint8Array({ minLength: 32, maxLength: 32 }),
          fc.uint8Array({ maxLength: 300 }),
          (seed, message) => {
            const signature = native.sign(message, seed)
            expect(bytesToHex(native.publicKey(seed))).toBe(bytesToHex(nobleEd25519.publicKey(seed)))
            expect(bytesToHex(signature)).toBe(bytesToHex(nobleEd25519.sign(message, seed)))
            expect(nobleEd25519.verify(signature, message, native.publicKey(seed))).toBe(true)
            expect(native.verify(signature, message, nobleEd25519.publicKey(seed))).toBe(true)
          },
        ),
        propertyOptions(100),
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it('accepts exactly what noble accepts, also where OpenSSL alone is stricter (a small-order key)', () => {
    const zeroSignature = new Uint8Array(64)
    const smallOrderKey = new Uint8Array(32)
    expect(native.verify(zeroSignature, restContent, smallOrderKey)).toBe(
      nobleEd25519.verify(zeroSignature, restContent, smallOrderKey),
    )
  })

  it('refuses a seed that is not 32 bytes', () => {
    expect(() => native.sign(restContent, new Uint8Array(31))).toThrow()
  })

  it('once installed, carries the domain signatures with the same bytes', () => {
    useEd25519(native)
    try {
      expect(signBase64(`${rest.signed}${rest.timestamp}`, seedA)).toBe(rest.signature)
      expect(verifyBase64(`${rest.signed}${rest.timestamp}`, rest.signature, pubA)).toBe(true)
    } finally {
      useEd25519(nobleEd25519)
    }
  })
})
