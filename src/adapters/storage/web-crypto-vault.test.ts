import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { idbVaultKey } from './idb-vault-key'
import { createWebCryptoVault, memoryVaultKey } from './web-crypto-vault'

const SECRET = 'ab'.repeat(32)

describe('web crypto vault', () => {
  it('seals so the stored value holds no trace of the secret, and opens it back', async () => {
    const vault = createWebCryptoVault(memoryVaultKey())
    const sealed = await vault.seal(SECRET)
    expect(vault.isSealed(sealed)).toBe(true)
    expect(sealed).not.toContain(SECRET)
    expect(await vault.open(sealed)).toBe(SECRET)
  })

  it('seals the same secret differently each time (a fresh IV)', async () => {
    const vault = createWebCryptoVault(memoryVaultKey())
    expect(await vault.seal(SECRET)).not.toBe(await vault.seal(SECRET))
  })

  it('opens nothing sealed under another key, damaged, or plain', async () => {
    const sealed = await createWebCryptoVault(memoryVaultKey()).seal(SECRET)
    const other = createWebCryptoVault(memoryVaultKey())
    expect(await other.open(sealed)).toBeUndefined()
    expect(await other.open(`${sealed.slice(0, -4)}AAA=`)).toBeUndefined()
    expect(other.isSealed(SECRET)).toBe(false)
    expect(await other.open(SECRET)).toBeUndefined()
  })

  it('keeps one non-extractable key in IndexedDB, shared by two pages starting at once', async () => {
    const indexedDB = new IDBFactory()
    const [a, b] = [idbVaultKey({ indexedDB }), idbVaultKey({ indexedDB })]
    const [keyA, keyB] = await Promise.all([a.key(), b.key()])
    expect(keyA.extractable).toBe(false)
    const sealed = await createWebCryptoVault(a).seal(SECRET)
    expect(await createWebCryptoVault(b).open(sealed)).toBe(SECRET)
    // A later page (a reload) finds the same key.
    expect(await createWebCryptoVault(idbVaultKey({ indexedDB })).open(sealed)).toBe(SECRET)
    expect(keyB.algorithm).toEqual(keyA.algorithm)
  })

  it('falls back to a key in memory where IndexedDB is refused', async () => {
    const warnings: string[] = []
    const broken = {
      open: () => {
        throw new Error('blocked')
      },
    } as unknown as IDBFactory
    const source = idbVaultKey({ indexedDB: broken, logger: { warn: (m) => warnings.push(m) } })
    const vault = createWebCryptoVault(source)
    expect(await vault.open(await vault.seal(SECRET))).toBe(SECRET)
    expect(warnings).toHaveLength(1)
  })
})
