import { describe, expect, it } from 'vitest'
import { caughtWeb3MQError } from '../../../tests/_util/caught'
import { hexToBytes } from '../crypto/encoding'
import { ErrorCode, FrameError } from '../errors'
import { decodeFrame, encodeFrame, tryDecodeFrame } from './frame'
import { messageFrame } from './message-frames'
import { pingFrame, tempConnectReplyFrame } from './session-frames'

// The exact words and details of the codec's refusals (docs/protocol.md §3): what a caller logs and what
// a peer's bad frame turns into.
const caught = caughtWeb3MQError

describe('encodeFrame refusals', () => {
  it('accepts every byte as the category, 0xff included, and names a bad one with its value', () => {
    expect(encodeFrame(pingFrame({ timestamp: 1 }), 0xff)).toEqual(hexToBytes('ff801801'))
    for (const category of [256, -1, 1.5]) {
      const error = caught(() => encodeFrame(pingFrame({}), category))
      expect(error.code).toBe(ErrorCode.InvalidInput)
      expect(error.message).toBe(`Frame category must be a byte, got ${category}`)
      expect(error.detail).toEqual({ category })
    }
  })

  it('names the type of a frame whose kind does not match it', () => {
    const mismatched = { ...pingFrame({}), kind: 'pong' } as unknown as Parameters<typeof encodeFrame>[0]
    expect(caught(() => encodeFrame(mismatched)).detail).toEqual({ type: 128 })
  })

  it('says which value of a chat or a schema frame cannot be encoded', () => {
    const chat = messageFrame({
      payload: new Uint8Array(),
      contentTopic: '',
      comeFrom: '',
      timestamp: 0,
      messageId: '',
    })
    chat.message.version = 2 ** 32
    const chatError = caught(() => encodeFrame(chat))
    expect(chatError.message).toBe('Cannot encode message frame: invalid uint32: 4294967296')
    expect(chatError.detail).toEqual({ type: 16 })
    const reply = tempConnectReplyFrame({
      NodeID: '',
      DAppID: '',
      TopicID: '',
      statusCode: 2 ** 31,
      statusMsg: '',
      Timestamp: 0,
    })
    const replyError = caught(() => encodeFrame(reply))
    expect(replyError.message).toBe(
      'Cannot encode tempConnectReply frame: cannot encode field pb.UserTempConnectResp.statusCode to binary: invalid int32: 2147483648',
    )
    expect(replyError.detail).toEqual({ type: 6 })
  })
})

describe('decodeFrame refusals', () => {
  it('says how many bytes a too-short frame had', () => {
    for (const bytes of [new Uint8Array(), Uint8Array.of(0x0a)]) {
      const error = caught(() => decodeFrame(bytes))
      expect(error).toBeInstanceOf(FrameError)
      expect(error.message).toBe(`Malformed frame: expected at least 2 bytes, got ${bytes.length}`)
      expect(error.detail).toEqual({ reason: `expected at least 2 bytes, got ${bytes.length}` })
    }
  })

  it.each([
    ['0a1012', 'invalid message payload: premature EOF'],
    ['0a100f', 'invalid message payload: illegal tag: field no 1 wire type 7'],
    ['0a8012', 'invalid ping payload: premature EOF'],
    ['0a031202c328', 'invalid connectReply payload: The encoded data was not valid for encoding utf-8'],
  ])('gives %s the reason "%s"', (hex, reason) => {
    const error = caught(() => decodeFrame(hexToBytes(hex)))
    expect(error.message).toBe(`Malformed frame: ${reason}`)
    expect(error.detail).toEqual({ reason })
    const result = tryDecodeFrame(hexToBytes(hex))
    expect(result.ok ? undefined : result.error.message).toBe(`Malformed frame: ${reason}`)
  })
})
