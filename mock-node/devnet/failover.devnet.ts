/**
 * The SDK follows the network (docs/protocol.md §3.9 "Failover"): three node processes of one devnet; the
 * node a client is on is killed (SIGKILL) and the client is online on another node, its session going on;
 * then 2,000 messages from Alice to Bob while Alice's node is killed twice and Bob's once, each killed node
 * restarted on its port: Bob sees all 2,000 in his open chat, none twice, and his history holds them in order. A killed node that is back is used again.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildRequest, messageHistory, readResponse } from '#domain/contract'
import { base64ToBytes, bytesToUtf8 } from '#domain/crypto/encoding'
import { createFetchNodeProbe } from '../../src/adapters/http/node-probe'
import { createNodeSocketTransport } from '../../src/adapters/socket/node-socket'
import { type Client, initWeb3MQ } from '../../src/sdk'
import { httpSend, signUpAndLogIn, type TestAccount } from '../../tests/_util/node-client'
import { testPorts } from '../../tests/_util/sdk-context'
import { ethWallet } from '../../tests/fakes/wallets'
import { freePort, type NatsServer, removeStores, startNats } from '../test/_util/devnet-engine'
import { type SpawnedNode, spawnDevnetNode } from '../test/_util/devnet-nodes'

const COUNT = 2_000
const ONLINE = { timeout: 30_000, interval: 50 }

let nats: NatsServer
const ports: number[] = []
const running = new Map<number, SpawnedNode>()
const clients: Client[] = []

const urlOf = (port: number) => `http://127.0.0.1:${port}`

const start = async (port: number): Promise<void> => {
  const i = ports.indexOf(port) + 1
  running.set(
    port,
    await spawnDevnetNode([
      '--cluster',
      nats.url,
      '--memory',
      '--node-id',
      `node:follow-${i}`,
      '--port',
      String(port),
    ]),
  )
}

const kill = async (url: string): Promise<number> => {
  const port = Number(new URL(url).port)
  await running.get(port)?.kill('SIGKILL')
  running.delete(port)
  return port
}

/** The SDK as the app runs it on a devnet: started on `url`, the three nodes as its seeds. */
const connectAs = async (account: TestAccount, url: string): Promise<Client> => {
  const sdkPorts = testPorts({ socket: createNodeSocketTransport(), probe: createFetchNodeProbe() })
  const web3mq = await initWeb3MQ({ connectUrl: url, seedNodes: ports.map(urlOf), env: 'dev' }, sdkPorts)
  const client = web3mq.createClient({
    PrivateKey: account.sessionKeys.PrivateKey,
    PublicKey: account.sessionKeys.PublicKey,
    userid: account.userid,
  })
  clients.push(client)
  await client.connect()
  return client
}

/** Kills the node `client` is on and resolves, with the time it took, once the client is open on another. */
const killUnder = async (client: Client): Promise<{ ms: number; from: string; to: string }> => {
  const from = client.context.config.fastUrl
  const port = await kill(from)
  const killedAt = Date.now()
  await vi.waitFor(() => {
    expect(client.context.config.fastUrl).not.toBe(from)
    expect(client.connection?.status).toBe('open')
  }, ONLINE)
  const ms = Date.now() - killedAt
  await start(port)
  return { ms, from, to: client.context.config.fastUrl }
}

beforeAll(async () => {
  nats = await startNats()
  for (let i = 0; i < 3; i++) ports.push(await freePort())
  for (const port of ports) await start(port)
})

afterAll(async () => {
  for (const client of clients) client.close()
  for (const node of running.values()) await node.kill('SIGKILL')
  await nats?.stop()
  removeStores()
})

describe('a client whose node dies', () => {
  it('is online on another node, in the same session, once its node is killed', async () => {
    const [one] = ports.map(urlOf) as [string]
    const alice = await signUpAndLogIn(httpSend(one), ethWallet('follow-alice'), { nickname: 'Alice' })
    const client = await connectAs(alice, one)
    const moved = await killUnder(client)
    expect(moved.from).toBe(one)
    expect(ports.map(urlOf)).toContain(moved.to)
    // Signed REST on the new node with the same session key: no new sign-in.
    expect(await client.user.getMyProfile()).toMatchObject({ userid: alice.userid, nickname: 'Alice' })
    expect(moved.ms).toBeGreaterThan(0)
  })

  it('uses a killed node again once it is back', async () => {
    const [one] = ports.map(urlOf) as [string]
    const carol = await signUpAndLogIn(httpSend(one), ethWallet('follow-carol'))
    const client = await connectAs(carol, one)
    const first = await killUnder(client)
    // Its node is back (killUnder restarted it); now every other node dies, and it is the one that answers.
    const others = ports.map(urlOf).filter((u) => u !== first.from && u !== first.to)
    for (const url of others) await kill(url)
    const second = await killUnder(client)
    expect(second.to).toBe(first.from)
    for (const url of others) await start(Number(new URL(url).port))
    expect(await client.user.getMyProfile()).toMatchObject({ userid: carol.userid })
  })

  it(`delivers ${COUNT} messages in order, none twice, while Alice’s node dies twice and Bob’s once`, async () => {
    const [one, two] = ports.map(urlOf) as [string, string]
    const alice = await signUpAndLogIn(httpSend(one), ethWallet('follow-sender'))
    const bob = await signUpAndLogIn(httpSend(two), ethWallet('follow-receiver'))
    const sender = await connectAs(alice, one)
    const receiver = await connectAs(bob, two)
    // What Bob sees: the open chat's rows (live and caught up) and each live arrival's event.
    receiver.message.setTopic(alice.userid)
    const live: string[] = []
    receiver.events.on('message.received', ({ message }) => {
      if (message.comeFrom === alice.userid) live.push(message.messageId)
    })
    const kills: Record<number, () => Promise<unknown>> = {
      500: () => killUnder(sender),
      1000: () => killUnder(receiver),
      1500: () => killUnder(sender),
    }
    for (let n = 0; n < COUNT; n++) {
      await kills[n]?.()
      await sender.message.sendMessage(`message ${n}`, bob.userid)
    }
    const rows = () => receiver.message.messageList.map((m) => m.id)
    await vi.waitFor(() => expect(new Set(rows()).size).toBe(COUNT), { timeout: 120_000, interval: 200 })
    // None twice: not a row, not a live arrival (what a catch-up found is added without one).
    expect(rows()).toHaveLength(COUNT)
    expect(new Set(live).size).toBe(live.length)

    const texts: string[] = []
    const send = httpSend(receiver.context.config.fastUrl)
    for (let page = 1; texts.length < COUNT + 1; page++) {
      const request = buildRequest(
        messageHistory,
        { topic: alice.userid, page, size: 100 },
        {
          signer: bob.signer,
          timestamp: Date.now() + page,
        },
      )
      const { items } = readResponse(messageHistory, await send(request, bob.headers))
      texts.push(...items.map((m) => bytesToUtf8(base64ToBytes(m.payload))))
      if (items.length < 100) break
    }
    // Newest first on the wire: oldest first it reads message 0 … message 1999.
    expect(texts.reverse()).toEqual(Array.from({ length: COUNT }, (_, n) => `message ${n}`))
  }, 240_000)
})
