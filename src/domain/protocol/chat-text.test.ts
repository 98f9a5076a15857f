import { fromBinary } from '@bufbuild/protobuf'
import { describe, expect, it } from 'vitest'
import { hexToBytes, utf8ToBytes } from '../crypto/encoding'
import { Web3MQRequestMessageSchema } from './gen/message_pb'
import { readRequestMessage } from './request-message-codec'

// The chat reader remembers the last text of repeated fields and a table of short strings (a speed-up,
// src/domain/protocol/README.md). Whatever it remembers, every frame must decode to the text of its own
// bytes, exactly as protobuf-es decodes it. This file's first test must see the reader's memory empty.
const Schema = Web3MQRequestMessageSchema

const frame = (fieldTag: number, text: Uint8Array): Uint8Array =>
  Uint8Array.of(fieldTag, text.length, ...text)

describe('chat reader texts', () => {
  it('reads explicit empty strings in every remembered field as "" (first decode of the process)', () => {
    // topic, comeFrom, payloadType, cipherSuite, messageType, nodeId, validatePubKey, extraData {"": ""}
    const bytes = hexToBytes('1200' + '2200' + '3200' + '3a00' + '5a00' + '6200' + '6a00' + '72040a001200')
    const decoded = readRequestMessage(bytes)
    expect(decoded).toStrictEqual(fromBinary(Schema, bytes))
    expect(decoded.messageType).toBe('')
    expect(decoded.extraData).toEqual({ '': '' })
  })

  it('is not fooled by a receive buffer the caller reuses', () => {
    const reused = frame(0x12, utf8ToBytes('abc'))
    expect(readRequestMessage(reused).contentTopic).toBe('abc')
    reused.set(utf8ToBytes('hello'))
    expect(readRequestMessage(frame(0x12, utf8ToBytes('hello'))).contentTopic).toBe('hello')
  })

  it('reads each of consecutive same-length texts from its own bytes', () => {
    const topics = ['a\u0002', 'ax', 'ax', 'ay', 'a\u0002', 'ba', 'ab', 'user:1', 'user:2', 'user:1']
    for (const topic of topics) {
      const bytes = frame(0x12, utf8ToBytes(topic))
      expect(readRequestMessage(bytes).contentTopic).toBe(topic)
      expect(readRequestMessage(bytes)).toStrictEqual(fromBinary(Schema, bytes))
    }
  })

  it('reads the same text in another field, and a known text after another field changed', () => {
    const bytes = hexToBytes('1203616263' + '2203616263' + '6203616263')
    expect(readRequestMessage(bytes)).toMatchObject({ contentTopic: 'abc', comeFrom: 'abc', nodeId: 'abc' })
    expect(readRequestMessage(hexToBytes('1203616264')).contentTopic).toBe('abd')
    expect(readRequestMessage(hexToBytes('1203616263')).contentTopic).toBe('abc')
  })

  it('reads a 2 000 000-character message id and topic whole', () => {
    // Far beyond any call-argument or stack limit a one-call decode of char codes could meet.
    const length = 2_000_000
    const field = (tag: number): Uint8Array => {
      const bytes = new Uint8Array(4 + length).fill(0x6d)
      bytes.set([tag, 0x80, 0x89, 0x7a]) // 2 000 000 as a varint
      return bytes
    }
    const bytes = new Uint8Array(2 * (4 + length))
    bytes.set(field(0x52))
    bytes.set(field(0x12), 4 + length)
    const decoded = readRequestMessage(bytes)
    expect(decoded.messageId).toBe('m'.repeat(length))
    expect(decoded.contentTopic).toBe('m'.repeat(length))
  })

  it('reads short texts with a DEL or non-ASCII byte exactly', () => {
    for (const text of [
      '\u007f',
      'a\u007fb',
      'é',
      'ab✓',
      '\uFEFFx',
      'x'.repeat(24),
      'x'.repeat(25),
      'é'.repeat(13),
    ]) {
      const bytes = frame(0x52, utf8ToBytes(text))
      expect(readRequestMessage(bytes).messageId).toBe(text)
      expect(readRequestMessage(frame(0x12, utf8ToBytes(text))).contentTopic).toBe(text)
    }
  })
})
