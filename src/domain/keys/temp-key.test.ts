import { describe, expect, it } from 'vitest'
import vectors from '../../../tests/fixtures/vectors.json'
import { isTempKeyExpired, tempKeyExpiry } from './temp-key'

describe('temp key expiry', () => {
  it('[P4.18] [P9.10] defaults to 24 hours, matching the login vector', () => {
    expect(tempKeyExpiry(vectors.login.timestamp)).toBe(vectors.login.pubkey_expired_timestamp)
    expect(tempKeyExpiry(1000, 500)).toBe(1500)
  })

  it('is expired from the expiry instant on', () => {
    expect(isTempKeyExpired(1500, 1499)).toBe(false)
    expect(isTempKeyExpired(1500, 1500)).toBe(true)
    expect(isTempKeyExpired(1500, 1501)).toBe(true)
  })
})
