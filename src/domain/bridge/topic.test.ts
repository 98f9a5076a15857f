import { describe, expect, it } from 'vitest'
import vectors from '../../../tests/fixtures/vectors.json'
import { sha3_224Hex } from '../crypto/hash'
import { bridgeTopic, bridgeTopicBase64, legacyBridgeTopic, normaliseTopicId } from './topic'

const { keys, bridgeTopic: v } = vectors

describe('bridge topics (docs/protocol.md §7.4, §7.5)', () => {
  it('gives the golden v2 topic from the hex public key', () => {
    expect(bridgeTopic(v.dappId, keys.pubA)).toBe(v.hexForm)
  })

  it('gives the golden v2 topic from the base64 public key (Flutter/iOS/Android)', () => {
    expect(bridgeTopicBase64(v.dappId, keys.pubA)).toBe(v.base64Form)
  })

  it('builds the legacy topic as dappId@sha3_224(pub hex text)', () => {
    const topic = legacyBridgeTopic(v.dappId, keys.pubA)
    expect(topic).toBe(`SwapChat:im@${sha3_224Hex(keys.pubA)}`)
    expect(topic).toMatch(/^SwapChat:im@[0-9a-f]{56}$/)
  })

  it('[P5.15] lowercases topic ids for the bridge and is idempotent', () => {
    expect(normaliseTopicId('SwapChat:im@ABCdef')).toBe('swapchat:im@abcdef')
    expect(normaliseTopicId(v.hexForm)).toBe(v.hexForm)
  })
})
