/**
 * The chat list, local first (docs/product.md §3 Channel and its local fields): Bob's client keeps his chat
 * list in the IndexedDB chat store (fake-indexeddb here) as messages arrive. After a "restart" — a new SDK
 * on the same database — with the node stopped, the first page of the list still shows Alice's chat with
 * its name, last message, time and unread count.
 */
import 'fake-indexeddb/auto'
import { afterAll, expect, it } from 'vitest'
import type { Channel } from '#domain/messages'
import { createIdbChatStore, type IdbChatStore } from '../../src/adapters/idb/idb-chat-store'
import { createNodeSocketTransport } from '../../src/adapters/socket/node-socket'
import { type Client, initWeb3MQ } from '../../src/sdk/client'
import { type RunningNode, startMockNode } from '../_util/mock-node'
import { httpSend, signUpAndLogIn, type TestAccount } from '../_util/node-client'
import { testPorts } from '../_util/sdk-context'
import { MemoryKeyStore } from '../fakes/ports'
import { ethWallet } from '../fakes/wallets'

const SENT = 3
const DB = 'channel-local-first'

let node: RunningNode | undefined
const clients: Client[] = []

afterAll(async () => {
  for (const client of clients) client.close()
  await node?.close()
})

/**
 * A client on the chat database `name`, opened first as the app opens it at sign-in; `written(done)`
 * resolves once a write of the chat list passed `done` (the list is written after the task that changed it).
 */
const clientOf = async (url: string, account: TestAccount, name = DB) => {
  const chatStore = createIdbChatStore({ name })
  await chatStore.open()
  const writes: Channel[][] = []
  const waiting = new Set<() => void>()
  const store: IdbChatStore = Object.assign(Object.create(chatStore) as IdbChatStore, {
    putChannels: async (userid: string, list: readonly Channel[]) => {
      await chatStore.putChannels(userid, list)
      writes.push([...list])
      for (const check of [...waiting]) check()
    },
  })
  const ports = testPorts({
    keyStore: new MemoryKeyStore(),
    socket: createNodeSocketTransport(),
    chatStore: store,
  })
  const web3mq = await initWeb3MQ({ connectUrl: url }, ports)
  const { PrivateKey, PublicKey } = account.sessionKeys
  const client = web3mq.createClient({ PrivateKey, PublicKey, userid: account.userid })
  clients.push(client)
  const written = (done: (list: readonly Channel[]) => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!writes.some(done)) return
        waiting.delete(check)
        resolve()
      }
      waiting.add(check)
      check()
    })
  return { client, chatStore, written }
}

it('[P3.15] [P7.10] lists the chats with last message and unread count from the store, the node stopped', async () => {
  node = await startMockNode()
  const { url } = node
  const alice = await signUpAndLogIn(httpSend(url), ethWallet('channel-lf-alice'), { nickname: 'Alice' })
  const bob = await signUpAndLogIn(httpSend(url), ethWallet('channel-lf-bob'))
  const { client: b, chatStore, written } = await clientOf(url, bob)
  await b.channel.updateChannel({
    chatid: alice.userid,
    chat_type: 'user',
    topic: alice.userid,
    topic_type: 'user',
  })
  await b.channel.queryChannels(1)

  const { client: a } = await clientOf(url, alice, `${DB}-alice`)
  await Promise.all([a.connect(), b.connect()])
  for (let i = 0; i < SENT; i++) await a.message.sendMessage(`hello ${i}`, bob.userid)
  await written((list) => list.find((c) => c.chatid === alice.userid)?.unread === SENT)
  const before = b.channel.channelList.find((c) => c.chatid === alice.userid)
  expect((await chatStore.channelsOf(bob.userid)).find((c) => c.chatid === alice.userid)).toEqual(before)
  b.close()
  chatStore.close()
  await node.close()
  node = undefined

  const { client: restarted } = await clientOf(url, bob)
  const listed = await restarted.channel.queryChannels(1)
  expect(listed.map((c) => [c.chatid, c.chat_name, c.lastMessage, c.unread])).toEqual([
    [alice.userid, 'Alice', `hello ${SENT - 1}`, SENT],
  ])
  expect(listed[0]?.updatedAt).toBe(before?.updatedAt)
  expect(restarted.channel.totalUnread).toBe(SENT)
}, 40_000)
