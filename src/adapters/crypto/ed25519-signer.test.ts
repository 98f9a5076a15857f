import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PROPERTY_TIMEOUT_MS, propertyOptions } from '../../../tests/_util/property'
import vectors from '../../../tests/fixtures/vectors.json'
import { nobleEd25519 } from '../../domain/crypto/ed25519'
import { bytesToBase64, bytesToHex, hexToBytes, utf8ToBytes } from '../../domain/crypto/encoding'
import { type Ed25519Signer, signBase64With, syncEd25519Signer } from '../../domain/signing/ed25519-signer'
import { createSigner } from '../../domain/signing/sign'
import { nodeEd25519Signer } from './node-ed25519'
import { webCryptoEd25519 } from './webcrypto-ed25519'

const { seedA, pubA } = vectors.keys
const rest = vectors.restSignature
const connect = vectors.connect
const restText = `${rest.signed}${rest.timestamp}`
const connectText = `${connect.nodeId}${connect.userId}${connect.timestamp}`

/** A WebCrypto without Ed25519 (an older browser): every Ed25519 import is refused. */
const subtleWithoutEd25519 = {
  importKey: () => Promise.reject(new DOMException('Unrecognized name.', 'NotSupportedError')),
  sign: () => Promise.reject(new DOMException('Unrecognized name.', 'NotSupportedError')),
} as unknown as SubtleCrypto

const adapters: [string, Ed25519Signer][] = [
  ['WebCrypto', webCryptoEd25519(globalThis.crypto.subtle)],
  ['WebCrypto missing, noble', webCryptoEd25519(undefined)],
  ['WebCrypto without Ed25519, noble', webCryptoEd25519(subtleWithoutEd25519)],
  ['node:crypto', nodeEd25519Signer()],
  ['installed synchronous Ed25519 (noble)', syncEd25519Signer],
]

describe.each(adapters)('%s signer: the golden vectors', (_name, signer) => {
  it('signs the REST and connect vectors to the same bytes', async () => {
    expect(await signBase64With(signer, restText, seedA)).toBe(rest.signature)
    expect(await signBase64With(signer, connectText, seedA)).toBe(connect.msgSign)
  })

  it('carries a session signer: signAsync gives what the synchronous sign gives', async () => {
    const session = createSigner({ userid: rest.signed, privateKeyHex: seedA, ed25519: signer })
    expect(session.publicKeyHex).toBe(pubA)
    expect(await session.signAsync?.(restText)).toBe(rest.signature)
    expect(session.sign(restText)).toBe(rest.signature)
  })

  it('rejects "Ed25519PrivateKey not found" without a key, and a seed that is not 32 bytes', async () => {
    await expect(signBase64With(signer, restText, '')).rejects.toThrow('Ed25519PrivateKey not found')
    await expect(signer.sign(utf8ToBytes(restText), new Uint8Array(31))).rejects.toThrow()
  })
})

describe('WebCrypto signer against noble', () => {
  const webCrypto = webCryptoEd25519(globalThis.crypto.subtle)

  it(
    'gives the same signature for any seed and message',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.uint8Array({ minLength: 32, maxLength: 32 }),
          fc.uint8Array({ maxLength: 300 }),
          async (seed, message) => {
            const signature = await webCrypto.sign(message, seed)
            expect(bytesToHex(signature)).toBe(bytesToHex(nobleEd25519.sign(message, seed)))
          },
        ),
        propertyOptions(100),
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it('signs through WebCrypto itself where it has Ed25519, importing each seed once', async () => {
    const subtle = globalThis.crypto.subtle
    const calls = { importKey: 0, sign: 0 }
    const counting = {
      importKey: (...args: Parameters<SubtleCrypto['importKey']>) => {
        calls.importKey++
        return subtle.importKey(...args)
      },
      sign: (...args: Parameters<SubtleCrypto['sign']>) => {
        calls.sign++
        return subtle.sign(...args)
      },
    } as unknown as SubtleCrypto
    const signer = webCryptoEd25519(counting)
    for (let i = 0; i < 3; i++) expect(await signBase64With(signer, restText, seedA)).toBe(rest.signature)
    // One import and one signature are the feature test (RFC 8032's first vector).
    expect(calls).toEqual({ importKey: 2, sign: 4 })
  })

  it('signs with a seed imported once, also when asked for it many times at once', async () => {
    const seed = hexToBytes(seedA)
    const signatures = await Promise.all(
      Array.from({ length: 20 }, () => webCrypto.sign(utf8ToBytes(restText), seed)),
    )
    expect(new Set(signatures.map(bytesToBase64))).toEqual(new Set([rest.signature]))
  })
})
