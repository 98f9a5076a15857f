import { describe, expect, it } from 'vitest'
import vectors from '../../../tests/fixtures/vectors.json'
import { friendRequestSignContent } from './friend-request'
import { signBase64, verifyBase64 } from './sign'

describe('friend request', () => {
  it('concatenates userid + target_userid + content + timestamp', () => {
    const content = friendRequestSignContent({
      userid: 'user:aa',
      targetUserid: 'user:bb',
      content: 'hi there',
      timestamp: 1700000000000,
    })
    expect(content).toBe('user:aauser:bbhi there1700000000000')
    const signature = signBase64(content, vectors.keys.seedA)
    expect(verifyBase64(content, signature, vectors.keys.pubA)).toBe(true)
  })

  it('with an empty message reduces to the userid + target + timestamp', () => {
    expect(
      friendRequestSignContent({ userid: 'user:aa', targetUserid: 'user:bb', content: '', timestamp: 1 }),
    ).toBe('user:aauser:bb1')
  })
})
