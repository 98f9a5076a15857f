/**
 * Local first (docs/product.md §3 local chat record and user-info cache): B's client keeps what it
 * receives in the IndexedDB chat store (fake-indexeddb here). After a "restart" — a new SDK instance on
 * the same database — with the node stopped, opening the chat shows that history, each message named
 * with the sender's nickname and avatar from the cache.
 */
import 'fake-indexeddb/auto'
import { afterAll, expect, it, vi } from 'vitest'
import { createIdbChatStore } from '../../src/adapters/idb/idb-chat-store'
import { createIdbOutboxStores } from '../../src/adapters/idb/idb-outbox-store'
import { createNodeSocketTransport } from '../../src/adapters/socket/node-socket'
import type { ChatRecord } from '../../src/ports'
import { type Client, initWeb3MQ } from '../../src/sdk/client'
import { type RunningNode, startMockNode } from '../_util/mock-node'
import { httpSend, signUpAndLogIn, type TestAccount } from '../_util/node-client'
import { testPorts } from '../_util/sdk-context'
import { MemoryKeyStore } from '../fakes/ports'
import { ethWallet } from '../fakes/wallets'

const SENT = 5
const DEADLINE_MS = 20_000
const DB = 'local-first-chat'
const AVATAR = 'https://avatars.example/alice.png'

let node: RunningNode | undefined
const clients: Client[] = []

afterAll(async () => {
  for (const client of clients) client.close()
  await node?.close()
})

const clientOf = async (url: string, account: TestAccount, chatStore = createIdbChatStore({ name: DB })) => {
  await chatStore.open()
  const stores = createIdbOutboxStores({ name: `${DB}-outbox` })
  const ports = {
    ...testPorts({ keyStore: new MemoryKeyStore(), socket: createNodeSocketTransport(), chatStore }),
    outboxStore: stores.outbox,
    syncCursor: stores.cursors,
  }
  const web3mq = await initWeb3MQ({ connectUrl: url }, ports)
  const { PrivateKey, PublicKey } = account.sessionKeys
  const client = web3mq.createClient({ PrivateKey, PublicKey, userid: account.userid })
  clients.push(client)
  return { client, chatStore }
}

/** Resolves once `count` records are in the store: the batch is written after the frame. */
const storedCount = (read: () => Promise<ChatRecord[]>, count: number): Promise<void> =>
  vi.waitFor(async () => expect((await read()).length).toBeGreaterThanOrEqual(count), {
    timeout: DEADLINE_MS,
    interval: 10,
  })

it(
  '[P3.10] [P3.16] [P3.20] keeps received messages for offline history, named from the user-info cache',
  async () => {
    node = await startMockNode()
    const url = node.url
    const alice = await signUpAndLogIn(httpSend(url), ethWallet('local-first-alice'), { nickname: 'Alice' })
    const bob = await signUpAndLogIn(httpSend(url), ethWallet('local-first-bob'))
    const a = (await clientOf(url, alice, createIdbChatStore({ name: `${DB}-alice` }))).client
    await a.user.updateMyProfile('Alice', AVATAR)
    const { client: b, chatStore } = await clientOf(url, bob)
    // Reading Alice's profile fills B's user-info cache.
    await b.user.getPublicProfile({ did_type: 'eth', did_value: alice.wallet.address })
    await Promise.all([a.connect(), b.connect()])
    const received = new Promise<void>((resolve) => {
      let count = 0
      b.message.onActivity(({ fromSelf }) => {
        if (!fromSelf && ++count === SENT) resolve()
      })
    })
    for (let i = 0; i < SENT; i++) await a.message.sendMessage(`hello ${i}`, bob.userid)
    await received
    await storedCount(() => chatStore.messagesOf(alice.userid), SENT)
    b.close()
    chatStore.close()
    await node.close()
    node = undefined

    const { client: restarted } = await clientOf(url, bob)
    const shown = await restarted.message.getMessageList(alice.userid)
    expect(shown.map((m) => m.content)).toEqual(
      Array.from({ length: SENT }, (_, i) => `hello ${SENT - 1 - i}`),
    )
    for (const message of shown) expect(message).toMatchObject({ username: 'Alice', avatar: AVATAR })
  },
  DEADLINE_MS * 2,
)
