/**
 * Ed25519 through WebCrypto (`crypto.subtle.sign('Ed25519', …)`), the browser's native signer, with noble
 * where the browser has no Ed25519. A seed is imported once as a non-extractable PKCS#8 key (RFC 8410: a
 * fixed DER prefix, then the 32 seed bytes) and kept for the few keys a page signs with. Whether the
 * browser signs Ed25519 at all, and to RFC 8032's bytes, is tested once against RFC 8032's first vector.
 */
import { nobleEd25519 } from '../../domain/crypto/ed25519'
import { hexToBytes } from '../../domain/crypto/encoding'
import type { Ed25519Signer } from '../../ports'

// RFC 8410 §7: PrivateKeyInfo { version 0, AlgorithmIdentifier { 1.3.101.112 }, OCTET STRING { OCTET STRING (32) } }.
const PKCS8_PREFIX = hexToBytes('302e020100300506032b657004220420')
const SEED_BYTES = 32
/** Sessions sign with one or two keys; a bound keeps a key-per-message caller from growing memory. */
const CACHE_LIMIT = 16
const ALGORITHM = 'Ed25519'

// RFC 8032 §7.1, test 1: this seed signs the empty message to this signature.
const PROBE_SEED = hexToBytes('9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60')
const PROBE_SIGNATURE =
  'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b'

const pkcs8Of = (seed: Uint8Array): Uint8Array<ArrayBuffer> => {
  const der = new Uint8Array(PKCS8_PREFIX.length + SEED_BYTES)
  der.set(PKCS8_PREFIX)
  der.set(seed, PKCS8_PREFIX.length)
  return der
}

const toHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

/**
 * The WebCrypto signer of `subtle` (the page's `crypto.subtle`), or noble when `subtle` is missing or
 * refuses Ed25519. Signatures are the same bytes either way.
 */
export const webCryptoEd25519 = (subtle: SubtleCrypto | undefined): Ed25519Signer => {
  const importSeed = (seed: Uint8Array): Promise<CryptoKey> => {
    if (!subtle) return Promise.reject(new Error('WebCrypto is not available'))
    return subtle.importKey('pkcs8', pkcs8Of(seed), ALGORITHM, false, ['sign'])
  }
  const nativeSign = async (key: CryptoKey, message: Uint8Array): Promise<Uint8Array> =>
    new Uint8Array(await (subtle as SubtleCrypto).sign(ALGORITHM, key, message as Uint8Array<ArrayBuffer>))
  const probe: Promise<boolean> = importSeed(PROBE_SEED)
    .then((key) => nativeSign(key, new Uint8Array(0)))
    .then((signature) => toHex(signature) === PROBE_SIGNATURE)
    .catch(() => false)
  // Imported keys by seed (as a latin1 string, cheap to build); a settled import is kept as the key itself,
  // so a signature with a known key waits on nothing but the browser.
  const keys = new Map<string, CryptoKey | Promise<CryptoKey>>()
  const keyOf = (seed: Uint8Array): CryptoKey | Promise<CryptoKey> => {
    const id = String.fromCharCode(...seed)
    let key = keys.get(id)
    if (key === undefined) {
      const importing = importSeed(seed)
      importing.then(
        (imported) => keys.get(id) === importing && keys.set(id, imported),
        () => keys.delete(id),
      )
      if (keys.size >= CACHE_LIMIT) keys.delete(keys.keys().next().value as string)
      keys.set(id, importing)
      key = importing
    }
    return key
  }
  let native: boolean | undefined
  return {
    sign: async (message, seed) => {
      if (seed.length !== SEED_BYTES)
        throw new Error(`ed25519: seed must be ${SEED_BYTES} bytes, got ${seed.length}`)
      native ??= await probe
      if (!native) return nobleEd25519.sign(message, seed)
      return nativeSign(await keyOf(seed), message)
    },
  }
}
