import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { MemoryLogger } from '../../../tests/fakes/ports'
import { type OutboxEntry, outboxEntry, outboxTransition } from '../../domain/messages'
import { createIdbOutboxStores } from './idb-outbox-store'

let dbCount = 0
const freshName = () => `outbox-db-${++dbCount}`

const entry = (messageId: string, userid: string, timestamp: number): OutboxEntry =>
  outboxEntry({ messageId, userid, topic: 'user:peer', text: `text ${messageId}`, timestamp, now: timestamp })

describe('the IndexedDB outbox', () => {
  it('keeps entries across a reload, per user, in message order', async () => {
    const name = freshName()
    const first = createIdbOutboxStores({ name })
    await first.outbox.put(entry('late', 'user:a', 30))
    await first.outbox.put(entry('early', 'user:a', 10))
    await first.outbox.put(entry('other', 'user:b', 20))
    expect(first.backend).toBe('indexeddb')
    first.close()
    const reloaded = createIdbOutboxStores({ name })
    expect((await reloaded.outbox.pending('user:a')).map((e) => e.messageId)).toEqual(['early', 'late'])
    expect(await reloaded.outbox.pending('user:b')).toEqual([entry('other', 'user:b', 20)])
    reloaded.close()
  })

  it('replaces an entry by id and forgets it once removed', async () => {
    const { outbox, close } = createIdbOutboxStores({ name: freshName() })
    const queued = entry('m', 'user:a', 1)
    await outbox.put(queued)
    await outbox.put(outboxTransition(queued, { type: 'expired' }))
    expect((await outbox.pending('user:a')).map((e) => e.state)).toEqual(['failed'])
    await outbox.remove('m')
    await outbox.remove('never there')
    expect(await outbox.pending('user:a')).toEqual([])
    close()
  })

  it('keeps one sync cursor per user', async () => {
    const name = freshName()
    const first = createIdbOutboxStores({ name })
    expect(await first.cursors.read('user:a')).toBeUndefined()
    await first.cursors.write('user:a', 1_000)
    await first.cursors.write('user:b', 2_000)
    await first.cursors.write('user:a', 1_500)
    first.close()
    const reloaded = createIdbOutboxStores({ name })
    expect([await reloaded.cursors.read('user:a'), await reloaded.cursors.read('user:b')]).toEqual([
      1_500, 2_000,
    ])
    reloaded.close()
  })

  it('works in memory, with one warning, where there is no IndexedDB', async () => {
    const logger = new MemoryLogger()
    const stores = createIdbOutboxStores({ indexedDB: null, logger })
    const stored = entry('m', 'user:a', 1)
    await stores.outbox.put(stored)
    await stores.cursors.write('user:a', 5)
    expect(await stores.outbox.pending('user:a')).toEqual([stored])
    expect(await stores.cursors.read('user:a')).toBe(5)
    expect(stores.backend).toBe('memory')
    expect(logger.entries.filter((e) => e.level === 'warn')).toHaveLength(1)
  })

  it('falls back to memory when the database refuses to open', async () => {
    const logger = new MemoryLogger()
    const refusing = {
      open: () => {
        throw new Error('SecurityError')
      },
    } as unknown as IDBFactory
    const stores = createIdbOutboxStores({ indexedDB: refusing, logger })
    await stores.outbox.put(entry('m', 'user:a', 1))
    expect(await stores.outbox.pending('user:a')).toHaveLength(1)
    expect(stores.backend).toBe('memory')
    expect(logger.entries[0]?.message).toMatch(/failed to open/)
  })
})
