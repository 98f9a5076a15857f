/**
 * The in-page half of the browser signing rows, bundled by `signing.ts`: the SDK's WebCrypto adapter and
 * its noble fallback signing 200 bytes from a hex seed to base64 (what a REST call or a chat frame costs
 * a browser), and the native reference, `crypto.subtle.sign` with a key imported beforehand.
 */

import { nobleEd25519 } from '#domain/crypto/ed25519'
import { bytesToBase64, bytesToHex, hexToBytes } from '#domain/crypto/encoding'
import { signBase64With } from '#domain/signing/ed25519-signer'
import { webCryptoEd25519 } from '../../src/adapters/crypto/webcrypto-ed25519'
import { rate } from '../harness'

const seed = Uint8Array.from({ length: 32 }, (_, i) => i + 1)
const seedHex = bytesToHex(seed)
const text = Array.from({ length: 200 }, (_, i) => String.fromCharCode(33 + (i % 94))).join('')
const message = new TextEncoder().encode(text)
const webCrypto = webCryptoEd25519(crypto.subtle)
const noble = webCryptoEd25519(undefined)

const importNative = (): Promise<CryptoKey> => {
  const der = new Uint8Array([...hexToBytes('302e020100300506032b657004220420'), ...seed])
  return crypto.subtle.importKey('pkcs8', der, 'Ed25519', false, ['sign'])
}

let key: CryptoKey | undefined

const sides = {
  /** Checks that all three give the same bytes; answers the browser's user agent. */
  ready: async (): Promise<string> => {
    key = await importNative()
    const native = bytesToBase64(new Uint8Array(await crypto.subtle.sign('Ed25519', key, message)))
    const signatures = [
      native,
      await signBase64With(webCrypto, text, seedHex),
      await signBase64With(noble, text, seedHex),
      bytesToBase64(nobleEd25519.sign(message, seed)),
    ]
    if (new Set(signatures).size !== 1) throw new Error(`signatures disagree: ${signatures.join(' ')}`)
    return navigator.userAgent
  },
  webCrypto: rate(() => signBase64With(webCrypto, text, seedHex)),
  noble: rate(() => signBase64With(noble, text, seedHex)),
  native: rate(() => crypto.subtle.sign('Ed25519', key as CryptoKey, message)),
}

;(window as unknown as { __sign: typeof sides }).__sign = sides
