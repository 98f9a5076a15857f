/**
 * The signature gate decodes a padded base64 signature once and hands the bytes to the verifier
 * (`verifyEd25519Decoded`); that must answer exactly what `verifyEd25519` answers for the same signature.
 */
import { generateKeyPairSync, sign } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ED25519_BASE64_RE, verifyEd25519, verifyEd25519Decoded } from '../../src/http/ed25519-native'

const keyPair = () => {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const hex = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32).toString('hex')
  return { hex, privateKey }
}

describe('verifyEd25519Decoded', () => {
  it('answers as verifyEd25519 for good, tampered, foreign-key and malformed-key cases', () => {
    const signer = keyPair()
    const other = keyPair()
    const content = 'user:abc1732790000000'
    const signature = sign(null, Buffer.from(content, 'utf8'), signer.privateKey).toString('base64')
    expect(ED25519_BASE64_RE.test(signature)).toBe(true)
    const decoded = Buffer.from(signature, 'base64')
    const cases: [string, string][] = [
      [content, signer.hex],
      [content, signer.hex.toUpperCase()],
      [`${content}1`, signer.hex],
      [content, other.hex],
      [content, 'zz'],
      [content, ''],
    ]
    for (const [text, key] of cases)
      expect(verifyEd25519Decoded(text, decoded, key)).toBe(verifyEd25519(text, signature, key))
    expect(verifyEd25519Decoded(content, decoded, signer.hex)).toBe(true)
  })
})
