import { describe, expect, it } from 'vitest'
import vectors from '../../../tests/fixtures/vectors.json'
import { CLIENT_CATEGORY } from '../config'
import { bytesToHex, hexToBytes, utf8ToBytes } from '../crypto/encoding'
import { ErrorCode, FrameError, Messages, Web3MQError } from '../errors'
import { decodeFrame, encodeFrame, tryDecodeFrame } from './frame'
import { FrameType } from './frame-types'
import { messageFrame } from './message-frames'
import { connectFrame, pingFrame, tempConnectReplyFrame } from './session-frames'

const hexUtf8 = (text: string): string => bytesToHex(utf8ToBytes(text))
const { connect, ping, chatMessage } = vectors

const expectFrameError = (bytes: Uint8Array, code: ErrorCode): FrameError => {
  let caught: unknown
  try {
    decodeFrame(bytes)
  } catch (error) {
    caught = error
  }
  expect(caught).toBeInstanceOf(FrameError)
  expect((caught as FrameError).code).toBe(code)
  return caught as FrameError
}

describe('golden frames (vectors.json)', () => {
  const connectHex =
    '0a02' +
    '0a066e6f64654964' +
    `123d${hexUtf8(connect.userId)}` +
    '1880d095ffbc31' +
    `2258${hexUtf8(connect.msgSign)}`

  it('[P7.52] encodes the connect frame byte for byte', () => {
    const frame = connectFrame({
      nodeId: connect.nodeId,
      userId: connect.userId,
      timestamp: connect.timestamp,
      msgSign: connect.msgSign,
    })
    const hex = bytesToHex(encodeFrame(frame))
    expect(hex.startsWith(connect.frameHexPrefix)).toBe(true)
    expect(hex).toBe(connectHex)
  })

  it('decodes the connect frame back to its fields', () => {
    const decoded = decodeFrame(hexToBytes(connectHex))
    expect(decoded.kind).toBe('connect')
    if (decoded.kind !== 'connect') return
    expect(decoded.type).toBe(2)
    expect(decoded.message.nodeId).toBe('nodeId')
    expect(decoded.message.userId).toBe(connect.userId)
    expect(decoded.message.timestamp).toBe(1_700_000_000_000n)
    expect(decoded.message.msgSign).toBe(connect.msgSign)
    expect(decoded.message.validatePubKey).toBe('')
  })

  it('encodes the timestamp-only ping frame', () => {
    expect(bytesToHex(encodeFrame(pingFrame({ timestamp: ping.timestamp })))).toBe(ping.frameHex)
    expect(ping.frameHex).toBe('0a801880d095ffbc31')
  })

  it('decodes the ping frame with every other optional field unset', () => {
    const decoded = decodeFrame(hexToBytes(ping.frameHex))
    expect(decoded).toMatchObject({ type: 128, kind: 'ping' })
    if (decoded.kind !== 'ping') return
    expect(decoded.message.timestamp).toBe(1_700_000_000_000n)
    expect(decoded.message.nodeId).toBeUndefined()
    expect(decoded.message.userId).toBeUndefined()
    expect(decoded.message.msgSign).toBeUndefined()
  })

  it('[P3.21] puts the chat vector fields at their wire numbers', () => {
    const frame = messageFrame({
      payload: utf8ToBytes(chatMessage.payload),
      contentTopic: chatMessage.contentTopic,
      comeFrom: chatMessage.comeFrom,
      timestamp: chatMessage.timestamp,
      messageId: chatMessage.messageId,
      fromSign: chatMessage.fromSign,
      nodeId: chatMessage.nodeId,
      validatePubKey: chatMessage.validatePubKey,
    })
    const hex = bytesToHex(encodeFrame(frame))
    expect(
      hex.startsWith(
        `0a10 0a0c${hexUtf8('hello web3mq')} 123d${hexUtf8(chatMessage.contentTopic)} 1801`.replaceAll(
          ' ',
          '',
        ),
      ),
    ).toBe(true)
    expect(hex).toContain(`5238${hexUtf8(chatMessage.messageId)}`)
    expect(hex).toContain(`2a58${hexUtf8(chatMessage.fromSign)}`)
    expect(hex).toContain(`6a2c${hexUtf8(chatMessage.validatePubKey)}`)
    expect(hex).toContain(`3219${hexUtf8('text/plain; charset=utf-8')}3a044e4f4e454001`)
    // messageType (11) stays unset, as the JS SDK sends chat.
    const decoded = decodeFrame(hexToBytes(hex))
    if (decoded.kind !== 'message') throw new Error('expected a message frame')
    expect(decoded.message.messageType).toBeUndefined()
    expect(Object.hasOwn(decoded.message, 'messageType')).toBe(false)
  })
})

describe('encodeFrame', () => {
  it('writes the client category 0x0A by default and the given one otherwise', () => {
    const frame = pingFrame({ timestamp: 1 })
    expect(encodeFrame(frame)[0]).toBe(CLIENT_CATEGORY)
    expect(encodeFrame(frame, 0)[0]).toBe(0)
    expect(bytesToHex(encodeFrame(frame, 0x0b))).toBe('0b80' + '1801')
  })

  it('rejects a category that is not a byte', () => {
    expect(() => encodeFrame(pingFrame({}), 256)).toThrow(Web3MQError)
    expect(() => encodeFrame(pingFrame({}), -1)).toThrow(/category/)
  })

  it('rejects a type outside FrameType with the catalogue message', () => {
    const bogus = { ...pingFrame({}), type: 0x13 } as unknown as Parameters<typeof encodeFrame>[0]
    expect(() => encodeFrame(bogus)).toThrow(Messages.frameTypeUnsupported)
  })

  it('rejects a kind that does not match the type', () => {
    const mismatched = { ...pingFrame({}), kind: 'pong' } as unknown as Parameters<typeof encodeFrame>[0]
    expect(() => encodeFrame(mismatched)).toThrow('Frame kind pong does not match type 128')
  })

  it('reports a value the schema cannot hold as INPUT.INVALID', () => {
    const frame = messageFrame({
      payload: new Uint8Array(),
      contentTopic: '',
      comeFrom: '',
      timestamp: 0,
      messageId: '',
    })
    frame.message.version = 2 ** 32
    let caught: unknown
    try {
      encodeFrame(frame)
    } catch (error) {
      caught = error
    }
    expect((caught as Web3MQError).code).toBe(ErrorCode.InvalidInput)
    const reply = tempConnectReplyFrame({
      NodeID: '',
      DAppID: '',
      TopicID: '',
      statusCode: 2 ** 31,
      statusMsg: '',
      Timestamp: 0,
    })
    expect(() => encodeFrame(reply)).toThrow(/^Cannot encode tempConnectReply frame/)
  })
})

describe('decodeFrame errors', () => {
  it('[P8.9] rejects an unknown type with exactly "This type is not supported"', () => {
    for (const type of [0, 1, 4, 19, 64, 130, 255]) {
      const error = expectFrameError(new Uint8Array([0x0a, type]), ErrorCode.FrameTypeUnsupported)
      expect(error.message).toBe('This type is not supported')
      expect(error.detail).toEqual({ type })
    }
  })

  it('rejects 0 or 1 byte as malformed', () => {
    expectFrameError(new Uint8Array(), ErrorCode.FrameMalformed)
    expectFrameError(new Uint8Array([0x0a]), ErrorCode.FrameMalformed)
  })

  it('rejects a payload that is not protobuf as malformed', () => {
    const error = expectFrameError(hexToBytes('0a10ffffff'), ErrorCode.FrameMalformed)
    expect(error.message).toMatch(/^Malformed frame: invalid message payload/)
    expectFrameError(hexToBytes('0a100a10ffffff'), ErrorCode.FrameMalformed)
    expectFrameError(hexToBytes('0a0218'), ErrorCode.FrameMalformed)
    expectFrameError(hexToBytes('0a800f'), ErrorCode.FrameMalformed)
  })

  it('ignores byte 0 and accepts an empty payload as all-default fields', () => {
    const decoded = decodeFrame(new Uint8Array([0x00, 0x81]))
    expect(decoded.kind).toBe('pong')
    expect(decoded.type).toBe(FrameType.pong)
    expect(decodeFrame(hexToBytes('ff801880d095ffbc31')).kind).toBe('ping')
  })

  it('returns messages that do not alias the input buffer', () => {
    const bytes = encodeFrame(
      messageFrame({
        payload: utf8ToBytes('abc'),
        contentTopic: 't',
        comeFrom: 'c',
        timestamp: 1,
        messageId: 'm',
      }),
    )
    const decoded = decodeFrame(bytes)
    bytes.fill(0)
    if (decoded.kind !== 'message') throw new Error('expected a message frame')
    expect(decoded.message.payload).toEqual(utf8ToBytes('abc'))
  })
})

describe('tryDecodeFrame', () => {
  it('returns the frame on success', () => {
    const result = tryDecodeFrame(hexToBytes(ping.frameHex))
    expect(result.ok && result.frame.kind).toBe('ping')
  })

  it('returns the FrameError instead of throwing', () => {
    const unknown = tryDecodeFrame(new Uint8Array([0x0a, 0x13]))
    expect(unknown.ok).toBe(false)
    if (!unknown.ok) expect(unknown.error.code).toBe(ErrorCode.FrameTypeUnsupported)
    const short = tryDecodeFrame(new Uint8Array([0x0a]))
    if (short.ok) throw new Error('expected failure')
    expect(short.error).toBeInstanceOf(FrameError)
    expect(short.error.code).toBe(ErrorCode.FrameMalformed)
  })
})
