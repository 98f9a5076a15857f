/**
 * Local first (issue 15 item 3): opening a chat of 10,000 stored messages, and adding one message to an
 * open chat of 10,000 rows.
 * - Store open: ours is the SDK's store-first read (`MessageStore.newest`, the newest page of 20 from the
 *   IndexedDB chat store, fake-indexeddb in Node); the reference is a bare `getAll` of the chat's index,
 *   the least any read of the whole chat costs. The goal is under 50 ms an open (20 opens/s or more).
 * - Open-chat insert: ours is `OpenChat.add` (binary search); the reference is what it did before, the
 *   whole list re-sorted on every message.
 * - Search (docs/product.md §14.12): ours is `client.search` over every chat kept, two words that one message in
 *   a hundred holds; the reference is a bare `getAll` of the whole message store, reading every record and
 *   matching nothing.
 */
import 'fake-indexeddb/auto'
import { openDB } from 'idb'
import { CHAT_HISTORY_STORE } from '#domain/config'
import type { DisplayMessage } from '#domain/messages'
import { createIdbChatStore } from '../../src/adapters/idb/idb-chat-store'
import type { ChatRecord, Logger } from '../../src/ports'
import { OpenChat } from '../../src/sdk/message/open-chat'
import { MessageStore } from '../../src/sdk/message/store'
import { MessageSearch } from '../../src/sdk/search/message-search'
import { type BenchSuite, compareAll, QUICK, rate } from '../harness'

const ROWS = 10_000
const PAGE = 20
const CHAT = 'user:bench-peer'
const DB = 'bench-local-first'
const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} }

const messageAt = (i: number): DisplayMessage => ({
  id: `m${i}`,
  // One message in a hundred mentions the harbour walk: what the search row looks for.
  content: i % 100 === 7 ? `message ${i}: the harbour walk at noon` : `message ${i}`,
  senderId: CHAT,
  username: '',
  avatar: '',
  date: '2026-11-23',
  time: '12:00',
  timestamp: 1_700_000_000_000 + i,
  status: 'received',
  flags: { system: false, saved: true, distributed: true, seen: false, failure: false },
  msgLoading: 'success',
})

const recordOf = (message: DisplayMessage): ChatRecord => ({
  messageId: message.id,
  chatId: CHAT,
  from: CHAT,
  contentTopic: 'user:bench-me',
  timestamp: message.timestamp,
  unread: false,
  payload: { messageList: [message] },
  lastMessage: message.content,
  updatedAt: message.timestamp,
})

/** The open chat as it was: every add re-sorted the whole list. */
const resortingAdd = (rows: readonly DisplayMessage[], message: DisplayMessage) =>
  [message, ...rows].sort((a, b) => b.timestamp - a.timestamp)

const run = async (): Promise<void> => {
  const chatStore = createIdbChatStore({ name: DB })
  await chatStore.open()
  const messages = Array.from({ length: ROWS }, (_, i) => messageAt(i))
  await chatStore.putMessages(messages.map(recordOf))
  const store = new MessageStore({ chatStore, logger: silent } as never, 'user:bench-me')
  const raw = await openDB(DB)

  // The open chat holds ROWS rows; each round adds messages in the middle of its time span.
  const newestFirst = [...messages].reverse()
  let next = 0
  const middle = () => ({ ...messageAt(ROWS / 2), id: `x${next++}` })
  const openChat = () => {
    const chat = new OpenChat()
    chat.open(CHAT)
    chat.mergePage(newestFirst, 1)
    return chat
  }
  const search = new MessageSearch({
    keys: { userid: 'user:bench-me', PrivateKey: '', PublicKey: '' },
    ports: { chatStore, logger: silent },
  } as never)
  let ours = openChat()
  let before: readonly DisplayMessage[] = newestFirst
  const insertMs = QUICK ? 150 : 600

  await compareAll(`local first: ${ROWS.toLocaleString('en-US')} stored messages in one chat`, [
    {
      name: `open a chat from the store, newest ${PAGE} (goal: 20/s, under 50 ms)`,
      unit: 'opens/s',
      ours: rate(() => store.newest(CHAT, PAGE), QUICK ? 500 : 2_000),
      reference: {
        name: 'bare getAll of the chat',
        round: rate(() => raw.getAllFromIndex(CHAT_HISTORY_STORE, 'chatId', CHAT), QUICK ? 500 : 2_000),
      },
    },
    {
      name: `open chat: add one message at ${ROWS.toLocaleString('en-US')} rows`,
      unit: 'adds/s',
      ours: async () => {
        ours = openChat()
        return rate(() => ours.add([middle()]), insertMs)()
      },
      reference: {
        name: 'full re-sort per message',
        round: async () => {
          before = newestFirst
          return rate(() => {
            before = resortingAdd(before, middle())
          }, insertMs)()
        },
      },
    },
    {
      name: `search every chat for "Harbour WALK" (${ROWS.toLocaleString('en-US')} stored, 100 match)`,
      unit: 'searches/s',
      ours: rate(() => search.search('Harbour WALK'), QUICK ? 500 : 2_000),
      reference: {
        name: 'bare getAll of every stored message',
        round: rate(() => raw.getAll(CHAT_HISTORY_STORE), QUICK ? 500 : 2_000),
      },
    },
  ])
  raw.close()
  chatStore.close()
}

export const localFirstSuite: BenchSuite = { name: 'local-first', run }
