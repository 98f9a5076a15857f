import { describe, expect, it } from 'vitest'
import vectors from '../../../tests/fixtures/vectors.json'
import { utf8ToBytes } from '../crypto/encoding'
import { ErrorCode, hasCode } from '../errors'
import { deriveBridgeKey } from './crypto'
import { buildEnvelope, openEnvelope, parseEnvelope, sealEnvelope } from './envelope'

const { keys, bridgeCrypto: v } = vectors

describe('bridge envelope (docs/protocol.md §7.2)', () => {
  it('serialises publicKey then content', () => {
    expect(buildEnvelope({ publicKey: keys.pubA, content: v.content })).toBe(
      `{"publicKey":"${keys.pubA}","content":"${v.content}"}`,
    )
  })

  it('seals with the sender key and opens on the receiver side', () => {
    const key = deriveBridgeKey(keys.seedA, keys.pubB)
    const payload = sealEnvelope(key, keys.pubA, v.plaintext)
    expect(payload).toBe(`{"publicKey":"${keys.pubA}","content":"${v.content}"}`)
    expect(openEnvelope(keys.seedB, utf8ToBytes(payload))).toEqual({
      publicKey: keys.pubA,
      plaintext: v.plaintext,
    })
  })

  it('parses bytes and drops unknown fields', () => {
    const payload = utf8ToBytes(JSON.stringify({ publicKey: keys.pubB, content: 'abc=', extra: 1 }))
    expect(parseEnvelope(payload)).toEqual({ publicKey: keys.pubB, content: 'abc=' })
  })

  it.each([
    ['not json', '{publicKey'],
    ['missing content', JSON.stringify({ publicKey: keys.pubA })],
    ['short key', JSON.stringify({ publicKey: 'abcd', content: 'x' })],
    ['non-hex key', JSON.stringify({ publicKey: 'z'.repeat(64), content: 'x' })],
    ['array', '[]'],
  ])('rejects %s with an invalid-input error', (_name, payload) => {
    let error: unknown
    try {
      parseEnvelope(payload)
    } catch (e) {
      error = e
    }
    expect(hasCode(error, ErrorCode.InvalidInput)).toBe(true)
  })

  it('reports a ciphertext for someone else as BridgeDecrypt', () => {
    const payload = buildEnvelope({ publicKey: keys.pubA, content: v.content })
    expect(() => openEnvelope(keys.seedA, payload)).toThrowError('Bridge message could not be decrypted')
  })
})
