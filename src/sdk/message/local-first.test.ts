import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { KEYS, ME, historyItem as nodeHistoryItem, PEER, T0 } from '../../../tests/_util/chat-vectors'
import { memoryContext } from '../../../tests/_util/memory-context'
import { MemoryNode } from '../../../tests/fakes/memory-node'
import { ManualClock, MemoryKeyStore, MemoryLogger, seededRandom } from '../../../tests/fakes/ports'
import { FakeSession } from '../../../tests/fakes/socket-pair'
import { createIdbChatStore } from '../../adapters/idb/idb-chat-store'
import { messageHistory } from '../../domain/contract'
import { utf8ToBytes } from '../../domain/crypto/encoding'
import type { DisplayMessage } from '../../domain/messages'
import { messageFrame, messageStatusFrame } from '../../domain/protocol'
import { messageId } from '../../domain/signing/socket'
import type { ChatRecord, ChatStore } from '../../ports'
import { MessageModule } from './message'
import { storedMessage } from './store'

let dbCount = 0
let clock: ManualClock
let node: MemoryNode
let session: FakeSession
let chatStore: ChatStore
let writes: Promise<void>[]

const setup = () => {
  const { ctx } = memoryContext({
    node,
    keys: KEYS,
    ports: {
      clock,
      random: seededRandom(),
      logger: new MemoryLogger(),
      keyStore: new MemoryKeyStore(),
      chatStore,
    },
    session,
  })
  const pages: { page: number; messages: readonly DisplayMessage[]; nodeCalls: number }[] = []
  ctx.events.on('message.getList', ({ messages, page }) => {
    pages.push({ page, messages, nodeCalls: node.callsTo(messageHistory).length })
  })
  return { module: new MessageModule(ctx), pages }
}

const incoming = (text: string, timestamp: number) => {
  const payload = utf8ToBytes(text)
  const ids = { comeFrom: PEER, contentTopic: ME, timestamp, payload }
  return messageFrame({ ...ids, messageId: messageId(ids), fromSign: 'sig', nodeId: 'node:1' })
}

const historyItem = (text: string, timestamp: number) => nodeHistoryItem(text, timestamp)

const contents = (list: readonly DisplayMessage[]) => list.map((m) => m.content)
/** Waits for the batch a pushed frame started (it begins once the task ends) to be written. */
const written = async () => {
  await new Promise((resolve) => setTimeout(resolve, 0))
  await Promise.all(writes)
}

beforeEach(async () => {
  clock = new ManualClock(T0, 0)
  node = new MemoryNode()
  session = new FakeSession()
  const store = createIdbChatStore({ name: `local-first-${++dbCount}` })
  await store.open()
  writes = []
  const putMessages = store.putMessages.bind(store)
  chatStore = Object.assign(store, {
    putMessages: (records: Parameters<ChatStore['putMessages']>[0]) => {
      const write = putMessages(records)
      writes.push(write)
      return write
    },
  })
})

describe('MessageModule with the IndexedDB chat store', () => {
  it('[P3.16] writes a burst of received messages in one transaction', async () => {
    setup()
    for (let i = 0; i < 50; i++) session.push(incoming(`m${i}`, T0 + i))
    await written()
    expect(writes).toHaveLength(1)
    expect(await chatStore.messagesOf(PEER)).toHaveLength(50)
  })

  it('[P3.16] opens a chat with the newest stored page before the node answers, then merges it', async () => {
    setup()
    for (let i = 0; i < 30; i++) session.push(incoming(`m${i}`, T0 + i))
    await written()
    node.answer(messageHistory, () => [historyItem('new', T0 + 100), historyItem('m29', T0 + 29)])
    // A new module on the same database: the page reloaded.
    const { module, pages } = setup()
    const shown = await module.getMessageList(PEER, 1, 20)
    expect(pages[0]).toMatchObject({ page: 1, nodeCalls: 0 })
    expect(contents(pages[0]?.messages ?? [])).toEqual(Array.from({ length: 20 }, (_, i) => `m${29 - i}`))
    // The node's page is short, so it is the whole history: every stored message stays beside it.
    expect(contents(shown).slice(0, 3)).toEqual(['new', 'm29', 'm28'])
    expect(shown).toHaveLength(21)
  })

  it('[P3.16] keeps the stored messages shown when the node cannot be reached', async () => {
    setup()
    session.push(incoming('kept', T0 + 1))
    await written()
    const { module } = setup()
    expect(contents(await module.getMessageList(PEER))).toEqual(['kept'])
  })

  it("[P3.16] leaves out another account's records of the same chat on this device", async () => {
    setup()
    session.push(incoming('mine', T0 + 1))
    await written()
    const [record] = await chatStore.messagesOf(PEER)
    const theirs = storedMessage(record as ChatRecord)[0] as DisplayMessage
    await chatStore.putMessages([
      {
        ...(record as ChatRecord),
        messageId: 'theirs',
        contentTopic: 'user:another-account',
        timestamp: T0 + 2,
        payload: { messageList: [{ ...theirs, id: 'theirs', content: 'theirs', timestamp: T0 + 2 }] },
      },
    ])
    const { module } = setup()
    expect(contents(await module.getMessageList(PEER))).toEqual(['mine'])
  })

  it('[P3.10] [P3.20] names senders from the user-info cache, stored, fetched and live', async () => {
    await chatStore.putUserInfo({ userid: PEER, nickname: 'Bob', avatar_url: 'https://a.example/bob.png' })
    setup()
    session.push(incoming('stored', T0 + 1))
    await written()
    node.answer(messageHistory, () => [historyItem('fetched', T0 + 2)])
    const { module, pages } = setup()
    await module.getMessageList(PEER)
    session.push(incoming('live', T0 + 3))
    const named = (list: readonly DisplayMessage[]) => list.map((m) => [m.content, m.username, m.avatar])
    expect(named(pages[0]?.messages ?? [])).toEqual([['stored', 'Bob', 'https://a.example/bob.png']])
    expect(named(module.messageList)).toEqual([
      ['live', 'Bob', 'https://a.example/bob.png'],
      ['fetched', 'Bob', 'https://a.example/bob.png'],
      ['stored', 'Bob', 'https://a.example/bob.png'],
    ])
  })
  it('[P3.16] writes the ack of an own message to its record, so a reload does not show it sending', async () => {
    const { module } = setup()
    const echo = await module.queueMessage('mine', PEER)
    const stored = async () => storedMessage((await chatStore.messagesOf(PEER))[0] as ChatRecord)[0]
    expect(await stored()).toMatchObject({ id: echo.id, msgLoading: 'loading' })
    session.push(
      messageStatusFrame({ messageId: echo.id, contentTopic: PEER, messageStatus: 'received', timestamp: 1 }),
    )
    await written()
    expect(await stored()).toMatchObject({ id: echo.id, msgLoading: 'success' })
  })
})
