import { describe, expect, it } from 'vitest'
import vectors from '../../../tests/fixtures/vectors.json'
import { encryptBridge } from '../../domain/bridge'
import { bytesToUtf8, hexToBytes, utf8ToBytes } from '../../domain/crypto/encoding'
import { ErrorCode, Web3MQError } from '../../domain/errors'
import { decodeFrame, encodeFrame, fromUint64 } from '../../domain/protocol'
import { keyReplyContent, keySyncComeFrom, keySyncRequestFrame, openKeyReply } from './key-sync'

const v = vectors.bridgeCrypto
const key = hexToBytes(v.aesKey)

const decryptError = (fn: () => unknown): Web3MQError => {
  try {
    fn()
  } catch (error) {
    return error as Web3MQError
  }
  throw new Error('expected a throw')
}

describe('key sync request (docs/protocol.md §7.3)', () => {
  it('names the sender dAppID@didType:lower-cased didValue', () => {
    expect(keySyncComeFrom('SwapChat:im', 'eth', '0xAbCd')).toBe('SwapChat:im@eth:0xabcd')
  })

  it('[P7.53] builds the unsigned dapp_bridge frame with the golden encrypted code', () => {
    const frame = keySyncRequestFrame({
      key,
      code: '123456',
      tempPublicKey: vectors.keys.pubA,
      comeFrom: 'SwapChat:im@eth:0xabcd',
      contentTopic: 'user:abc',
      nodeId: 'node-1',
      timestamp: 1_700_000_000_000,
    })
    const m = decodeFrame(encodeFrame(frame))
    if (m.kind !== 'message') throw new Error('expected a message')
    const message = m.message
    expect(bytesToUtf8(message.payload)).toBe(
      `{"action":"sync_key_pairs_request","pubkey":"${vectors.keys.pubA}","content":"${v.content}"}`,
    )
    expect(message.comeFrom).toBe('SwapChat:im@eth:0xabcd')
    expect(message.contentTopic).toBe('user:abc')
    expect(message.messageType).toBe('dapp_bridge')
    expect(message.payloadType).toBe('application/json')
    expect(message.cipherSuite).toBe('NONE')
    expect([message.messageId, message.fromSign, message.validatePubKey]).toEqual(['', '', ''])
    expect([message.version, message.needStore, message.nodeId]).toEqual([1, true, 'node-1'])
    expect(fromUint64(message.timestamp)).toBe(1_700_000_000_000)
  })
})

describe('key sync answer', () => {
  it('reads content from an answer and skips our own request and non-JSON payloads', () => {
    expect(keyReplyContent(utf8ToBytes('{"content":"abc"}'))).toBe('abc')
    expect(
      keyReplyContent(utf8ToBytes('{"action":"sync_key_pairs_request","content":"abc"}')),
    ).toBeUndefined()
    expect(keyReplyContent(utf8ToBytes('not json'))).toBeUndefined()
    expect(keyReplyContent(utf8ToBytes('{"content":1}'))).toBeUndefined()
  })

  it('opens PascalCase and camelCase keys and sets the wallet user id', () => {
    const pascal = encryptBridge(key, JSON.stringify({ PrivateKey: 'p', PublicKey: 'q', userid: 'x' }))
    expect(openKeyReply(key, pascal, 'user:1')).toEqual({ PrivateKey: 'p', PublicKey: 'q', userid: 'user:1' })
    const camel = encryptBridge(key, JSON.stringify({ privateKey: 'p', publicKey: 'q' }))
    expect(openKeyReply(key, camel, 'user:1')).toEqual({ PrivateKey: 'p', PublicKey: 'q', userid: 'user:1' })
  })

  it('throws BRIDGE.DECRYPT for a wrong key, a non-object or missing keys', () => {
    const other = new Uint8Array(32).fill(7)
    const sealed = encryptBridge(other, JSON.stringify({ PrivateKey: 'p', PublicKey: 'q' }))
    for (const content of [sealed, encryptBridge(key, '[1]'), encryptBridge(key, '{"PrivateKey":"p"}')]) {
      const error = decryptError(() => openKeyReply(key, content, 'user:1'))
      expect(error).toBeInstanceOf(Web3MQError)
      expect(error.code).toBe(ErrorCode.BridgeDecrypt)
      expect(error.message).toBe('Bridge message could not be decrypted')
    }
  })
})
