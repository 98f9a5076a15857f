import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { ManualClock, MemoryLogger, seededRandom } from '../../../tests/fakes/ports'
import { createIdbChatStore } from '../../adapters/idb/idb-chat-store'
import { archive, NO_PREFS, pin } from '../../domain/search'
import type { ChatStore } from '../../ports'
import { ChatPrefsModule, type MutedChats, type MuteSource } from './chat-prefs'

const ports = (chatStore: ChatStore | undefined) => ({
  chatStore,
  http: undefined as never,
  clock: new ManualClock(0),
  random: seededRandom(1),
  logger: new MemoryLogger(),
})
const keys = (userid: string) => ({ userid, PrivateKey: '', PublicKey: '' })

/** Alert rules the test sets; `settings()` resolves or fails when the test says. */
const mutes = () => {
  let rules = { muted: [] as readonly string[] }
  const listeners = new Set<(r: { muted: readonly string[] }) => void>()
  let answer: { resolve: () => void; reject: (e: Error) => void } | undefined
  const source: MuteSource = {
    rules: () => rules,
    watchRules: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    settings: () => new Promise<void>((resolve, reject) => (answer = { resolve, reject })),
  }
  return {
    source,
    read(muted: string[]) {
      rules = { muted }
      answer?.resolve()
    },
    fail: () => answer?.reject(new Error('Network Error')),
    change(muted: string[]) {
      rules = { muted }
      for (const l of listeners) l(rules)
    },
  }
}

describe('pinned and archived chats on this device (docs/product.md §14.12)', () => {
  it('keeps each account its own prefs in the chat store, read back by a new session', async () => {
    const name = 'prefs-db'
    const store = createIdbChatStore({ name })
    await store.open()
    const prefs = archive(pin(NO_PREFS, 'user:bob'), { chatid: 'group:g', updatedAt: 42 })
    await new ChatPrefsModule({ ports: ports(store), keys: keys('user:me') }, mutes().source).save(prefs)
    store.close()

    const again = createIdbChatStore({ name })
    await again.open()
    expect(
      await new ChatPrefsModule({ ports: ports(again), keys: keys('user:me') }, mutes().source).load(),
    ).toEqual({
      pinned: ['user:bob'],
      archived: [{ chatid: 'group:g', since: 42 }],
    })
    expect(
      await new ChatPrefsModule({ ports: ports(again), keys: keys('user:other') }, mutes().source).load(),
    ).toEqual(NO_PREFS)
  })

  it('keeps them for the session where there is no store', async () => {
    const prefs = new ChatPrefsModule({ ports: ports(undefined), keys: keys('user:me') }, mutes().source)
    await prefs.save(pin(NO_PREFS, 'user:bob'))
    expect(await prefs.load()).toEqual({ pinned: ['user:bob'], archived: [] })
  })

  it('tells the muted chats: not known at first, then as read and as changed; a failed read stays unknown', async () => {
    const rules = mutes()
    const told: MutedChats[] = []
    const prefs = new ChatPrefsModule({ ports: ports(undefined), keys: keys('user:me') }, rules.source)
    const stop = prefs.watchMuted((m) => told.push(m))
    expect(told).toEqual([{ muted: [], known: false }])
    rules.read(['group:g'])
    await expect.poll(() => told.length).toBe(2)
    expect(told[1]).toEqual({ muted: ['group:g'], known: true })
    rules.change([])
    expect(told[2]).toEqual({ muted: [], known: true })
    stop()
    rules.change(['user:bob'])
    expect(told).toHaveLength(3)

    const failing = mutes()
    const seen: MutedChats[] = []
    new ChatPrefsModule({ ports: ports(undefined), keys: keys('user:me') }, failing.source).watchMuted((m) =>
      seen.push(m),
    )
    failing.fail()
    await Promise.resolve()
    await Promise.resolve()
    expect(seen).toEqual([{ muted: [], known: false }])
  })
})
