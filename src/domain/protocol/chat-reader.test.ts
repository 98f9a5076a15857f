import { fromBinary } from '@bufbuild/protobuf'
import { describe, expect, it } from 'vitest'
import { hexToBytes } from '../crypto/encoding'
import { Web3MQRequestMessageSchema } from './gen/message_pb'
import { readRequestMessage } from './request-message-codec'

// The chat reader under frame type 16 must accept and refuse exactly what protobuf-es's reader does
// (docs/protocol.md §3): the same values at the varint and tag boundaries, and the same refusal text,
// which a peer sees in "Malformed frame: invalid message payload: <reason>".
const Schema = Web3MQRequestMessageSchema

const failure = (decode: () => unknown): string => {
  try {
    decode()
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('expected the decode to fail')
}

/** Decodes like fromBinary (strictly equal) or refuses with fromBinary's exact words. */
const expectLikeSchema = (bytes: Uint8Array): void => {
  let reference: unknown
  try {
    reference = fromBinary(Schema, bytes)
  } catch (error) {
    expect(failure(() => readRequestMessage(bytes))).toBe((error as Error).message)
    return
  }
  expect(readRequestMessage(bytes)).toStrictEqual(reference)
}

const refuses = (hex: string, reason: string): void => {
  expect(failure(() => readRequestMessage(hexToBytes(hex)))).toBe(reason)
  expectLikeSchema(hexToBytes(hex))
}

const reads = (hex: string) => {
  expectLikeSchema(hexToBytes(hex))
  return readRequestMessage(hexToBytes(hex))
}

describe('chat reader refusals: exact reasons, as protobuf-es gives them', () => {
  it.each([
    ['12', 'premature EOF'],
    ['0a05616263', 'premature EOF'],
    [`1a${'ff'.repeat(10)}01`, 'invalid varint'], // an 11-byte length
    [`18${'ff'.repeat(10)}01`, 'invalid varint'], // an 11-byte uint32 value
    [`48${'ff'.repeat(10)}01`, 'invalid varint'], // an 11-byte uint64 value
    ['0f', 'illegal tag: field no 1 wire type 7'],
    ['00', 'illegal tag: field no 0 wire type 0'],
    ['8f00', 'illegal tag: field no 1 wire type 7'], // the same tag written in two bytes
    ['8000', 'illegal tag: field no 0 wire type 0'],
    ['8880808010', 'illegal tag: varint overflows uint32'],
    ['888080808001', 'illegal tag: varint overflows uint32'],
    ['8c01', 'cant skip wire type 4'], // an end-group tag with no group open
    ['8b019401', 'invalid end group tag'], // group 17 closed by field 18
    ['1202c328', 'The encoded data was not valid for encoding utf-8'],
  ])('%s → %s', (hex, reason) => refuses(hex, reason))
})

describe('chat reader varints at their boundaries', () => {
  it('reads a 10-byte uint32 (a negative int32 on the wire) truncated to 32 bits', () => {
    expect(reads(`18${'ff'.repeat(9)}01`).version).toBe(4294967295)
    expect(reads(`18${'80'.repeat(9)}00`).version).toBe(0)
  })

  it('reads a 5-byte tag whose last byte is 0x0f (field 2^25 - 2 and beyond) as an unknown field', () => {
    const decoded = reads('f8ffffff0f05')
    expect(decoded.$unknown).toEqual([{ no: 536870911, wireType: 0, data: Uint8Array.of(5) }])
    expect(reads('808080800f00').$unknown).toEqual([{ no: 503316480, wireType: 0, data: Uint8Array.of(0) }])
  })

  it('reads a two-byte tag 0x80 0x01 as field 16, not as field 16 of its first byte', () => {
    expect(reads('80010141').replyId).toBe('A')
  })

  it('reads needStore from any varint: overlong zero is false, a bit above 32 is true', () => {
    expect(reads('408001').needStore).toBe(true)
    expect(reads('408000').needStore).toBe(false)
    expect(reads('40808080808001').needStore).toBe(true)
    expect(reads('4001').needStore).toBe(true)
    expect(reads('4000').needStore).toBe(false)
  })

  it('reads timestamps at the 2^53 boundary and 5-byte values exactly', () => {
    expect(reads('4881808080808080101a00').timestamp).toBe(2n ** 53n + 1n)
    expect(reads('48ffffffffffffff0f').timestamp).toBe(2n ** 53n - 1n)
    expect(reads('4880808080041a00').timestamp).toBe(2n ** 30n)
    expect(reads('48ffffffffffffffffff01').timestamp).toBe(2n ** 64n - 1n)
  })
})

describe('chat reader unknown fields', () => {
  it('keeps an unknown length-delimited field with its length and bytes', () => {
    expect(reads('8a010241421a00').$unknown).toEqual([
      { no: 17, wireType: 2, data: Uint8Array.of(2, 0x41, 0x42) },
    ])
  })

  it('keeps an unknown group with what it holds and its end tag', () => {
    expect(reads('8b0108018c011801').$unknown).toEqual([
      { no: 17, wireType: 3, data: hexToBytes('08018c01') },
    ])
  })

  it('skips 99 nested unknown groups and refuses the 100th', () => {
    const nested = (depth: number): string => '8b01'.repeat(depth) + '8c01'.repeat(depth)
    expect(reads(nested(99)).$unknown?.[0]?.data.length).toBe(99 * 4 - 2)
    refuses(nested(100), 'maximum recursion depth reached')
  })
})
