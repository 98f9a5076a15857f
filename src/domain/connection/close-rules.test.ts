import { describe, expect, it } from 'vitest'
import { errors, Web3MQError } from '../errors'
import { CloseCodes, classifyClose, isRetryableError } from './close-rules'

describe('classifyClose', () => {
  it('never retries a close the client asked for, whatever the code', () => {
    expect(classifyClose({ code: 1000, byClient: true })).toEqual({ kind: 'client', retry: false })
    expect(classifyClose({ code: 1006, byClient: true })).toEqual({ kind: 'client', retry: false })
  })

  it('never retries an authentication refusal (4001)', () => {
    expect(CloseCodes.unauthorized).toBe(4001)
    expect(classifyClose({ code: 4001, byClient: false })).toEqual({ kind: 'auth', retry: false })
    expect(classifyClose({ code: 4001 })).toEqual({ kind: 'auth', retry: false })
  })

  it('retries network closes', () => {
    for (const code of [1001, 1005, 1006, 1012, 1013, 3008]) {
      expect(classifyClose({ code, byClient: false })).toEqual({ kind: 'network', retry: true })
    }
  })

  it('retries other server closes (normal close by the node, internal error, protocol errors)', () => {
    for (const code of [1000, 1003, 1007, 1008, 1011, 4000, 4999]) {
      expect(classifyClose({ code, byClient: false })).toEqual({ kind: 'server', retry: true })
    }
  })
})

describe('isRetryableError', () => {
  it('follows the flag of a Web3MQError', () => {
    expect(isRetryableError(errors.socketSendUninitialised())).toBe(true)
    expect(isRetryableError(errors.socketUnsupported())).toBe(false)
    expect(isRetryableError(errors.socketUrlRequired())).toBe(false)
    expect(isRetryableError(new Web3MQError('SOCKET.CLOSED', 'x', { retryable: true }))).toBe(true)
  })

  it('does not retry unknown errors', () => {
    expect(isRetryableError(new Error('boom'))).toBe(false)
    expect(isRetryableError('boom')).toBe(false)
    expect(isRetryableError(undefined)).toBe(false)
  })
})
