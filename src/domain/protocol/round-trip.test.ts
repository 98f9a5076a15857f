import { create } from '@bufbuild/protobuf'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PROPERTY_TIMEOUT_MS, propertyOptions } from '../../../tests/_util/property'
import { bytesToHex, utf8ToBytes } from '../crypto/encoding'
import { ErrorCode, FrameError } from '../errors'
import { decodeFrame, encodeFrame, tryDecodeFrame } from './frame'
import { type Frame, type FrameKind, FrameType } from './frame-types'
import { Web3MQRequestMessageSchema } from './gen/message_pb'
import {
  messageFrame,
  messageStatusChangeFrame,
  messageStatusFrame,
  notificationListFrame,
} from './message-frames'
import {
  bridgeConnectFrame,
  bridgeConnectReplyFrame,
  connectFrame,
  connectReplyFrame,
  pingFrame,
  pongFrame,
  tempConnectFrame,
  tempConnectReplyFrame,
} from './session-frames'

const ts = 1_700_000_000_000
const user = 'user:8c01563bfbd54a59c09ba7c68f82a9e431a0be6c7adefcc93c6d9441'
const status = { messageId: 'afcb', contentTopic: user, messageStatus: 'received', timestamp: 1_700_000_000 }
const bridge = { NodeID: '', DAppID: 'dapp', TopicID: 'bridge:abc' }

/** One non-trivial frame per kind, every field that the builder exposes set to a non-default value. */
const samples: Record<FrameKind, Frame> = {
  connect: connectFrame({
    nodeId: 'nodeId',
    userId: user,
    timestamp: ts,
    msgSign: 'sig',
    validatePubKey: 'pk',
  }),
  connectReply: connectReplyFrame({ nodeId: 'node-7', userId: user, timestamp: ts, msgSign: '' }),
  tempConnect: tempConnectFrame({ ...bridge, SignatureTimestamp: ts, DAppSignature: 'dsig' }),
  tempConnectReply: tempConnectReplyFrame({
    ...bridge,
    statusCode: 200,
    statusMsg: 'success',
    Timestamp: ts,
  }),
  message: messageFrame({
    payload: utf8ToBytes('hello web3mq'),
    contentTopic: 'group:0123',
    comeFrom: user,
    timestamp: ts,
    messageId: 'id',
    fromSign: 'sig',
    nodeId: 'node-7',
    validatePubKey: 'pk',
    messageType: 'Web3MQ/thread',
    extraData: { a: '1', b: '2' },
    threadId: 'parent',
    replyId: 'reply',
  }),
  notificationList: notificationListFrame([
    {
      messageId: 'n1',
      payload: utf8ToBytes('{"title":"t"}'),
      timestamp: ts,
      read: true,
      readTimestamp: ts + 1,
    },
    { messageId: 'n2', payload: utf8ToBytes('{}'), timestamp: ts, comeFrom: user, contentTopic: user },
  ]),
  messageStatus: messageStatusFrame({ ...status, comeFrom: user, fromSign: 's' }),
  messageStatusChange: messageStatusChangeFrame({ ...status, messageStatus: 'read', version: '2' }),
  bridgeConnect: bridgeConnectFrame({ ...bridge, SignatureTimestamp: 0, DAppSignature: '' }),
  bridgeConnectReply: bridgeConnectReplyFrame({ ...bridge, NodeID: 'node-7' }),
  ping: pingFrame({ timestamp: ts, nodeId: 'node-7' }),
  pong: pongFrame({ timestamp: ts, userId: user, msgSign: 'x' }),
}

describe('round trip of every frame kind', () => {
  it.each(Object.entries(samples))('%s', (kind, frame) => {
    const bytes = encodeFrame(frame)
    expect(bytes[0]).toBe(0x0a)
    expect(bytes[1]).toBe(FrameType[kind as FrameKind])
    const decoded = decodeFrame(bytes)
    expect(decoded.kind).toBe(kind)
    expect(decoded.type).toBe(frame.type)
    expect(decoded.message).toEqual(frame.message)
    expect(bytesToHex(encodeFrame(decoded))).toBe(bytesToHex(bytes))
  })

  it('covers exactly the payload-carrying types of docs/protocol.md §1.3', () => {
    expect(Object.values(FrameType).sort((a, b) => a - b)).toEqual([
      2, 3, 5, 6, 16, 20, 21, 22, 100, 101, 128, 129,
    ])
    expect(Object.keys(samples).sort()).toEqual(Object.keys(FrameType).sort())
  })

  it('[P3.21] keeps proto3 optional fields distinct from their defaults', () => {
    const zero = decodeFrame(encodeFrame(bridgeConnectFrame({ ...bridge, SignatureTimestamp: 0 })))
    const unset = decodeFrame(encodeFrame(bridgeConnectFrame(bridge)))
    if (zero.kind !== 'bridgeConnect' || unset.kind !== 'bridgeConnect') throw new Error('wrong kind')
    expect(zero.message.SignatureTimestamp).toBe(0n)
    expect(unset.message.SignatureTimestamp).toBeUndefined()
    const chat = decodeFrame(encodeFrame(messageFrame({ ...sampleChat(), messageType: '' })))
    if (chat.kind !== 'message') throw new Error('wrong kind')
    expect(chat.message.messageType).toBe('')
  })

  it('[P7.54] [P9.13] fills the defaults every client sends in a chat message', () => {
    const decoded = decodeFrame(encodeFrame(messageFrame(sampleChat())))
    if (decoded.kind !== 'message') throw new Error('wrong kind')
    expect(decoded.message).toMatchObject({
      version: 1,
      payloadType: 'text/plain; charset=utf-8',
      cipherSuite: 'NONE',
      needStore: true,
      extraData: {},
    })
    expect(decoded.message.messageType).toBeUndefined()
  })

  it('defaults the status version to the string "1"', () => {
    const decoded = decodeFrame(encodeFrame(messageStatusFrame(status)))
    if (decoded.kind !== 'messageStatus') throw new Error('wrong kind')
    expect(decoded.message.version).toBe('1')
    expect(decoded.message.timestamp).toBe(1_700_000_000n)
  })
})

function sampleChat() {
  return { payload: utf8ToBytes('x'), contentTopic: user, comeFrom: user, timestamp: ts, messageId: 'm' }
}

const knownTypes = Object.values(FrameType)
const frameBytes = fc.oneof(
  fc.uint8Array({ maxLength: 64 }),
  fc
    .tuple(fc.integer({ min: 0, max: 255 }), fc.constantFrom(...knownTypes), fc.uint8Array({ maxLength: 96 }))
    .map(([category, type, body]) => Uint8Array.of(category, type, ...body)),
)

describe('properties', () => {
  it(
    'decoding arbitrary bytes yields a frame or a FrameError, nothing else',
    () => {
      fc.assert(
        fc.property(frameBytes, (bytes) => {
          try {
            const frame = decodeFrame(bytes)
            expect(knownTypes).toContain(frame.type)
            expect(frame.type).toBe(bytes[1])
          } catch (error) {
            expect(error).toBeInstanceOf(FrameError)
            expect([ErrorCode.FrameMalformed, ErrorCode.FrameTypeUnsupported]).toContain(
              (error as FrameError).code,
            )
          }
          expect(typeof tryDecodeFrame(bytes).ok).toBe('boolean')
        }),
        propertyOptions(5000),
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  const text = fc.string({ unit: 'binary', maxLength: 40 })
  const requestMessage = fc.record({
    payload: fc.uint8Array({ maxLength: 300 }),
    contentTopic: text,
    version: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
    comeFrom: text,
    fromSign: text,
    payloadType: text,
    cipherSuite: text,
    needStore: fc.boolean(),
    timestamp: fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }),
    messageId: text,
    messageType: fc.option(text, { nil: undefined }),
    nodeId: text,
    validatePubKey: text,
    extraData: fc.dictionary(text, text, { maxKeys: 5, noNullPrototype: true }),
    threadId: text,
    replyId: text,
  })

  it(
    'round-trips any Web3MQRequestMessage',
    () => {
      fc.assert(
        fc.property(requestMessage, (init) => {
          const message = create(Web3MQRequestMessageSchema, init)
          const decoded = decodeFrame(encodeFrame({ type: 16, kind: 'message', message }))
          expect(decoded.kind).toBe('message')
          expect(decoded.message).toEqual(message)
        }),
        propertyOptions(1000),
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})
