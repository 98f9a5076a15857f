/**
 * A KeyVault over WebCrypto: AES-GCM with a 256-bit key created non-extractable, so script in the page can
 * use it but never read it, and a copy of localStorage alone opens nothing. The key lives where the
 * `VaultKeySource` keeps it (IndexedDB in the browser, memory in tests).
 */
import { base64ToBytes, bytesToBase64, concatBytes } from '../../domain/crypto/encoding'
import type { KeyVault } from '../../ports'

/** Marks a sealed value, with a version so the format can change later. */
const PREFIX = 'sealed:v1:'
const IV_BYTES = 12

export interface VaultKeySource {
  key(): Promise<CryptoKey>
}

export const newVaultKey = (): Promise<CryptoKey> =>
  crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])

/** A key made once and kept in memory: sealed values do not survive the process. */
export const memoryVaultKey = (): VaultKeySource => {
  let key: Promise<CryptoKey> | undefined
  return { key: () => (key ??= newVaultKey()) }
}

export const createWebCryptoVault = (source: VaultKeySource): KeyVault => ({
  isSealed: (stored) => stored.startsWith(PREFIX),
  seal: async (secret) => {
    const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
    const plain = new TextEncoder().encode(secret)
    const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await source.key(), plain)
    return PREFIX + bytesToBase64(concatBytes(iv, new Uint8Array(sealed)))
  },
  open: async (sealed) => {
    if (!sealed.startsWith(PREFIX)) return undefined
    try {
      const bytes = base64ToBytes(sealed.slice(PREFIX.length))
      const iv = bytes.slice(0, IV_BYTES)
      const key = await source.key()
      const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, bytes.slice(IV_BYTES))
      return new TextDecoder().decode(plain)
    } catch {
      // Another key (the vault was cleared) or a damaged value: nothing to open.
      return undefined
    }
  },
})
