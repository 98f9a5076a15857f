import { describe, expect, it } from 'vitest'
import { errors, NodeError } from '../../domain/errors'
import { toUiError } from '../kit'
import { isNotFound, PROFILE_FALLBACK } from './profile.errors'

describe('isNotFound', () => {
  it('is true for the node code 404 however the error carries it', () => {
    expect(isNotFound(new NodeError(404, 'User not found'))).toBe(true)
    expect(isNotFound(new NodeError(404, 'no such user'))).toBe(true)
    expect(isNotFound({ detail: { nodeCode: 404 } })).toBe(true)
    expect(isNotFound(JSON.parse(JSON.stringify(new NodeError(404, 'x').toJSON())))).toBe(true)
  })

  it('is false for other codes, for text alone, and for non-objects', () => {
    expect(isNotFound(new NodeError(403, 'User not found'))).toBe(false)
    expect(isNotFound(new Error('User not found'))).toBe(false)
    expect(isNotFound(errors.httpStatus(404))).toBe(false)
    expect(isNotFound('404')).toBe(false)
    expect(isNotFound(null)).toBe(false)
    expect(isNotFound({ detail: null })).toBe(false)
  })
})

describe('toUiError', () => {
  it('keeps the catalogue code and message', () => {
    expect(toUiError(errors.walletRejected(), PROFILE_FALLBACK)).toEqual({
      code: 'WALLET.REJECTED',
      message: 'The wallet declined the request',
    })
  })

  it('wraps anything else under PROFILE.FAILED', () => {
    expect(toUiError(new Error('boom'), PROFILE_FALLBACK)).toEqual({
      code: 'PROFILE.FAILED',
      message: 'boom',
    })
    expect(toUiError('plain', PROFILE_FALLBACK)).toEqual({ code: 'PROFILE.FAILED', message: 'plain' })
  })
})
