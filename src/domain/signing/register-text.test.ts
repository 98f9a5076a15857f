import { describe, expect, it } from 'vitest'
import vectors from '../../../tests/fixtures/vectors.json'
import { registerNonce, registerSignText } from './register-text'

const r = vectors.register
const nonceInput = {
  userid: r.userid,
  mainPublicKeyHex: r.mainPub,
  didType: r.did_type,
  didValue: r.did_value,
  timestamp: r.timestamp,
}

describe('register nonce', () => {
  it('reproduces the vector', () => {
    expect(registerNonce(nonceInput)).toBe(r.nonce)
  })
})

describe('register text', () => {
  // 1700000000000 is 2023-11-14 22:13 UTC; at UTC+2 the local date is the next day.
  const base = {
    walletId: 'metamask' as const,
    didValue: r.did_value,
    uri: 'http://localhost:5173',
    nonce: r.nonce,
    issuedAt: { now: r.timestamp, tzOffsetMinutes: 120 },
  }

  it('writes the JS 1.0.25 register text line by line', () => {
    expect(registerSignText(base)).toBe(
      'Web3MQ wants you to sign in with your MetaMask account:\n' +
        '0x1111111111111111111111111111111111111111\n' +
        'For Web3MQ register\n' +
        'URI: http://localhost:5173\n' +
        'Version: 1\n' +
        '\n' +
        'Nonce: 548a001301aa18f9e23c1baa5e7e914aa0e60c839a76ccf2218d9eca\n' +
        'Issued At: 15/11/2023 00:13',
    )
  })

  it('writes the reset variant and each wallet name', () => {
    const reset = registerSignText({
      ...base,
      purpose: 'reset',
      walletId: 'argentX',
      issuedAt: { now: r.timestamp, tzOffsetMinutes: 0 },
    })
    expect(reset).toBe(
      'Web3MQ wants you to sign in with your Argent X account:\n' +
        '0x1111111111111111111111111111111111111111\n' +
        'For Web3MQ reset password\n' +
        'URI: http://localhost:5173\n' +
        'Version: 1\n' +
        '\n' +
        'Nonce: 548a001301aa18f9e23c1baa5e7e914aa0e60c839a76ccf2218d9eca\n' +
        'Issued At: 14/11/2023 22:13',
    )
    expect(registerSignText({ ...base, walletId: 'braavos' }).split('\n')[0]).toBe(
      'Web3MQ wants you to sign in with your Braavos account:',
    )
    expect(registerSignText({ ...base, walletId: 'dappConnect' }).split('\n')[0]).toBe(
      'Web3MQ wants you to sign in with your Web3MQ account:',
    )
  })
})
