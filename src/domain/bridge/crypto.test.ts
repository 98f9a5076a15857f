import { describe, expect, it } from 'vitest'
import vectors from '../../../tests/fixtures/vectors.json'
import { bytesToBase64, bytesToHex, utf8ToBytes } from '../crypto/encoding'
import { ErrorCode, Web3MQError } from '../errors'
import {
  bridgeIv,
  bridgeKey,
  decryptBridge,
  decryptBridgeBytes,
  deriveBridgeKey,
  encryptBridge,
  sharedSecret,
} from './crypto'

const { keys, bridgeCrypto: v } = vectors

const expectDecryptError = (fn: () => unknown): void => {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(Web3MQError)
    expect((error as Web3MQError).code).toBe(ErrorCode.BridgeDecrypt)
    expect((error as Web3MQError).message).toBe('Bridge message could not be decrypted')
    return
  }
  throw new Error('expected a BridgeDecrypt error')
}

describe('bridge shared secret and key (docs/protocol.md §7.1)', () => {
  it('derives the golden shared secret from seed A and pub B', () => {
    expect(bytesToHex(sharedSecret(keys.seedA, keys.pubB))).toBe(v.sharedSecret)
  })

  it('is symmetric: seed B with pub A gives the same secret', () => {
    expect(bytesToHex(sharedSecret(keys.seedB, keys.pubA))).toBe(v.sharedSecret)
  })

  it('[P9.12] derives the golden AES key and its base64', () => {
    const key = bridgeKey(sharedSecret(keys.seedA, keys.pubB))
    expect(bytesToHex(key)).toBe(v.aesKey)
    expect(bytesToBase64(key)).toBe(v.aesKeyBase64)
    expect(bytesToHex(deriveBridgeKey(keys.seedB, keys.pubA))).toBe(v.aesKey)
  })

  it('[P9.12] [D13.8] uses the first 16 base64 characters of the key as IV, i.e. its first 12 bytes', () => {
    const key = deriveBridgeKey(keys.seedA, keys.pubB)
    expect(v.aesKeyBase64.slice(0, 16)).toBe('un+5pqpL1mjLAEXE')
    expect(bytesToHex(bridgeIv(key))).toBe(v.iv)
    expect(bridgeIv(key)).toEqual(key.subarray(0, 12))
  })

  it('rejects malformed keys with an invalid-input error', () => {
    expect(() => sharedSecret('abcd', keys.pubB)).toThrowError(/32 bytes of hex/)
    expect(() => sharedSecret(keys.seedA, 'zz'.repeat(32))).toThrowError(/32 bytes of hex/)
  })
})

describe('bridge AES-GCM', () => {
  const key = deriveBridgeKey(keys.seedA, keys.pubB)

  it('encrypts the golden plaintext to the golden content', () => {
    expect(encryptBridge(key, v.plaintext)).toBe(v.content)
    expect(encryptBridge(key, utf8ToBytes(v.plaintext))).toBe(v.content)
  })

  it('decrypts the golden content with the key derived by the other side', () => {
    expect(decryptBridge(deriveBridgeKey(keys.seedB, keys.pubA), v.content)).toBe(v.plaintext)
  })

  it('round-trips unicode text', () => {
    const text = '{"signRaw":"héllo 🌍 web3mq"}'
    expect(decryptBridge(key, encryptBridge(key, text))).toBe(text)
  })

  it('throws BridgeDecrypt for a tampered ciphertext', () => {
    const sealed = v.content.startsWith('r') ? `s${v.content.slice(1)}` : `r${v.content.slice(1)}`
    expectDecryptError(() => decryptBridge(key, sealed))
  })

  it('throws BridgeDecrypt for a wrong key', () => {
    expectDecryptError(() => decryptBridge(deriveBridgeKey(keys.seedA, keys.pubA), v.content))
  })

  it('throws BridgeDecrypt for bad base64 and for input shorter than the tag', () => {
    expectDecryptError(() => decryptBridgeBytes(key, 'not base64!'))
    expectDecryptError(() => decryptBridgeBytes(key, 'AAAA'))
  })
})
