/**
 * A reload mid-send (docs/protocol.md §3.3): messages written while the node cannot be reached wait in the
 * IndexedDB outbox (fake-indexeddb here); the page goes away; the next client of the same user, on a new
 * database connection, sends them once the node is back, and B gets each once, in order.
 */
import 'fake-indexeddb/auto'
import { afterAll, expect, it } from 'vitest'
import { createIdbOutboxStores } from '../../src/adapters/idb/idb-outbox-store'
import { createNodeSocketTransport } from '../../src/adapters/socket/node-socket'
import { type Client, initWeb3MQ } from '../../src/sdk/client'
import { type RunningNode, startMockNode } from '../_util/mock-node'
import { httpSend, signUpAndLogIn, type TestAccount } from '../_util/node-client'
import { testPorts } from '../_util/sdk-context'
import { startTcpProxy, type TcpProxy } from '../_util/tcp-proxy'
import { MemoryKeyStore } from '../fakes/ports'
import { ethWallet } from '../fakes/wallets'

const QUEUED = 20
const REFUSE_MS = 3_000
const DEADLINE_MS = 60_000
const DB_NAME = 'fault-reload-outbox'

let node: RunningNode
let proxy: TcpProxy
const clients: Client[] = []

afterAll(async () => {
  for (const client of clients) client.close()
  await proxy?.close()
  await node?.close()
})

const clientOf = async (account: TestAccount): Promise<Client> => {
  const stores = createIdbOutboxStores({ name: `${DB_NAME}-${account.userid}` })
  const ports = {
    ...testPorts({ keyStore: new MemoryKeyStore(), socket: createNodeSocketTransport() }),
    outboxStore: stores.outbox,
    syncCursor: stores.cursors,
  }
  const web3mq = await initWeb3MQ({ connectUrl: proxy.url }, ports)
  const { PrivateKey, PublicKey } = account.sessionKeys
  const client = web3mq.createClient({ PrivateKey, PublicKey, userid: account.userid })
  clients.push(client)
  return client
}

it(
  'sends what was queued before a reload once the node is back',
  async () => {
    node = await startMockNode()
    proxy = await startTcpProxy(Number(new URL(node.url).port))
    const alice = await signUpAndLogIn(httpSend(node.url), ethWallet('fault-reload-alice'))
    const bob = await signUpAndLogIn(httpSend(node.url), ethWallet('fault-reload-bob'))
    const b = await clientOf(bob)
    await b.connect()
    const raised: string[] = []
    const allRaised = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`B raised ${raised.length}/${QUEUED}`)), DEADLINE_MS)
      b.message.onActivity(({ message, fromSelf }) => {
        if (fromSelf) return
        raised.push(message.content)
        if (raised.length < QUEUED) return
        clearTimeout(timer)
        resolve()
      })
    })

    const before = await clientOf(alice)
    await before.connect()
    const outage = proxy.cut(REFUSE_MS)
    for (let i = 0; i < QUEUED; i++) await before.message.queueMessage(`queued ${i}`, bob.userid)
    expect(before.message.outboxPending).toHaveLength(QUEUED)
    before.close()
    await outage

    const after = await clientOf(alice)
    await after.connect()
    await allRaised
    expect(raised).toEqual(Array.from({ length: QUEUED }, (_, i) => `queued ${i}`))
  },
  DEADLINE_MS * 2,
)
