/**
 * The legacy sign client end to end against a real mock node (docs/protocol.md §3.6, §7.3): the SDK's
 * SignClient on a temp-connected socket, the wallet app simulated by a raw socket logged in as the
 * wallet user. The node relays `dapp_bridge` messages unverified to the user or topic named by
 * contentTopic; the wallet answers the request's comeFrom (lower-cased, docs/product.md §5), which is why the
 * client's topicID is keySyncComeFrom(dAppID, didType, didValue).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decryptBridge, deriveBridgeKey, encryptBridge, normaliseTopicId } from '#domain/bridge'
import { CIPHER_NONE, PayloadType } from '#domain/config'
import { bytesToUtf8, utf8ToBytes } from '#domain/crypto/encoding'
import { ErrorCode, type Web3MQError } from '#domain/errors'
import { generateKeyPair } from '#domain/keys/key-pair'
import { connectFrame, type FrameOfKind, fromUint64, messageFrame } from '#domain/protocol'
import { signBase64 } from '#domain/signing/sign'
import { connectSignContent } from '#domain/signing/socket'
import { TestClient } from '../../mock-node/test/_util/socket-client'
import { createOfetchTransport } from '../../src/adapters/http/ofetch-transport'
import { createNodeSocketTransport } from '../../src/adapters/socket/node-socket'
import {
  keySyncComeFrom,
  SignClient,
  type SignClientOptions,
  type SignClientPorts,
} from '../../src/sdk/sign-client'
import { nextEvent } from '../_util/events'
import { type RunningNode, startMockNode } from '../_util/mock-node'
import { httpSend, signUpAndLogIn, type TestAccount } from '../_util/node-client'
import { cryptoRandom, MemoryLogger, systemClock } from '../fakes/ports'
import { ethWallet } from '../fakes/wallets'

const DAPP_ID = 'SwapChat:im'
let node: RunningNode
let user: TestAccount
const opened: { close(): unknown }[] = []

beforeAll(async () => {
  node = await startMockNode()
  user = await signUpAndLogIn(httpSend(node.url), ethWallet('w'))
})
afterAll(async () => {
  for (const item of opened) await item.close()
  await node.close()
})

const ports = (): SignClientPorts => ({
  socket: createNodeSocketTransport(),
  http: createOfetchTransport(),
  clock: systemClock,
  random: cryptoRandom,
  logger: new MemoryLogger(),
})

const signClient = (requestTimeoutMs = 10_000): SignClient => {
  const client = new SignClient(
    {
      dAppID: DAPP_ID,
      topicID: keySyncComeFrom(DAPP_ID, user.wallet.didType, user.wallet.address),
      signatureTimestamp: 1_700_000_000_000,
      dAppSignature: 'dapp-signature',
      wsUrl: node.wsUrl,
      nodeUrl: node.url,
      requestTimeoutMs,
    },
    ports(),
  )
  opened.push(client)
  return client
}

/** The wallet app: a socket logged in as the wallet user with its session key. */
const walletApp = async (): Promise<TestClient> => {
  const socket = await TestClient.open(node.wsUrl)
  opened.push(socket)
  const timestamp = Date.now()
  socket.send(
    connectFrame({
      nodeId: 'nodeId',
      userId: user.userid,
      timestamp,
      msgSign: signBase64(connectSignContent('nodeId', user.userid, timestamp), user.sessionKeys.PrivateKey),
    }),
  )
  await socket.nextOf('connectReply')
  return socket
}

interface SyncRequest {
  frame: FrameOfKind<'message'>
  body: { action: string; pubkey: string; content: string }
  key: Uint8Array
}

const receiveRequest = async (wallet: TestClient): Promise<SyncRequest> => {
  const frame = await wallet.nextOf('message')
  const body = JSON.parse(bytesToUtf8(frame.message.payload)) as SyncRequest['body']
  return { frame, body, key: deriveBridgeKey(user.mainKeys.PrivateKey, body.pubkey) }
}

const reply = (wallet: TestClient, request: SyncRequest, content: string): void => {
  wallet.send(
    messageFrame({
      payload: utf8ToBytes(JSON.stringify({ action: 'sync_key_pairs_response', content })),
      contentTopic: normaliseTopicId(request.frame.message.comeFrom),
      comeFrom: user.userid,
      timestamp: Date.now(),
      messageId: '',
      payloadType: PayloadType.json,
      messageType: 'dapp_bridge',
    }),
  )
}

const failure = (promise: Promise<unknown>): Promise<Web3MQError> =>
  promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (error: Web3MQError) => error,
  )

describe('SignClient against a mock node', () => {
  it('[P5.14] refuses to be built without options', () => {
    expect(() => new SignClient(undefined as unknown as SignClientOptions, ports())).toThrow(
      'The options is required!',
    )
  })

  it('temp-connects, sends the encrypted code, and resolves with the keys the wallet sends', async () => {
    const wallet = await walletApp()
    const client = signClient()
    const connected = nextEvent(client.events, 'dappConnect.connect', (e) => e.status === 'success')
    const nodeId = await client.connect()
    expect(nodeId).not.toBe('')
    expect(client.nodeId).toBe(nodeId)
    await connected

    const acked = nextEvent(client.events, 'dappConnect.messageStatus')
    const { code, keys } = await client.requestKeys({ didType: 'eth', didValue: user.wallet.address })
    expect(code).toMatch(/^\d{6}$/)
    await acked

    const request = await receiveRequest(wallet)
    const m = request.frame.message
    expect(m.comeFrom).toBe(`${DAPP_ID}@eth:${user.wallet.address.toLowerCase()}`)
    expect(m.contentTopic).toBe(user.userid)
    expect(m.messageType).toBe('dapp_bridge')
    expect(m.payloadType).toBe(PayloadType.json)
    expect(m.cipherSuite).toBe(CIPHER_NONE)
    expect([m.messageId, m.fromSign, m.validatePubKey]).toEqual(['', '', ''])
    expect([m.version, m.needStore, m.nodeId]).toEqual([1, true, nodeId])
    expect(fromUint64(m.timestamp)).toBeGreaterThan(0)
    expect(Object.keys(request.body)).toEqual(['action', 'pubkey', 'content'])
    expect(request.body.action).toBe('sync_key_pairs_request')
    expect(request.body.pubkey).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.parse(decryptBridge(request.key, request.body.content))).toEqual({ code })

    const sent = generateKeyPair((n) => cryptoRandom.bytes(n))
    const event = nextEvent(client.events, 'dappConnect.keys')
    reply(wallet, request, encryptBridge(request.key, JSON.stringify(sent)))
    const expected = { PrivateKey: sent.PrivateKey, PublicKey: sent.PublicKey, userid: user.userid }
    await expect(keys).resolves.toEqual(expected)
    expect((await event).data).toEqual(expected)
  })

  it('accepts camel-case key names from the wallet', async () => {
    const wallet = await walletApp()
    const client = signClient()
    const { keys } = await client.requestKeys({ didType: 'eth', didValue: user.wallet.address })
    const request = await receiveRequest(wallet)
    reply(
      wallet,
      request,
      encryptBridge(request.key, JSON.stringify({ privateKey: 'aa'.repeat(32), publicKey: 'bb'.repeat(32) })),
    )
    await expect(keys).resolves.toEqual({
      PrivateKey: 'aa'.repeat(32),
      PublicKey: 'bb'.repeat(32),
      userid: user.userid,
    })
  })

  it('rejects with BRIDGE.DECRYPT when the answer is sealed with another key', async () => {
    const wallet = await walletApp()
    const client = signClient()
    const { keys } = await client.requestKeys({ didType: 'eth', didValue: user.wallet.address })
    const request = await receiveRequest(wallet)
    const stranger = generateKeyPair((n) => cryptoRandom.bytes(n))
    const wrongKey = deriveBridgeKey(stranger.PrivateKey, request.body.pubkey)
    reply(wallet, request, encryptBridge(wrongKey, JSON.stringify({ PrivateKey: 'aa', PublicKey: 'bb' })))
    const error = await failure(keys)
    expect(error.code).toBe(ErrorCode.BridgeDecrypt)
    expect(error.message).toBe('Bridge message could not be decrypted')
  })

  it('gives up with a retryable error when the wallet stays silent', async () => {
    const client = signClient(300)
    const { keys } = await client.requestKeys({ didType: 'eth', didValue: user.wallet.address })
    const error = await failure(keys)
    expect(error.code).toBe(ErrorCode.WalletConnectFailed)
    expect(error.retryable).toBe(true)
    expect(error.message).toBe('The wallet did not send the keys within 300 ms')
  })

  it('fails with the node text for a wallet that has no Web3MQ account', async () => {
    const client = signClient()
    const error = await failure(client.requestKeys({ didType: 'eth', didValue: ethWallet('nobody').address }))
    expect(error.code).toBe(ErrorCode.NodeError)
    expect(error.message).toBe('User not found')
  })

  it('[P4.22] emits close and rejects a waiting request when closed', async () => {
    const client = signClient()
    const { keys } = await client.requestKeys({ didType: 'eth', didValue: user.wallet.address })
    const closed = nextEvent(client.events, 'dappConnect.connect', (e) => e.status === 'close')
    client.close()
    const error = await failure(keys)
    expect(error.code).toBe(ErrorCode.SocketClosed)
    expect(error.retryable).toBe(false)
    await closed
  })
})
