import { describe, expect, it } from 'vitest'
import vectors from '../../../tests/fixtures/vectors.json'
import { hexToBytes } from '../crypto/encoding'
import { ErrorCode } from '../errors'
import { type Ed25519Signer, signBase64With, syncEd25519Signer } from './ed25519-signer'
import { createSigner, signBase64 } from './sign'
import { decimalMillis } from './timestamp'

// The asynchronous signer a platform may give (docs/protocol.md §3, §4.3): the same bytes as signBase64,
// the platform's own signer when one is given, and the catalogue's errors before anything is signed.
const { seedA } = vectors.keys
const rest = vectors.restSignature
const restContent = `${rest.signed}${rest.timestamp}`

/** A platform signer whose output is recognisable: it proves which signer produced a signature. */
const marker: Ed25519Signer = { sign: async () => new Uint8Array(64).fill(7) }
const MARKED = btoa(String.fromCharCode(...new Uint8Array(64).fill(7)))

describe('signBase64With', () => {
  it('gives the REST signature vector through the installed signer, with or without naming it', async () => {
    await expect(signBase64With(undefined, restContent, seedA)).resolves.toBe(rest.signature)
    await expect(signBase64With(syncEd25519Signer, restContent, seedA)).resolves.toBe(rest.signature)
    const raw = await syncEd25519Signer.sign(new TextEncoder().encode(restContent), hexToBytes(seedA))
    expect(btoa(String.fromCharCode(...raw))).toBe(rest.signature)
  })

  it('signs through the platform signer it is given', async () => {
    await expect(signBase64With(marker, restContent, seedA)).resolves.toBe(MARKED)
  })

  it('rejects with "Ed25519PrivateKey not found" without a key, and the length error for a bad one', async () => {
    await expect(signBase64With(undefined, 'x', undefined)).rejects.toMatchObject({
      code: ErrorCode.PrivateKeyMissing,
      message: 'Ed25519PrivateKey not found',
    })
    await expect(signBase64With(undefined, 'x', '')).rejects.toMatchObject({
      code: ErrorCode.PrivateKeyMissing,
    })
    await expect(signBase64With(marker, 'x', 'abcd')).rejects.toMatchObject({
      code: ErrorCode.SecretKeyLength,
      message: 'Secret key must have 32 bytes',
    })
  })
})

describe('createSigner signAsync', () => {
  it('gives the same signature as sign, through the installed signer by default', async () => {
    const signer = createSigner({ userid: 'user:a', privateKeyHex: seedA })
    await expect(signer.signAsync?.(restContent)).resolves.toBe(signBase64(restContent, seedA))
  })

  it('signs through the platform signer it is given', async () => {
    const signer = createSigner({ userid: 'user:a', privateKeyHex: seedA, ed25519: marker })
    await expect(signer.signAsync?.(restContent)).resolves.toBe(MARKED)
  })
})

describe('decimalMillis', () => {
  it('writes zero and the largest safe number, and refuses a negative bigint with its message', () => {
    expect(decimalMillis(0n)).toBe('0')
    expect(decimalMillis(0)).toBe('0')
    expect(decimalMillis(Number.MAX_SAFE_INTEGER)).toBe('9007199254740991')
    expect(() => decimalMillis(-1n)).toThrowError('timestamp must be a non-negative integer of milliseconds')
  })
})
