import { describe, expect, it } from 'vitest'
import { bytesToHex, utf8ToBytes } from '../crypto/encoding'
import { ErrorCode } from '../errors'
import { bucketSize, decodeEnvelope, encodeEnvelope, textEnvelope } from './envelope'
import { E2eFormatError } from './format-error'

/** Length prefix + the JSON as given + zeros to `size` (its bucket unless told). */
const padded = (json: string, size?: number): Uint8Array => {
  const body = utf8ToBytes(json)
  const out = new Uint8Array(size ?? bucketSize(4 + body.length))
  new DataView(out.buffer).setUint32(0, body.length)
  out.set(body, 4)
  return out
}

const reasonOf = (bytes: Uint8Array): string => {
  try {
    decodeEnvelope(bytes)
  } catch (error) {
    expect(error).toBeInstanceOf(E2eFormatError)
    expect((error as E2eFormatError).code).toBe(ErrorCode.InvalidInput)
    expect((error as E2eFormatError).kind).toBe('envelope')
    return (error as E2eFormatError).reason
  }
  throw new Error('decoded')
}

describe('bucketSize', () => {
  it('doubles from 64 up to 4096, each bucket holding exactly its size', () => {
    const cases: [number, number][] = [
      [0, 64],
      [1, 64],
      [64, 64],
      [65, 128],
      [128, 128],
      [129, 256],
      [256, 256],
      [257, 512],
      [512, 512],
      [513, 1024],
      [1024, 1024],
      [1025, 2048],
      [2048, 2048],
      [2049, 4096],
      [4096, 4096],
    ]
    for (const [n, bucket] of cases) expect([n, bucketSize(n)]).toEqual([n, bucket])
  })

  it('takes the next multiple of 4096 past 4096', () => {
    expect(bucketSize(4097)).toBe(8192)
    expect(bucketSize(8192)).toBe(8192)
    expect(bucketSize(8193)).toBe(12288)
    expect(bucketSize(12289)).toBe(16384)
  })

  it('refuses a negative or fractional size', () => {
    expect(() => bucketSize(-1)).toThrow('bucket size of a non-negative integer')
    expect(() => bucketSize(1.5)).toThrow('bucket size of a non-negative integer')
  })
})

describe('encodeEnvelope', () => {
  it('writes the length, the JSON in its key order and zeros to 64', () => {
    const bytes = encodeEnvelope(textEnvelope('hi'))
    const json = '{"v":1,"type":"text","body":"hi"}'
    expect(json.length).toBe(33)
    expect(bytes.length).toBe(64)
    expect(bytesToHex(bytes)).toBe(`00000021${bytesToHex(utf8ToBytes(json))}${'00'.repeat(27)}`)
  })

  it('adds fallback and refs after body, in that order, only when given', () => {
    const bytes = encodeEnvelope({ refs: ['m1', 'm2'], fallback: 'reacted 👍', body: '👍', type: 'reaction' })
    const json = '{"v":1,"type":"reaction","body":"👍","fallback":"reacted 👍","refs":["m1","m2"]}'
    expect(bytes).toEqual(padded(json))
    expect(bytes.length).toBe(128)
  })

  it("adds a content type's fields as `content`, last (docs/protocol.md §3.11)", () => {
    const bytes = encodeEnvelope({
      type: 'edit',
      body: '',
      fallback: '✎ edited: 6',
      refs: ['m1'],
      content: { text: '6' },
    })
    const json =
      '{"v":1,"type":"edit","body":"","fallback":"✎ edited: 6","refs":["m1"],"content":{"text":"6"}}'
    expect(bytes).toEqual(padded(json))
    expect(decodeEnvelope(bytes)).toEqual({
      type: 'edit',
      body: '',
      fallback: '✎ edited: 6',
      refs: ['m1'],
      content: { text: '6' },
    })
  })

  it('fills a bucket exactly at 64 and 4096 bytes and moves up one byte later', () => {
    // The JSON of textEnvelope(body) is 31 bytes plus the body; the prefix adds 4.
    const sized = (total: number) => encodeEnvelope(textEnvelope('a'.repeat(total - 35))).length
    expect(sized(60)).toBe(64)
    expect(sized(64)).toBe(64)
    expect(sized(65)).toBe(128)
    expect(sized(4096)).toBe(4096)
    expect(sized(4097)).toBe(8192)
    expect(sized(8192)).toBe(8192)
    expect(sized(8193)).toBe(12288)
  })

  it('writes the length big-endian for bodies past 255 bytes', () => {
    const bytes = encodeEnvelope(textEnvelope('a'.repeat(300)))
    expect(bytesToHex(bytes.subarray(0, 4))).toBe('0000014b')
    expect(bytes.length).toBe(512)
  })
})

describe('decodeEnvelope', () => {
  it('reads back what it encodes, optional fields only when present', () => {
    expect(decodeEnvelope(encodeEnvelope(textEnvelope('hello')))).toStrictEqual({
      type: 'text',
      body: 'hello',
    })
    const full = { type: 'reply', body: 'yes', fallback: '> hi\nyes', refs: ['a'] }
    expect(decodeEnvelope(encodeEnvelope(full))).toStrictEqual(full)
    expect(decodeEnvelope(encodeEnvelope({ type: 'text', body: '', refs: [] }))).toStrictEqual({
      type: 'text',
      body: '',
      refs: [],
    })
  })

  it('reads an envelope that sits inside a larger buffer', () => {
    const inner = encodeEnvelope(textEnvelope('x'))
    const outer = new Uint8Array(inner.length + 8).fill(7)
    outer.set(inner, 8)
    expect(decodeEnvelope(outer.subarray(8))).toStrictEqual({ type: 'text', body: 'x' })
  })

  it('ignores keys it does not know', () => {
    expect(decodeEnvelope(padded('{"v":1,"type":"text","body":"b","later":true}'))).toStrictEqual({
      type: 'text',
      body: 'b',
    })
  })

  it('refuses a length that does not fit its bucket', () => {
    expect(reasonOf(new Uint8Array(3))).toBe('shorter than its length prefix')
    expect(reasonOf(new Uint8Array(4))).toBe('length does not match its bucket')
    const json = '{"v":1,"type":"text","body":"hi"}'
    expect(reasonOf(padded(json, 128))).toBe('length does not match its bucket')
    expect(reasonOf(padded(json).subarray(0, 63))).toBe('length does not match its bucket')
    const tooLong = padded(json)
    tooLong[3] = 61 // 4 + 61 = 65 bytes claimed in a 64-byte bucket
    expect(reasonOf(tooLong)).toBe('length does not match its bucket')
    const exact = padded('{"v":1,"type":"text","body":"12345678901234567890123456789"}')
    expect(exact.length).toBe(64)
    expect(decodeEnvelope(exact).body).toHaveLength(29)
  })

  it('refuses padding that is not all zeros, up to the last byte', () => {
    const bytes = encodeEnvelope(textEnvelope('hi'))
    bytes[63] = 1
    expect(reasonOf(bytes)).toBe('padding is not zero')
    const first = encodeEnvelope(textEnvelope('hi'))
    first[37] = 0x20
    expect(reasonOf(first)).toBe('padding is not zero')
  })

  it('refuses bytes that are not UTF-8 JSON of an object', () => {
    expect(reasonOf(padded('{"v":1,'))).toBe('not UTF-8 JSON')
    const badUtf8 = padded('{"v":1,"type":"text","body":"ab"}')
    badUtf8[4 + 29] = 0xff
    expect(reasonOf(badUtf8)).toBe('not UTF-8 JSON')
    expect(reasonOf(padded('\uFEFF{"v":1,"type":"text","body":"b"}'))).toBe('not UTF-8 JSON')
    expect(reasonOf(padded('[1]'))).toBe('not a JSON object')
    expect(reasonOf(padded('null'))).toBe('not a JSON object')
    expect(reasonOf(padded('"text"'))).toBe('not a JSON object')
  })

  it('refuses any version but the number 1', () => {
    expect(reasonOf(padded('{"v":2,"type":"text","body":"b"}'))).toBe('v is not 1')
    expect(reasonOf(padded('{"v":"1","type":"text","body":"b"}'))).toBe('v is not 1')
    expect(reasonOf(padded('{"type":"text","body":"b"}'))).toBe('v is not 1')
  })

  it('refuses a missing, empty or non-string type and body', () => {
    expect(reasonOf(padded('{"v":1,"body":"b"}'))).toBe('type is missing')
    expect(reasonOf(padded('{"v":1,"type":7,"body":"b"}'))).toBe('type is not a string')
    expect(reasonOf(padded('{"v":1,"type":"","body":"b"}'))).toBe('type is empty')
    expect(reasonOf(padded('{"v":1,"type":"text"}'))).toBe('body is missing')
    expect(reasonOf(padded('{"v":1,"type":"text","body":null}'))).toBe('body is not a string')
  })

  it('refuses optional fields of the wrong kind', () => {
    expect(reasonOf(padded('{"v":1,"type":"x","body":"b","fallback":1}'))).toBe('fallback is not a string')
    expect(reasonOf(padded('{"v":1,"type":"x","body":"b","fallback":null}'))).toBe('fallback is not a string')
    expect(reasonOf(padded('{"v":1,"type":"x","body":"b","refs":"m1"}'))).toBe('refs is not a string list')
    expect(reasonOf(padded('{"v":1,"type":"x","body":"b","refs":["m1",2]}'))).toBe(
      'refs is not a string list',
    )
    for (const content of ['"t"', 'null', '[1]', '2'])
      expect(reasonOf(padded(`{"v":1,"type":"x","body":"b","content":${content}}`))).toBe(
        'content is not an object',
      )
  })

  it('says which reader refused in its message', () => {
    expect(() => decodeEnvelope(padded('{"v":2,"type":"x","body":"b"}'))).toThrow(
      'Malformed envelope: v is not 1',
    )
  })
})
