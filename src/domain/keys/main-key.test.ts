import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import vectors from '../../../tests/fixtures/vectors.json'
import { mainKeyFromSignature } from './main-key'

const v = vectors.mainKey

describe('mainKeyFromSignature', () => {
  it('reproduces the vector seed and main public key from the raw 0x signature string', () => {
    expect(mainKeyFromSignature(v.walletSignature)).toEqual({ PrivateKey: v.seed, PublicKey: v.mainPub })
  })

  it('hashes the signature string as text, not the decoded signature bytes', () => {
    const decoded = createHash('sha256')
      .update(Buffer.from(v.walletSignature.slice(2), 'hex'))
      .digest('hex')
    expect(decoded).not.toBe(v.seed)
    const starknet = '123456789,987654321,555'
    expect(mainKeyFromSignature(starknet).PrivateKey).toBe(
      createHash('sha256').update(starknet).digest('hex'),
    )
  })
})
