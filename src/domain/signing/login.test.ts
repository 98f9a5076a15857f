import { describe, expect, it } from 'vitest'
import vectors from '../../../tests/fixtures/vectors.json'
import { loginSignature, loginSignatureContent } from './login'
import { verifyBase64 } from './sign'

const l = vectors.login

describe('login', () => {
  const content = loginSignatureContent({
    userid: l.userid,
    sessionPublicKeyHex: vectors.keys.pubB,
    expiry: l.pubkey_expired_timestamp,
    timestamp: l.timestamp,
  })

  it('reproduces signature_content', () => {
    expect(content).toBe(l.signature_content)
  })

  it('signs it with the MAIN key to the vector login_signature', () => {
    expect(loginSignature(content, l.mainSeed)).toBe(l.login_signature)
    expect(verifyBase64(content, l.login_signature, vectors.mainKey.mainPub)).toBe(true)
    expect(verifyBase64(content, l.login_signature, vectors.keys.pubB)).toBe(false)
  })

  it('[P5.2] throws "Ed25519PrivateKey not found" without a main key', () => {
    expect(() => loginSignature(content, undefined)).toThrow('Ed25519PrivateKey not found')
  })
})
