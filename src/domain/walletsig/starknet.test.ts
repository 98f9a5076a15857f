import { ec, typedData } from 'starknet'
import { describe, expect, it } from 'vitest'
import { bytesToHex } from '../crypto/encoding'
import { signTypedMessage, starknetMessage, typedDataFor, verifyStarknetSignature } from './starknet'

const PRIVATE_KEY = '0x0139fe4d6f02e666e86a6f58e65060f115cd3c185bd9e98bd829636931458f79'
const ACCOUNT = '0x04a1b5e8f7a9d3c2b1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8'
const TEXT = 'Web3MQ wants you to sign in with your Starknet account'
const CHAIN = 'SN_GOERLI'

describe('Starknet did_signature', () => {
  const signed = signTypedMessage(TEXT, CHAIN, ACCOUNT, PRIVATE_KEY)

  it('[P3.27] is "decimal hash,r,s" with the starknet.js message hash and the stark key', () => {
    const td = typedDataFor(starknetMessage(TEXT), CHAIN)
    const hash = BigInt(typedData.getMessageHash(td, ACCOUNT))
    const parts = signed.signature.split(',')
    expect(parts).toHaveLength(3)
    expect(parts[0]).toBe(hash.toString())
    for (const part of parts) expect(part).toMatch(/^\d+$/)
    expect(signed.publicKey).toBe(ec.starkCurve.getStarkKey(PRIVATE_KEY))
    expect(signed.publicKey).toMatch(/^0x[1-9a-f][0-9a-f]*$/)
  })

  it('is the signature starknet.js computes for the same hash and key', () => {
    const hash = BigInt(signed.signature.split(',')[0] ?? '0')
    const theirs = ec.starkCurve.sign(`0x${hash.toString(16)}`, PRIVATE_KEY)
    expect(signed.signature).toBe(`${hash},${theirs.r},${theirs.s}`)
  })

  it('verifies, and also with r and s written as hex or with extra guardian elements', () => {
    expect(verifyStarknetSignature(TEXT, signed.signature, signed.publicKey, ACCOUNT, CHAIN)).toBe(true)
    const [h, r, s] = signed.signature.split(',').map((p) => BigInt(p))
    const hexForm = `${h},0x${r?.toString(16)},0x${s?.toString(16)}`
    expect(verifyStarknetSignature(TEXT, hexForm, signed.publicKey, ACCOUNT, CHAIN)).toBe(true)
    expect(verifyStarknetSignature(TEXT, `${signed.signature},0,0`, signed.publicKey, ACCOUNT, CHAIN)).toBe(
      true,
    )
  })

  it('accepts the full uncompressed public key too', () => {
    const full = `0x${bytesToHex(ec.starkCurve.getPublicKey(PRIVATE_KEY, false))}`
    expect(verifyStarknetSignature(TEXT, signed.signature, full, ACCOUNT, CHAIN)).toBe(true)
  })

  it('fails when one character of the text changes', () => {
    const tampered = `${TEXT.slice(0, -1)}X`
    expect(verifyStarknetSignature(tampered, signed.signature, signed.publicKey, ACCOUNT, CHAIN)).toBe(false)
  })

  it('fails for another chain, another account or another key', () => {
    const other = signTypedMessage(TEXT, CHAIN, ACCOUNT, '0x1234')
    expect(verifyStarknetSignature(TEXT, signed.signature, signed.publicKey, ACCOUNT, 'SN_MAIN')).toBe(false)
    expect(verifyStarknetSignature(TEXT, signed.signature, signed.publicKey, '0x123', CHAIN)).toBe(false)
    expect(verifyStarknetSignature(TEXT, signed.signature, other.publicKey, ACCOUNT, CHAIN)).toBe(false)
  })

  it('fails when r or s changes by one digit', () => {
    const [h, r, s] = signed.signature.split(',')
    const bump = (d: string) => `${d.slice(0, -1)}${d.endsWith('1') ? '2' : '1'}`
    expect(
      verifyStarknetSignature(TEXT, `${h},${bump(r ?? '')},${s}`, signed.publicKey, ACCOUNT, CHAIN),
    ).toBe(false)
    expect(
      verifyStarknetSignature(TEXT, `${h},${r},${bump(s ?? '')}`, signed.publicKey, ACCOUNT, CHAIN),
    ).toBe(false)
  })

  it.each([
    ['empty', ''],
    ['two parts', '1,2'],
    ['non-numeric', 'a,b,c'],
    ['zero r and s', '1,0,0'],
  ])('returns false, never throws, for a %s signature', (_name, signature) => {
    expect(verifyStarknetSignature(TEXT, signature, signed.publicKey, ACCOUNT, CHAIN)).toBe(false)
  })

  it('returns false for a malformed public key', () => {
    expect(verifyStarknetSignature(TEXT, signed.signature, 'not a key', ACCOUNT, CHAIN)).toBe(false)
    expect(verifyStarknetSignature(TEXT, signed.signature, '0x0', ACCOUNT, CHAIN)).toBe(false)
  })
})

describe('Starknet did_signature, what the verifier refuses or accepts at its edges', () => {
  const signed = signTypedMessage(TEXT, CHAIN, ACCOUNT, PRIVATE_KEY)
  const [h, r, s] = signed.signature.split(',') as [string, string, string]
  const verifies = (signature: string, key = signed.publicKey, account = ACCOUNT) =>
    verifyStarknetSignature(TEXT, signature, key, account, CHAIN)

  it('accepts a stark key of either y: an even-y key and an odd-y key both verify', () => {
    // PRIVATE_KEY's point has an even y (02…), key 0x1's an odd y (03…).
    expect(bytesToHex(ec.starkCurve.getPublicKey(PRIVATE_KEY, true)).slice(0, 2)).toBe('02')
    expect(bytesToHex(ec.starkCurve.getPublicKey('0x1', true)).slice(0, 2)).toBe('03')
    const odd = signTypedMessage(TEXT, CHAIN, ACCOUNT, '0x1')
    expect(verifies(odd.signature, odd.publicKey)).toBe(true)
    expect(verifies(signed.signature)).toBe(true)
  })

  it('accepts the compressed 33-byte key as it is, and refuses it with the other y', () => {
    const compressed = bytesToHex(ec.starkCurve.getPublicKey(PRIVATE_KEY, true))
    expect(verifies(signed.signature, compressed)).toBe(true)
    expect(verifies(signed.signature, `0x${compressed}`)).toBe(true)
    expect(verifies(signed.signature, `03${compressed.slice(2)}`)).toBe(false)
  })

  it('refuses a key with 0x anywhere but at its start', () => {
    const hex = signed.publicKey.slice(2)
    expect(verifies(signed.signature, `${hex.slice(0, 2)}0x${hex.slice(2)}`)).toBe(false)
  })

  it('reads elements with spaces around the commas', () => {
    expect(verifies(`${h}, ${r}, ${s}`)).toBe(true)
  })

  it('refuses a first element other than the rebuilt hash, even when r and s verify', () => {
    expect(verifies(`${BigInt(h) + 1n},${r},${s}`)).toBe(false)
  })

  it.each([
    ['a non-felt first element', `x,${r},${s}`],
    ['a letter before a felt', `x${h},${r},${s}`],
    ['a letter after a felt', `${h}x,${r},${s}`],
    ['a non-felt extra element', `${h},${r},${s},guardian`],
    ['r = 0', `${h},0,${s}`],
    ['r beyond the Stark range', `${h},${2n ** 251n + 5n},${s}`],
  ])('returns false, never throws, for %s', (_name, signature) => {
    expect(verifies(signature)).toBe(false)
  })

  it('returns false, never throws, for an account that is no felt', () => {
    expect(verifies(signed.signature, signed.publicKey, `0x${'f'.repeat(70)}`)).toBe(false)
  })
})
