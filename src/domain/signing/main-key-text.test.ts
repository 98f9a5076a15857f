import { describe, expect, it } from 'vitest'
import vectors from '../../../tests/fixtures/vectors.json'
import { mainKeyInner, mainKeyMessage, mainKeyNonce, mainKeySignText } from './main-key-text'

const v = vectors.mainKey

describe('main-key text', () => {
  it('reproduces keyMSG, the inner sha3 and the base64 nonce of the vector', () => {
    expect(mainKeyMessage(v.did_type, v.did_value, v.password)).toBe(
      'eth:0x11111111111111111111111111111111111111111pass1234',
    )
    expect(mainKeyInner(v.did_type, v.did_value, v.password)).toBe(v.inner)
    expect(mainKeyNonce(v.did_type, v.did_value, v.password)).toBe(v.nonce)
  })

  it('writes the exact text with U+2019 apostrophes and no trailing newline', () => {
    const expected =
      'Signing this message will allow this app to decrypt messages in the Web3MQ protocol for the following address: 0x1111111111111111111111111111111111111111. This won’t cost you anything.\n' +
      '\n' +
      'If your Web3MQ wallet-associated password and this signature is exposed to any malicious app, this would result in exposure of Web3MQ account access and encryption keys, and the attacker would be able to read your messages.\n' +
      '\n' +
      'In the event of such an incident, don’t panic. You can call Web3MQ’s key revoke API and service to revoke access to the exposed encryption key and generate a new one!\n' +
      '\n' +
      'Nonce: MDhkOWY3MDE3NzQ5ZjlkZDY1NGFhZDU0M2FkNmNlYWE1Y2JkMjg2NDU5NWY3ZTZlZWM1MTFjZDU='
    const text = mainKeySignText(v.did_value, v.nonce)
    expect(text).toBe(expected)
    expect([...text].filter((ch) => ch === '\u2019')).toHaveLength(3)
    expect(text.includes("'")).toBe(false)
  })
})
