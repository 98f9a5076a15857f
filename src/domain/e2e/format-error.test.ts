import { describe, expect, it } from 'vitest'
import { utf8ToBytes } from '../crypto/encoding'
import { ErrorCode, Web3MQError } from '../error-base'
import { E2eFormatError, isE2eFormatError, parseJsonObject, strictUtf8OrNull } from './format-error'

describe('E2eFormatError', () => {
  it('is an invalid-input error that names its reader and reason', () => {
    const error = new E2eFormatError('envelope', 'v is not 1')
    expect(error).toBeInstanceOf(Web3MQError)
    expect(error.name).toBe('E2eFormatError')
    expect(error.message).toBe('Malformed envelope: v is not 1')
    expect(error.toJSON()).toEqual({
      code: ErrorCode.InvalidInput,
      message: 'Malformed envelope: v is not 1',
      detail: { kind: 'envelope', reason: 'v is not 1' },
    })
    expect(isE2eFormatError(error)).toBe(true)
    expect(isE2eFormatError(new Web3MQError(ErrorCode.InvalidInput, 'x'))).toBe(false)
  })
})

describe('strict UTF-8', () => {
  it('reads UTF-8, keeps a BOM as a character and refuses invalid sequences', () => {
    expect(strictUtf8OrNull(utf8ToBytes('héllo'))).toBe('héllo')
    expect(strictUtf8OrNull(Uint8Array.of(0xef, 0xbb, 0xbf, 0x61))).toBe('\uFEFFa')
    expect(strictUtf8OrNull(Uint8Array.of(0x61, 0xff))).toBeNull()
    expect(strictUtf8OrNull(Uint8Array.of(0xc3))).toBeNull()
  })

  it('parses a JSON object only', () => {
    expect(parseJsonObject(utf8ToBytes('{"a":1}'), 'envelope')).toEqual({ a: 1 })
    expect(() => parseJsonObject(Uint8Array.of(0x7b, 0xff, 0x7d), 'device certificate')).toThrow(
      'Malformed device certificate: not UTF-8 JSON',
    )
  })
})
