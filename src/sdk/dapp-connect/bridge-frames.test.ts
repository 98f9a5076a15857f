import { describe, expect, it } from 'vitest'
import vectors from '../../../tests/fixtures/vectors.json'
import { deriveBridgeKey, openEnvelope } from '../../domain/bridge'
import { bytesToUtf8 } from '../../domain/crypto/encoding'
import { sha3_224Hex } from '../../domain/crypto/hash'
import { decodeFrame, encodeFrame } from '../../domain/protocol'
import { verifyBase64 } from '../../domain/signing/sign'
import { bridgeMessageFrame, dappBridgeConnectFrame, sealedMessageFrame } from './bridge-frames'

const { keys } = vectors
const KEYS = { PrivateKey: keys.seedA, PublicKey: keys.pubA }
const FROM = vectors.bridgeTopic.hexForm
const TO = 'bridge:1f5209196a7373b5ac87b4e5446850d9bd6184a2'
const TS = vectors.chatMessage.timestamp

describe('dappBridgeConnectFrame', () => {
  it('is type 100 with NodeID "", the dapp id, the topic, timestamp 0 and an empty signature', () => {
    const frame = decodeFrame(encodeFrame(dappBridgeConnectFrame('SwapChat:im', FROM)))
    expect(frame.type).toBe(100)
    expect(frame.message).toMatchObject({
      NodeID: '',
      DAppID: 'SwapChat:im',
      TopicID: FROM,
      SignatureTimestamp: 0n,
      DAppSignature: '',
    })
  })
})

describe('bridgeMessageFrame', () => {
  it('fills every §7.2 field and survives the wire unchanged', () => {
    const init = {
      keys: KEYS,
      fromTopic: FROM,
      toTopic: TO,
      nodeId: 'node-9',
      timestamp: TS,
      payload: '{"a":1}',
    }
    const frame = decodeFrame(encodeFrame(bridgeMessageFrame(init)))
    if (frame.kind !== 'message') throw new Error('expected a message')
    const m = frame.message
    expect(bytesToUtf8(m.payload)).toBe('{"a":1}')
    expect(m.messageId).toBe(sha3_224Hex(`${TO}${TO}${TS}{"a":1}`))
    expect(m).toMatchObject({
      contentTopic: TO,
      comeFrom: FROM,
      version: 1,
      payloadType: 'application/json',
      cipherSuite: 'NONE',
      needStore: true,
      messageType: 'Web3MQ/bridge',
      nodeId: 'node-9',
      validatePubKey: vectors.chatMessage.validatePubKey,
      timestamp: BigInt(TS),
    })
    expect(verifyBase64(`${m.messageId}${FROM}${TO}node-9${TS}`, m.fromSign, keys.pubA)).toBe(true)
    expect(verifyBase64(`${m.messageId}${FROM}${TO}nodeId${TS}`, m.fromSign, keys.pubA)).toBe(false)
  })

  it('seals the plaintext so the peer opens it with its own seed and the key in the envelope', () => {
    const key = deriveBridgeKey(keys.seedA, keys.pubB)
    const frame = sealedMessageFrame(key, '{"code":"123456"}', {
      keys: KEYS,
      fromTopic: FROM,
      toTopic: TO,
      nodeId: 'n',
      timestamp: TS,
    })
    const envelope = JSON.parse(bytesToUtf8(frame.message.payload)) as Record<string, string>
    expect(envelope).toEqual({ publicKey: keys.pubA, content: vectors.bridgeCrypto.content })
    expect(openEnvelope(keys.seedB, frame.message.payload)).toEqual({
      publicKey: keys.pubA,
      plaintext: '{"code":"123456"}',
    })
  })
})
