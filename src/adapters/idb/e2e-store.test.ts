import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { utf8ToBytes } from '../../domain/crypto/encoding'
import { createWebCryptoVault, memoryVaultKey } from '../storage/web-crypto-vault'
import { createE2EStore } from './e2e-store'

let dbCount = 0
const freshName = () => `e2e-db-${++dbCount}`

/** Every raw value the database holds, as text. */
const rawValues = async (name: string): Promise<string[]> =>
  new Promise((resolve, reject) => {
    const open = indexedDB.open(name)
    open.onsuccess = () => {
      const read = open.result.transaction('records').objectStore('records').getAll()
      read.onsuccess = () => {
        open.result.close()
        resolve(read.result.map(String))
      }
      read.onerror = () => reject(read.error)
    }
    open.onerror = () => reject(open.error)
  })

describe('the E2E state store', () => {
  it('keeps records per user across a reopen, sealed at rest, and lists keys by prefix', async () => {
    const name = freshName()
    const vault = createWebCryptoVault(memoryVaultKey())
    const alice = createE2EStore({ userid: 'user:a', name, vault, locks: undefined, persist: undefined })
    const bob = createE2EStore({ userid: 'user:b', name, vault, locks: undefined, persist: undefined })
    await alice.put('group', 'g1', utf8ToBytes('secret group state'))
    await alice.put('group', 'g2', Uint8Array.of(1, 2, 3))
    await alice.put('plaintext', 'm1', utf8ToBytes('hello'))
    await bob.put('group', 'g3', Uint8Array.of(9))

    const again = createE2EStore({ userid: 'user:a', name, vault, locks: undefined, persist: undefined })
    expect(await again.get('group', 'g2')).toEqual(Uint8Array.of(1, 2, 3))
    expect((await again.keys('group', '')).sort()).toEqual(['g1', 'g2'])
    expect(await again.keys('group', 'g1')).toEqual(['g1'])
    expect(await again.get('group', 'g3')).toBeUndefined()
    await again.delete('group', 'g1')
    expect(await again.keys('group', '')).toEqual(['g2'])
    // What IndexedDB holds is sealed: neither the text nor its base64 is readable there.
    const raw = (await rawValues(name)).join('\n')
    expect(raw).not.toContain('hello')
    expect(raw).not.toContain(Buffer.from('hello').toString('base64').slice(0, 6))
    expect(raw).toContain('sealed:')
  })

  it('runs one task at a time, in the order asked', async () => {
    const store = createE2EStore({ userid: 'user:a', indexedDB: null, locks: undefined, persist: undefined })
    const order: string[] = []
    let release: () => void = () => undefined
    const first = store.exclusive(async () => {
      order.push('first starts')
      await new Promise<void>((resolve) => {
        release = resolve
      })
      order.push('first ends')
    })
    const second = store.exclusive(async () => {
      order.push('second')
    })
    await Promise.resolve()
    expect(order).toEqual(['first starts'])
    release()
    await Promise.all([first, second])
    expect(order).toEqual(['first starts', 'first ends', 'second'])
  })

  it('goes on after a task fails, and takes the Web Lock named for the user', async () => {
    const names: string[] = []
    const locks = {
      request: (lockName: string, task: () => Promise<unknown>) => {
        names.push(lockName)
        return task()
      },
    }
    const store = createE2EStore({
      userid: 'user:a',
      indexedDB: null,
      locks: locks as unknown as Pick<LockManager, 'request'>,
      persist: undefined,
    })
    await expect(store.exclusive(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await store.exclusive(async () => 'next')).toBe('next')
    expect(names).toEqual(['web3mq-e2e:user:a', 'web3mq-e2e:user:a'])
  })

  it('asks once for persistent storage, when it first opens', async () => {
    let asked = 0
    const persist = async () => {
      asked++
      return true
    }
    const store = createE2EStore({ userid: 'user:a', name: freshName(), locks: undefined, persist })
    expect(asked).toBe(0)
    await store.put('device', 'current', Uint8Array.of(1))
    await store.get('device', 'current')
    expect(asked).toBe(1)
  })
})
