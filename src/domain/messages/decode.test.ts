import { describe, expect, it } from 'vitest'
import vectors from '../../../tests/fixtures/vectors.json'
import { bytesToBase64, utf8ToBytes } from '../crypto/encoding'
import { ErrorCode, Web3MQError } from '../errors'
import { decodeMessagePayload } from './decode'

const expectDecodeError = (run: () => unknown, detail: Record<string, unknown>) => {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(Web3MQError)
    expect((error as Web3MQError).message).toBe('This message decode error')
    expect((error as Web3MQError).code).toBe(ErrorCode.MessageDecode)
    expect((error as Web3MQError).detail).toMatchObject(detail)
    return
  }
  throw new Error('expected a decode error')
}

describe('decodeMessagePayload', () => {
  it('decodes the base64 payload of the golden chat message', () => {
    const payload = bytesToBase64(utf8ToBytes(vectors.chatMessage.payload))
    expect(payload).toBe('aGVsbG8gd2ViM21x')
    expect(decodeMessagePayload({ cipher_suite: 'NONE', payload })).toBe('hello web3mq')
  })

  it('decodes raw frame bytes and multi-byte UTF-8', () => {
    expect(decodeMessagePayload({ cipher_suite: 'NONE', payload: utf8ToBytes('héllo 😀') })).toBe('héllo 😀')
    expect(decodeMessagePayload({ cipher_suite: 'NONE', payload: '5L2g5aW9' })).toBe('你好')
    expect(decodeMessagePayload({ cipher_suite: 'NONE', payload: '' })).toBe('')
  })

  it('[P5.1] [P8.4] rejects every cipher suite other than exactly NONE', () => {
    for (const suite of ['X25519/AES-GCM_SHA384', 'none', 'NONE ', '', 'RSA_OAEP']) {
      expectDecodeError(() => decodeMessagePayload({ cipher_suite: suite, payload: 'aGk=' }), {
        reason: 'cipher suite',
        cipherSuite: suite,
      })
    }
  })

  it('rejects a payload that is not padded standard base64', () => {
    for (const bad of ['aGk', 'a$==', 'aGVsbG8_d2ViM21x', '@@@@']) {
      expectDecodeError(() => decodeMessagePayload({ cipher_suite: 'NONE', payload: bad }), {
        reason: 'base64',
      })
    }
  })
})
