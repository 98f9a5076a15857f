/**
 * A walkthrough of the Web3MQ SDK, printed step by step: `npm run demo` (tsx examples/demo.ts).
 *
 * It starts the bundled mock node in this process on a free port (or uses the node named by
 * WEB3MQ_NODE_URL), signs two users up with deterministic test wallets, has them follow each other,
 * opens their sockets, sends a chat message with its ack and read receipt, and publishes to a topic
 * Bob subscribed to. Everything goes through the public SDK entry (`src/sdk`) and the real adapters.
 * Exits 0 when every step happened, 1 with the reason otherwise.
 */

import type { EventMap, EventName } from '#domain/events'
import { buildApp } from '../mock-node/src/app'
import { createOfetchTransport } from '../src/adapters/http/ofetch-transport'
import { consoleLogger } from '../src/adapters/platform/console-logger'
import { cryptoRandom } from '../src/adapters/platform/crypto-random'
import { systemClock } from '../src/adapters/platform/system-clock'
import { createNodeSocketTransport } from '../src/adapters/socket/node-socket'
import { type Client, initWeb3MQ, type SdkPorts, signInWithWallet } from '../src/sdk'
import { type DemoWallet, demoWallet, shortAddress } from './wallet'

/** Live events normally take milliseconds; a real node across the internet may take a few seconds. */
const EVENT_TIMEOUT_MS = 10_000
const PASSWORD = 'demo password'

const say = (line: string) => console.log(line)
const step = (title: string) => console.log(`\n== ${title}`)

interface RunningNode {
  url: string
  close(): Promise<void>
}

interface User {
  name: string
  wallet: DemoWallet
  userid: string
  client: Client
}

/** The node named by WEB3MQ_NODE_URL, else a fresh mock node on a free loopback port. */
const startNode = async (): Promise<RunningNode> => {
  const remote = process.env.WEB3MQ_NODE_URL?.trim()
  if (remote) {
    say(`Using the node at ${remote}`)
    return { url: remote.replace(/\/+$/, ''), close: async () => {} }
  }
  const app = await buildApp()
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  say(`Started the bundled mock node at ${url}`)
  return { url, close: () => app.close() }
}

/** What an integrator hands the SDK in Node: real HTTP, socket, clock and randomness. */
const nodePorts = (): SdkPorts => ({
  http: createOfetchTransport(),
  socket: createNodeSocketTransport(),
  clock: systemClock,
  random: cryptoRandom,
  // Debug output off; SDK warnings still print, prefixed, if anything goes wrong.
  logger: consoleLogger({ enabled: false, prefix: '  [sdk]' }),
})

/** initWeb3MQ → signInWithWallet (registers the wallet when the node does not know it) → createClient. */
const signIn = async (nodeUrl: string, name: string): Promise<User> => {
  const app_key = process.env.WEB3MQ_TESTNET_ACCESS_KEY ?? ''
  // One entry object per user: createClient on the same entry would replace the previous client.
  const web3mq = await initWeb3MQ({ connectUrl: nodeUrl, app_key }, nodePorts())
  const wallet = demoWallet(name)
  const { userid, keys, registered } = await signInWithWallet(web3mq.auth, {
    signer: wallet,
    password: PASSWORD,
    nickname: name,
  })
  const client = web3mq.createClient(
    { PrivateKey: keys.TempPrivateKey, PublicKey: keys.TempPublicKey, userid },
    { didKey: `eth:${wallet.address}` },
  )
  const how = registered ? 'registered' : 'signed in (already registered)'
  say(`${name} ${how}: ${userid} (wallet ${shortAddress(wallet.address)})`)
  return { name, wallet, userid, client }
}

/** The next `type` event on `client` that `match`es. Listen BEFORE acting: the SDK emits to listeners present. */
const nextEvent = <K extends EventName>(
  client: Client,
  type: K,
  match: (payload: EventMap[K]) => boolean = () => true,
): Promise<EventMap[K]> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off()
      reject(new Error(`no "${type}" event within ${EVENT_TIMEOUT_MS / 1000} s`))
    }, EVENT_TIMEOUT_MS)
    const off = client.events.on(type, (payload) => {
      if (!match(payload)) return
      clearTimeout(timer)
      off()
      resolve(payload)
    })
  })

const followEachOther = async (alice: User, bob: User): Promise<void> => {
  // Follows are signed by the wallet itself (docs/protocol.md §9.1), not by the session key.
  for (const [from, to] of [
    [alice, bob],
    [bob, alice],
  ] as const) {
    await from.client.contact.followOperation({
      targetUserid: to.userid,
      action: 'follow',
      signer: from.wallet,
    })
    say(`${from.name} follows ${to.name}`)
  }
  for (const user of [alice, bob]) {
    const { stats } = await user.client.user.getPublicProfile({
      did_type: 'eth',
      did_value: user.wallet.address,
    })
    say(`${user.name}: ${stats?.total_followers} follower(s), following ${stats?.total_following}`)
  }
  const contacts = await alice.client.contact.getContactList()
  say(`Alice's contacts (mutual follows): ${contacts.items.map((c) => c.nickname || c.userid).join(', ')}`)
}

const chat = async (alice: User, bob: User): Promise<void> => {
  const acked = nextEvent(alice.client, 'message.delivered', (p) => p.status.contentTopic === bob.userid)
  const received = nextEvent(bob.client, 'message.received', (p) => p.message.comeFrom === alice.userid)
  const sent = await alice.client.message.sendMessage('Hi Bob! 👋', bob.userid)
  say(`Alice → Bob: "${sent.content}" (message ${sent.id.slice(0, 12)}…)`)
  say(`Alice sees the node's ack: ${(await acked).status.messageStatus}`)
  const { message } = await received
  const text = Buffer.from(message.payload, 'base64').toString('utf8')
  say(`Bob received: "${text}" from ${message.comeFrom === alice.userid ? 'Alice' : message.comeFrom}`)

  const readReceipt = nextEvent(
    alice.client,
    'message.statusUpdate',
    (p) => p.status.messageId === sent.id && p.status.messageStatus === 'read',
  )
  await bob.client.message.changeMessageStatus([sent.id], 'read', alice.userid)
  say('Bob marks it read')
  say(`Alice gets the status: ${(await readReceipt).status.messageStatus}`)
}

const publishToTopic = async (alice: User, bob: User): Promise<void> => {
  const { topicid } = await alice.client.topic.createTopic("Alice's news")
  say(`Alice created topic ${topicid}`)
  await bob.client.topic.subscribeTopic(topicid)
  say('Bob subscribed')
  const live = nextEvent(bob.client, 'notification.messageNew', (p) =>
    p.notifications.some((n) => n.type === 'subscription'),
  )
  await alice.client.topic.publishTopicMessage({
    topicid,
    title: 'First post',
    content: 'Hello, subscribers!',
  })
  say('Alice published "First post"')
  const notice = (await live).notifications.find((n) => n.type === 'subscription')
  say(`Bob got a live notification: "${notice?.title}": ${notice?.content}`)
}

/** The error's message with its causes, e.g. "get wallte user info error (cause: Network Error)". */
const reasonOf = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error)
  return error.cause === undefined ? error.message : `${error.message} (cause: ${reasonOf(error.cause)})`
}

const main = async (): Promise<number> => {
  const users: User[] = []
  let node: RunningNode | undefined
  try {
    step('1. A node')
    node = await startNode()
    step('2. Two users sign up with their wallets')
    const alice = await signIn(node.url, 'Alice')
    const bob = await signIn(node.url, 'Bob')
    users.push(alice, bob)
    step('3. They follow each other')
    await followEachOther(alice, bob)
    step('4. Sockets')
    await alice.client.connect()
    await bob.client.connect()
    say(`Both sockets open (node id ${alice.client.connection?.nodeId})`)
    step('5. A chat message, its ack and its read receipt')
    await chat(alice, bob)
    step('6. A topic: create, subscribe, publish')
    await publishToTopic(alice, bob)
    step('Done')
    return 0
  } catch (error) {
    console.error(`\nDemo failed: ${reasonOf(error)}`)
    return 1
  } finally {
    for (const user of users) user.client.close()
    await node?.close()
    say('Closed the sockets and the node.')
  }
}

// Exit explicitly: a half-open socket after a failure must not keep the process alive.
process.exit(await main())
