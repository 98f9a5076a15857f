import { describe, expect, it } from 'vitest'
import { publicProfile, readResponse } from '../../domain/contract'
import { errors, NodeError } from '../../domain/errors'
import { toUiError } from '../kit'
import { isNotFound, PROFILE_FALLBACK } from './profile.errors'

/** What the SDK throws when the node answers the public-profile lookup with its 404 envelope. */
const readNotFound = (): unknown => {
  try {
    readResponse(publicProfile, { code: 404, msg: 'User not found', data: null })
  } catch (error) {
    return error
  }
  throw new Error('expected a refusal')
}

describe('isNotFound', () => {
  it("is true for the lookup's declared 404, read from the NodeError or its serialised form", () => {
    expect(isNotFound(new NodeError(404, 'User not found'))).toBe(true)
    expect(isNotFound(new NodeError(404, 'no such user'))).toBe(true)
    expect(isNotFound(readNotFound())).toBe(true)
    expect(isNotFound(JSON.parse(JSON.stringify(new NodeError(404, 'x').toJSON())))).toBe(true)
  })

  it('is false for other codes, for text alone, for look-alikes without the NodeError code, and for non-objects', () => {
    expect(isNotFound(new NodeError(403, 'User not found'))).toBe(false)
    expect(isNotFound(new Error('User not found'))).toBe(false)
    expect(isNotFound(errors.httpStatus(404))).toBe(false)
    expect(isNotFound({ nodeCode: 404 })).toBe(false)
    expect(isNotFound({ detail: { nodeCode: 404 } })).toBe(false)
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
