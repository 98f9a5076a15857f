/** What a wallet-signed text must say for its request (src/security/purpose.ts), without a node. */
import { describe, expect, it } from 'vitest'
import { followSignText } from '#domain/signing/follow-text'
import { registerNonce, registerSignText } from '#domain/signing/register-text'
import {
  checkSignedText,
  followText,
  registrationText,
  SIGNED_TEXT_MISMATCH,
} from '../../src/security/purpose'

const AT = { year: 2024, month: 1, day: 2, hour: 3, minute: 4 }
const FIELDS = {
  userid: 'user:abc',
  pubkey_value: 'ab'.repeat(32),
  did_type: 'eth',
  did_value: '0x1111111111111111111111111111111111111111',
  timestamp: 1_700_000_000_000,
}
const NONCE = registerNonce({
  userid: FIELDS.userid,
  mainPublicKeyHex: FIELDS.pubkey_value,
  didType: FIELDS.did_type,
  didValue: FIELDS.did_value,
  timestamp: FIELDS.timestamp,
})
const text = (purpose: 'register' | 'reset', nonce = NONCE) =>
  registerSignText({
    walletId: 'metamask',
    didValue: FIELDS.did_value,
    uri: 'u',
    nonce,
    issuedAt: AT,
    purpose,
  })

const refusal = { message: SIGNED_TEXT_MISMATCH, code: 401 }

describe('signed texts bound to their request', () => {
  it('takes a register text for register, and a register or reset text for reset', () => {
    expect(() => checkSignedText(text('register'), registrationText(FIELDS, 'register'))).not.toThrow()
    expect(() => checkSignedText(text('register'), registrationText(FIELDS, 'reset'))).not.toThrow()
    expect(() => checkSignedText(text('reset'), registrationText(FIELDS, 'reset'))).not.toThrow()
    expect(() => checkSignedText(text('reset'), registrationText(FIELDS, 'register'))).toThrow(
      expect.objectContaining(refusal),
    )
  })

  it('refuses a text whose nonce hashes other fields, or that carries two nonces', () => {
    for (const changed of [{ pubkey_value: 'cd'.repeat(32) }, { userid: 'user:other' }, { timestamp: 1 }]) {
      expect(() =>
        checkSignedText(text('register'), registrationText({ ...FIELDS, ...changed }, 'register')),
      ).toThrow(expect.objectContaining(refusal))
    }
    const twice = `${text('register')}\nNonce: ${NONCE}`
    expect(() => checkSignedText(twice, registrationText(FIELDS, 'register'))).toThrow(
      expect.objectContaining(refusal),
    )
  })

  it('refuses a text of another purpose even when its nonce is the expected one', () => {
    const follow = {
      userid: FIELDS.userid,
      action: 'follow',
      target_userid: 'user:b',
      timestamp: FIELDS.timestamp,
    }
    const [nonce] = followText(follow).nonces
    const asRegister = registerSignText({
      walletId: 'metamask',
      didValue: FIELDS.did_value,
      uri: 'u',
      nonce: nonce ?? '',
      issuedAt: AT,
    })
    expect(() => checkSignedText(asRegister, followText(follow))).toThrow(expect.objectContaining(refusal))
    const genuine = followSignText({
      didType: 'eth',
      address: FIELDS.did_value,
      nonce: nonce ?? '',
      issuedAt: AT,
    })
    expect(() => checkSignedText(genuine, followText(follow))).not.toThrow()
  })
})
