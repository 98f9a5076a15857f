import { describe, expect, it } from 'vitest'
import { MemoryKeyStore } from '../../tests/fakes/ports'
import { StorageKeys } from '../domain/config'
import type { Runtime } from './runtime'
import { storedWalletId, walletFor } from './screen-actors'

/** A runtime holding only what walletFor reads: the key store and the wallet hub, which records the id asked. */
const runtimeWith = (store: MemoryKeyStore, asked: string[]) =>
  ({
    ports: { keyStore: store },
    wallets: {
      signing: async (walletId: string) => {
        asked.push(walletId)
        return { walletId }
      },
    },
  }) as unknown as Runtime

describe('the wallet a signed-in screen signs with', () => {
  it('[P5.16] is metamask, the default DID type, when the session stored none', async () => {
    const store = new MemoryKeyStore()
    const asked: string[] = []
    expect(storedWalletId(store)).toBe('metamask')
    await walletFor(runtimeWith(store, asked))
    expect(asked).toEqual(['metamask'])
  })

  it('is the wallet stored at login otherwise', async () => {
    const store = new MemoryKeyStore()
    store.set(StorageKeys.walletType, 'braavos')
    const asked: string[] = []
    await walletFor(runtimeWith(store, asked))
    expect(asked).toEqual(['braavos'])
  })
})
