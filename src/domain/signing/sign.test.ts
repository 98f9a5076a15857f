import { createPrivateKey, createPublicKey, sign as nodeSign } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { caughtWeb3MQError } from '../../../tests/_util/caught'
import vectors from '../../../tests/fixtures/vectors.json'
import { ErrorCode } from '../errors'
import { createSigner, signBase64, verifyBase64 } from './sign'

const { seedA, pubA, pubB } = vectors.keys
const rest = vectors.restSignature
const restContent = `${rest.signed}${rest.timestamp}`

const caught = caughtWeb3MQError

// PKCS#8 prefix of a raw ed25519 seed, so node:crypto can sign as an independent implementation.
const nodePrivateKey = (seedHex: string) =>
  createPrivateKey({
    key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), Buffer.from(seedHex, 'hex')]),
    format: 'der',
    type: 'pkcs8',
  })

describe('signBase64', () => {
  it('reproduces the REST signature vector (userid + timestamp, key A)', () => {
    expect(signBase64(restContent, seedA)).toBe(rest.signature)
  })

  it('matches node:crypto ed25519 over the raw UTF-8 bytes (no pre-hash)', () => {
    const content = 'héllo ✓ web3mq'
    const expected = nodeSign(null, Buffer.from(content, 'utf8'), nodePrivateKey(seedA)).toString('base64')
    expect(signBase64(content, seedA)).toBe(expected)
  })

  it('[P5.2] [P8.3] throws "Ed25519PrivateKey not found" without a key', () => {
    for (const key of [undefined, '']) {
      const error = caught(() => signBase64(restContent, key))
      expect(error.message).toBe('Ed25519PrivateKey not found')
      expect(error.code).toBe(ErrorCode.PrivateKeyMissing)
    }
  })

  it('[P5.5] throws "Secret key must have 32 bytes" for a malformed key', () => {
    expect(caught(() => signBase64(restContent, seedA.slice(2))).message).toBe(
      'Secret key must have 32 bytes',
    )
  })
})

describe('verifyBase64', () => {
  it('accepts the vector and a node:crypto-produced signature', () => {
    expect(verifyBase64(restContent, rest.signature, pubA)).toBe(true)
    const key = nodePrivateKey(seedA)
    const spki = Buffer.from(createPublicKey(key).export({ format: 'der', type: 'spki' })).toString('hex')
    expect(spki.endsWith(pubA)).toBe(true)
    const nodeSig = nodeSign(null, Buffer.from('from node', 'utf8'), key).toString('base64')
    expect(verifyBase64('from node', nodeSig, pubA)).toBe(true)
  })

  it('rejects another content, another key, and never throws on garbage', () => {
    expect(verifyBase64(`${restContent}0`, rest.signature, pubA)).toBe(false)
    expect(verifyBase64(restContent, rest.signature, pubB)).toBe(false)
    expect(verifyBase64(restContent, 'not base64!', pubA)).toBe(false)
    expect(verifyBase64(restContent, rest.signature, 'zz')).toBe(false)
    expect(verifyBase64(restContent, rest.signature, '')).toBe(false)
    expect(verifyBase64(restContent, '', pubA)).toBe(false)
  })
})

describe('createSigner', () => {
  it('signs like signBase64 and exposes its public key', () => {
    const signer = createSigner({ userid: rest.signed, privateKeyHex: seedA })
    expect(signer.userid).toBe(rest.signed)
    expect(signer.publicKeyHex).toBe(pubA)
    expect(signer.sign(restContent)).toBe(rest.signature)
  })

  it('[P8.22] rejects an empty userid with "The userid is required"', () => {
    const error = caught(() => createSigner({ userid: '', privateKeyHex: seedA }))
    expect(error.message).toBe('The userid is required')
    expect(error.code).toBe(ErrorCode.UseridEmpty)
  })

  it('rejects a missing key before anything else', () => {
    expect(caught(() => createSigner({ userid: '', privateKeyHex: undefined })).message).toBe(
      'Ed25519PrivateKey not found',
    )
    expect(caught(() => createSigner({ userid: 'user:x', privateKeyHex: '00' })).message).toBe(
      'Secret key must have 32 bytes',
    )
  })
})
