import { describe, expect, it } from 'vitest'
import { MemoryKeyStore } from '../../tests/fakes/ports'
import { createWebCryptoVault, memoryVaultKey } from '../adapters/storage/web-crypto-vault'
import { StorageKeys } from '../domain/config'
import type { LoginPayload } from '../machines/session/session.types'
import { readStoredSession, writeLogin } from './stored-session'

const PAYLOAD: LoginPayload = {
  keys: { PrivateKey: 'aa'.repeat(32), PublicKey: 'bb'.repeat(32), userid: 'user:1' },
  mainKeys: { PrivateKey: 'cc'.repeat(32), PublicKey: 'dd'.repeat(32), walletAddress: '0xabc' },
  didKey: 'eth:0xabc',
  walletType: 'metamask',
  expiresAt: 1_900_000_000_000,
}

const stores = () => ({ keyStore: new MemoryKeyStore(), vault: createWebCryptoVault(memoryVaultKey()) })

describe('stored session (keys at rest)', () => {
  it('[D13.4] stores the main private key sealed, the session keys as the product stores them', async () => {
    const s = stores()
    await writeLogin(s, PAYLOAD)
    const stored = s.keyStore.get(StorageKeys.mainPrivateKey) ?? ''
    expect(s.vault.isSealed(stored)).toBe(true)
    expect(stored).not.toContain(PAYLOAD.mainKeys.PrivateKey)
    expect(s.keyStore.get(StorageKeys.privateKey)).toBe(PAYLOAD.keys.PrivateKey)
    expect(await readStoredSession(s)).toEqual({
      keys: PAYLOAD.keys,
      mainKeys: PAYLOAD.mainKeys,
      expiresAt: PAYLOAD.expiresAt,
    })
  })

  it('seals a plain main key an older version stored, and still restores it', async () => {
    const s = stores()
    s.keyStore.set(StorageKeys.mainPrivateKey, PAYLOAD.mainKeys.PrivateKey)
    s.keyStore.set(StorageKeys.mainPublicKey, PAYLOAD.mainKeys.PublicKey)
    s.keyStore.set(StorageKeys.walletAddress, PAYLOAD.mainKeys.walletAddress)
    expect((await readStoredSession(s)).mainKeys).toEqual(PAYLOAD.mainKeys)
    expect(s.vault.isSealed(s.keyStore.get(StorageKeys.mainPrivateKey) ?? '')).toBe(true)
  })

  it('restores no main keys when the vault cannot open them (its key is gone): login derives them again', async () => {
    const s = stores()
    await writeLogin(s, PAYLOAD)
    const elsewhere = { keyStore: s.keyStore, vault: createWebCryptoVault(memoryVaultKey()) }
    const restored = await readStoredSession(elsewhere)
    expect(restored.mainKeys).toBeUndefined()
    expect(restored.keys).toEqual(PAYLOAD.keys)
  })
})
