/**
 * The SDK entry end to end against a real mock node: discover the node, sign a wallet up, create the
 * client from the login keys, call modules, open the socket.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { StorageKeys } from '#domain/config'
import { ErrorCode } from '#domain/errors'
import { createFetchNodeProbe } from '../../src/adapters/http/node-probe'
import { createNodeSocketTransport } from '../../src/adapters/socket/node-socket'
import { signInWithWallet } from '../../src/sdk/auth/wallet-flow'
import { initWeb3MQ } from '../../src/sdk/client'
import { type RunningNode, startMockNode } from '../_util/mock-node'
import { testPorts } from '../_util/sdk-context'
import { MemoryKeyStore } from '../fakes/ports'
import { walletSigner } from '../fakes/wallet-signer'
import { ethWallet } from '../fakes/wallets'

let node: RunningNode
let deadUrl: string

beforeAll(async () => {
  node = await startMockNode({ nodeId: 'node:client-test' })
  const dead = await startMockNode()
  deadUrl = dead.url
  await dead.close()
})

afterAll(() => node.close())

describe('initWeb3MQ → auth → createClient → connect', () => {
  it('runs a whole session on the discovered node', async () => {
    const keyStore = new MemoryKeyStore()
    const ports = testPorts({ keyStore, probe: createFetchNodeProbe(), socket: createNodeSocketTransport() })
    const web3mq = await initWeb3MQ(
      { env: 'dev', app_key: 'client-key', seedNodes: [deadUrl, node.url] },
      ports,
    )
    expect(web3mq.fastUrl).toBe(node.url)
    expect(web3mq.wsUrl).toBe(node.wsUrl)
    expect(keyStore.get(StorageKeys.fastUrl)).toBe(node.url)

    const wallet = ethWallet('client-alice')
    const signed = await signInWithWallet(web3mq.auth, {
      signer: walletSigner(wallet),
      password: 'pw',
      nickname: 'Alice',
    })
    const didKey = `eth:${wallet.address}`
    const client = web3mq.createClient(
      { PrivateKey: signed.keys.TempPrivateKey, PublicKey: signed.keys.TempPublicKey, userid: signed.userid },
      { didKey },
    )
    expect(client.context.config).toEqual({
      env: 'dev',
      fastUrl: node.url,
      wsUrl: node.wsUrl,
      appKey: 'client-key',
      didKey,
    })
    expect(await client.user.getMyProfile()).toEqual({
      userid: signed.userid,
      wallet_address: wallet.address,
      wallet_type: 'eth',
      nickname: 'Alice',
      avatar_url: '',
    })
    expect(await client.dapp.getMyCreateDappList()).toEqual({ items: [], total: 0 })
    expect(await client.user.getMyAuthInfo()).toBeNull()

    expect(await client.channel.queryChannels()).toEqual([])
    expect(await client.topic.getMyCreateTopicList()).toMatchObject({ items: [], total: 0 })

    await client.connect()
    expect(client.connection?.status).toBe('open')
    expect(client.connection?.nodeId).toBe('node:client-test')
    expect(client.context.session).toBe(client.connection)
    client.close()
    expect(client.connection?.status).toBe('closed')
  })

  it('wires message and channel: a chat from one client shows unread on the other', async () => {
    const socket = createNodeSocketTransport()
    const signIn = async (label: string) => {
      const web3mq = await initWeb3MQ({ connectUrl: node.url }, testPorts({ socket }))
      const wallet = ethWallet(label)
      const { keys, userid } = await signInWithWallet(web3mq.auth, {
        signer: walletSigner(wallet),
        password: 'pw',
      })
      const client = web3mq.createClient(
        { PrivateKey: keys.TempPrivateKey, PublicKey: keys.TempPublicKey, userid },
        { didKey: `eth:${wallet.address}` },
      )
      await client.connect()
      return client
    }
    const alice = await signIn('client-chat-alice')
    const bob = await signIn('client-chat-bob')
    const sent = await alice.message.sendMessage('hello bob', bob.keys.userid)
    expect(sent.content).toBe('hello bob')
    await vi.waitFor(
      () => expect(bob.channel.channelList.some((c) => c.chatid === alice.keys.userid)).toBe(true),
      { timeout: 5_000 },
    )
    expect(bob.channel.channelList.find((c) => c.chatid === alice.keys.userid)).toMatchObject({
      lastMessage: 'hello bob',
      unread: 1,
    })
    expect(bob.channel.totalUnread).toBe(1)
    alice.close()
    bob.close()
  })

  it('[P4.3] reuses a stored URL as connectUrl without discovery', async () => {
    const keyStore = new MemoryKeyStore()
    keyStore.set(StorageKeys.fastUrl, node.url)
    const web3mq = await initWeb3MQ(
      { connectUrl: keyStore.get(StorageKeys.fastUrl) ?? '' },
      testPorts({ keyStore }),
    )
    expect(web3mq.env).toBe('test')
    expect(web3mq.fastUrl).toBe(node.url)
    const lookup = await web3mq.auth.getUserInfo({
      did_type: 'eth',
      did_value: ethWallet('client-nobody').address,
    })
    expect(lookup.userExist).toBe(false)
  })

  it('a client with stale keys is refused by the node with its message', async () => {
    const web3mq = await initWeb3MQ({ connectUrl: node.url }, testPorts())
    const wallet = ethWallet('client-stale')
    const first = await signInWithWallet(web3mq.auth, { signer: walletSigner(wallet), password: 'pw' })
    const stale = web3mq.createClient({
      PrivateKey: first.keys.MainPrivateKey,
      PublicKey: first.keys.MainPublicKey,
      userid: first.userid,
    })
    const error = await stale.user.getMyProfile().catch((e: unknown) => e)
    expect((error as { code: string }).code).toBe(ErrorCode.NodeError)
    expect((error as Error).message).toBe('Request public key does not match the session key')
  })
})
