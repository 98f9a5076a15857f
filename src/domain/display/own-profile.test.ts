import { describe, expect, it } from 'vitest'
import { isOwnProfile } from './own-profile'

describe('isOwnProfile', () => {
  it('is one’s own when opened without a did, whoever the node answers with', () => {
    expect(isOwnProfile(undefined, 'user:a', 'user:b')).toBe(true)
  })

  it('is one’s own when the profile read back is the signed-in user’s', () => {
    expect(isOwnProfile({ did_type: 'eth', did_value: '0x1' }, 'user:a', 'user:a')).toBe(true)
  })

  it('is someone else’s otherwise', () => {
    expect(isOwnProfile({ did_type: 'eth', did_value: '0x1' }, 'user:a', 'user:b')).toBe(false)
    expect(isOwnProfile({ did_type: 'eth', did_value: '0x1' }, 'user:a', '')).toBe(false)
  })
})
