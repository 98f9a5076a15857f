/**
 * A message first seen by scrolling a chat back is found by search on this device (docs/product.md §14.12):
 * the node's history pages are kept in the chat store (fake-indexeddb here) beside what arrived live. The
 * client never connects, so nothing reaches the store by a live frame or a catch-up.
 */
import 'fake-indexeddb/auto'
import { afterAll, expect, it, vi } from 'vitest'
import { createIdbChatStore } from '../../src/adapters/idb/idb-chat-store'
import { type Client, initWeb3MQ } from '../../src/sdk/client'
import { type RunningNode, startMockNode } from '../_util/mock-node'
import { httpSend, injectSend, signUpAndLogIn } from '../_util/node-client'
import { testPorts } from '../_util/sdk-context'
import { seedChat } from '../_util/seed-chat'
import { MemoryKeyStore } from '../fakes/ports'
import { ethWallet } from '../fakes/wallets'

let node: RunningNode | undefined
let client: Client | undefined

afterAll(async () => {
  client?.close()
  await node?.close()
})

it('finds a message read only from an older history page, in that chat and across chats', async () => {
  node = await startMockNode()
  const alice = await signUpAndLogIn(httpSend(node.url), ethWallet('history-search-alice'))
  const bob = await signUpAndLogIn(httpSend(node.url), ethWallet('history-search-bob'))
  const wanted = 'the lighthouse keeper kept a log'
  await seedChat(injectSend(node.app), alice, bob, 60, (n) => (n === 3 ? wanted : `filler ${n}`))
  const chatStore = createIdbChatStore({ name: 'history-search' })
  await chatStore.open()
  const ports = testPorts({ keyStore: new MemoryKeyStore(), chatStore })
  const web3mq = await initWeb3MQ({ connectUrl: node.url }, ports)
  client = web3mq.createClient({ ...bob.sessionKeys, userid: bob.userid })
  expect((await client.search.search('LIGHTHOUSE log')).total).toBe(0)

  // Page 2 of 30 holds messages 0 to 29, the oldest: none of them was ever on screen before.
  await client.message.getHistoryPage(alice.userid, 2, 30)

  await vi.waitFor(async () => expect((await client?.search.search('LIGHTHOUSE log'))?.total).toBe(1), {
    interval: 20,
  })
  const everywhere = await client.search.search('LIGHTHOUSE log')
  expect(everywhere.hits.map(({ chatId, senderId, text }) => ({ chatId, senderId, text }))).toEqual([
    { chatId: alice.userid, senderId: alice.userid, text: wanted },
  ])
  expect((await client.search.search('lighthouse', { chatId: alice.userid })).total).toBe(1)
  // The page is stored, not counted: nothing in it reads as unread.
  expect((await chatStore.messagesOf(alice.userid)).filter((record) => record.unread)).toEqual([])
  expect(await chatStore.messagesOf(alice.userid)).toHaveLength(30)
})
