import { describe, expect, it } from 'vitest'
import { followSignText } from './follow-text'
import { pushAuthSignText } from './push-auth-text'
import { registerSignText } from './register-text'
import { SignedPurpose, signedTextNonce, statesPurpose } from './signed-text'

const AT = { year: 2024, month: 1, day: 2, hour: 3, minute: 4 }

describe('reading a signed text back', () => {
  it('finds the nonce and the purpose of each builder’s text, whatever its indentation', () => {
    const register = registerSignText({
      walletId: 'metamask',
      didValue: '0xabc',
      uri: 'u',
      nonce: 'n1',
      issuedAt: AT,
    })
    const follow = followSignText({ didType: 'eth', address: '0xabc', nonce: 'n2', issuedAt: AT })
    const push = pushAuthSignText({ userid: 'user:0123456789abcdef', uri: 'u', nonce: 'n3', issuedAt: AT })
    expect([register, follow, push].map(signedTextNonce)).toEqual(['n1', 'n2', 'n3'])
    expect(statesPurpose(register, [SignedPurpose.register])).toBe(true)
    expect(statesPurpose(follow, [SignedPurpose.follow])).toBe(true)
    expect(statesPurpose(push, [SignedPurpose.pushAuth])).toBe(true)
    expect(statesPurpose(follow, [SignedPurpose.register])).toBe(false)
  })

  it('reads no nonce from a text with none or two, and no purpose from one stating two', () => {
    expect(signedTextNonce('Welcome!')).toBeUndefined()
    expect(signedTextNonce('Nonce: a\nNonce: b')).toBeUndefined()
    const both = `${SignedPurpose.register}\n${SignedPurpose.follow}`
    expect(statesPurpose(both, [SignedPurpose.register, SignedPurpose.follow])).toBe(false)
  })
})
