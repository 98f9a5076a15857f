import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { receivedRow } from '../../../tests/_util/display-message'
import { ManualClock, MemoryLogger, seededRandom } from '../../../tests/fakes/ports'
import { createIdbChatStore } from '../../adapters/idb/idb-chat-store'
import type { ChatRecord } from '../../ports'
import type { SdkPorts } from '../core/context'
import { MessageSearch } from './message-search'

const ME = 'user:me'
const BOB = 'user:bob'
const ANN = 'user:ann'
let dbCount = 0

/** A record as the message module writes it (sdk/message/store.ts): the shown message in `payload`. */
const record = (id: string, chatId: string, from: string, timestamp: number, content: string): ChatRecord => {
  const to = from === ME ? chatId : ME
  return {
    messageId: id,
    chatId,
    from,
    contentTopic: to,
    timestamp,
    unread: false,
    payload: {
      messageList: [
        receivedRow(id, timestamp, { content, senderId: from, username: from === BOB ? 'Bob' : '' }),
      ],
    },
  }
}

const openStore = async (records: ChatRecord[], name = `search-${++dbCount}`) => {
  const store = createIdbChatStore({ name })
  await store.open()
  await store.putMessages(records)
  return store
}

const searchOver = (store: SdkPorts['chatStore'], userid = ME) =>
  new MessageSearch({
    keys: { userid, PrivateKey: '', PublicKey: '' },
    ports: {
      chatStore: store,
      http: undefined as never,
      clock: new ManualClock(0),
      random: seededRandom(1),
      logger: new MemoryLogger(),
    },
  })

describe('search over the stored messages (docs/product.md §14.12)', () => {
  it('finds every chat of the account, newest first, case and accents aside, with where the words are', async () => {
    const store = await openStore([
      record('m1', BOB, BOB, 100, 'Meet me at the Café'),
      record('m2', BOB, ME, 300, 'which cafe?'),
      record('m3', 'group:g1', ANN, 200, 'CAFÉ closed today'),
      record('m4', BOB, BOB, 400, 'nothing here'),
      // Another account of this device chatting with Bob: not this account's.
      { ...record('m5', BOB, BOB, 500, 'cafe of someone else'), contentTopic: 'user:other' },
    ])
    const { hits, total } = await searchOver(store).search('  café ')
    expect(hits.map((h) => [h.messageId, h.chatId, h.senderId, h.senderName, h.timestamp, h.text])).toEqual([
      ['m2', BOB, ME, '', 300, 'which cafe?'],
      ['m3', 'group:g1', ANN, '', 200, 'CAFÉ closed today'],
      ['m1', BOB, BOB, 'Bob', 100, 'Meet me at the Café'],
    ])
    expect(hits[2]?.ranges).toEqual([{ start: 15, end: 19 }])
    expect(total).toBe(3)
  })

  it('searches one chat when asked, and nothing for a blank query or a store not open', async () => {
    const store = await openStore([
      record('m1', BOB, BOB, 100, 'harbour'),
      record('m2', 'group:g1', ANN, 200, 'harbour'),
    ])
    expect(
      (await searchOver(store).search('harbour', { chatId: 'group:g1' })).hits.map((h) => h.messageId),
    ).toEqual(['m2'])
    expect(await searchOver(store).search('   ')).toEqual({ hits: [], total: 0 })
    expect(await searchOver(createIdbChatStore({ name: 'never-opened' })).search('harbour')).toEqual({
      hits: [],
      total: 0,
    })
    expect(await searchOver(undefined).search('harbour')).toEqual({ hits: [], total: 0 })
  })

  it('walks 10,000 stored messages and returns the newest 50 matches, counting all', async () => {
    const records = Array.from({ length: 10_000 }, (_, i) =>
      record(
        `m${String(i).padStart(5, '0')}`,
        i % 2 ? BOB : ANN,
        i % 2 ? BOB : ANN,
        1_000 + i,
        i % 7 === 0 ? `ship ${i}` : `boat ${i}`,
      ),
    )
    const store = await openStore(records)
    const { hits, total } = await searchOver(store).search('SHIP')
    expect(total).toBe(Math.ceil(10_000 / 7))
    expect(hits).toHaveLength(50)
    expect(hits[0]?.text).toBe('ship 9996')
    expect(hits[49]?.text).toBe(`ship ${9996 - 49 * 7}`)
  })

  it('rejects when the store fails while walked, so the screen can say so', async () => {
    const store = await openStore([record('m1', BOB, BOB, 100, 'harbour')])
    const failing = { ...store, ready: true, scanMessages: () => Promise.reject(new Error('disk I/O error')) }
    await expect(searchOver(failing).search('harbour')).rejects.toThrow('disk I/O error')
  })
})
