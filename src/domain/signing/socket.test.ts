import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import vectors from '../../../tests/fixtures/vectors.json'
import { ErrorCode, hasCode } from '../errors'
import { signBase64 } from './sign'
import {
  bridgeMessageId,
  connectSignContent,
  flutterBridgeConnectSignContent,
  fromSignContent,
  iosBridgeConnectSignContent,
  messageId,
  validatePubKeyOf,
} from './socket'
import { decimalMillis } from './timestamp'

const { seedA, pubA } = vectors.keys
const c = vectors.connect
const m = vectors.chatMessage

describe('connect', () => {
  it('builds nodeId + userId + timestamp and signs it to the vector msgSign', () => {
    const content = connectSignContent(c.nodeId, c.userId, c.timestamp)
    expect(content).toBe('nodeIduser:8c01563bfbd54a59c09ba7c68f82a9e431a0be6c7adefcc93c6d94411700000000000')
    expect(signBase64(content, seedA)).toBe(c.msgSign)
    expect(connectSignContent(c.nodeId, c.userId, BigInt(c.timestamp))).toBe(content)
  })
})

describe('chat message', () => {
  const base = { comeFrom: m.comeFrom, contentTopic: m.contentTopic, timestamp: m.timestamp }

  it('reproduces the vector messageId from a string or the payload bytes', () => {
    expect(messageId({ ...base, payload: m.payload })).toBe(m.messageId)
    expect(messageId({ ...base, payload: new TextEncoder().encode(m.payload) })).toBe(m.messageId)
  })

  it('hashes non-UTF-8 payload bytes as they are', () => {
    const payload = Uint8Array.from([0xff, 0x00, 0xfe])
    const expected = createHash('sha3-224')
      .update(Buffer.concat([Buffer.from(`${m.comeFrom}${m.contentTopic}${m.timestamp}`), payload]))
      .digest('hex')
    expect(messageId({ ...base, payload })).toBe(expected)
  })

  it('signs messageId + comeFrom + contentTopic + nodeId + timestamp to the vector fromSign', () => {
    const content = fromSignContent({ ...base, messageId: m.messageId, nodeId: m.nodeId })
    expect(content).toBe(`${m.messageId}${m.comeFrom}${m.contentTopic}nodeId1700000000000`)
    expect(signBase64(content, seedA)).toBe(m.fromSign)
  })

  it('encodes validatePubKey as base64 of the raw public key', () => {
    expect(validatePubKeyOf(pubA)).toBe(m.validatePubKey)
  })
})

describe('bridge quirks', () => {
  it('hashes the contentTopic twice (DC-npm / JS SDK)', () => {
    const topic = 'bridge:b4000069a1a55467b48dbd5c326459ca08486f44'
    const payload = '{"publicKey":"ab","content":"cd"}'
    const expected = createHash('sha3-224').update(`${topic}${topic}1700000000000${payload}`).digest('hex')
    expect(bridgeMessageId({ contentTopic: topic, timestamp: 1700000000000, payload })).toBe(expected)
  })

  it('labels the Flutter and iOS bridge-connect strings', () => {
    expect(flutterBridgeConnectSignContent('bridge:abc', 1700000000000)).toBe('nodeIdbridge:abc1700000000000')
    expect(iosBridgeConnectSignContent('SwapChat:im', 'bridge:abc', 1700000000000)).toBe(
      'SwapChat:imbridge:abc1700000000000',
    )
  })
})

describe('decimalMillis', () => {
  it('renders integers and bigints in decimal', () => {
    expect(decimalMillis(0)).toBe('0')
    expect(decimalMillis(1700000000000)).toBe('1700000000000')
    expect(decimalMillis(18446744073709551615n)).toBe('18446744073709551615')
  })

  it('refuses values that would not render as plain decimal ms', () => {
    for (const bad of [1.5, -1, Number.NaN, 1e21, -1n]) {
      let caught: unknown
      try {
        decimalMillis(bad)
      } catch (error) {
        caught = error
      }
      expect(hasCode(caught, ErrorCode.InvalidInput)).toBe(true)
    }
  })
})
