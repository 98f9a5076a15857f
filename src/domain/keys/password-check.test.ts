import { describe, expect, it } from 'vitest'
import { isWrongPassword } from './password-check'

describe('isWrongPassword', () => {
  it('is true only when the node holds another main public key', () => {
    expect(isWrongPassword('ab12', { PublicKey: 'cd34' })).toBe(true)
    expect(isWrongPassword('AB12', { PublicKey: 'ab12' })).toBe(false)
    expect(isWrongPassword(undefined, { PublicKey: 'ab12' })).toBe(false)
  })
})
