/**
 * dappConnect end to end against a real mock node: the SDK's DappConnectClient on one bridge socket,
 * the scripted wallet app (an independent implementation built from the domain) on another, the node
 * relaying encrypted envelopes between their topics.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BRIDGE_MESSAGE_TYPE, CIPHER_NONE, PayloadType } from '#domain/config'
import { sha3_224Hex } from '#domain/crypto/hash'
import { ErrorCode, type Web3MQError } from '#domain/errors'
import { fromUint64 } from '#domain/protocol'
import { validatePubKeyOf } from '#domain/signing/socket'
import { checksumAddress, recoverPersonalAddress } from '#domain/walletsig/eip191'
import { createNodeSocketTransport } from '../../src/adapters/socket/node-socket'
import { AuthModule } from '../../src/sdk/auth/auth'
import { signInWithWallet } from '../../src/sdk/auth/wallet-flow'
import { NodeApi } from '../../src/sdk/core/api'
import { DappConnectClient, DappConnectSigner } from '../../src/sdk/dapp-connect'
import { type RunningNode, startMockNode } from '../_util/mock-node'
import { testPorts } from '../_util/sdk-context'
import { type ScriptedWalletApp, startScriptedWallet, type WalletScript } from '../fakes/dapp-connect-wallet'
import { cryptoRandom, MemoryLogger, systemClock } from '../fakes/ports'
import { ethWallet } from '../fakes/wallets'

let node: RunningNode
const opened: { close(): unknown }[] = []

beforeAll(async () => {
  node = await startMockNode()
})
afterAll(async () => {
  for (const item of opened) await item.close()
  await node.close()
})

const METADATA = {
  name: 'Push Manager',
  description: 'Web3MQ notifications',
  url: 'https://app.example',
  icons: ['https://app.example/icon.png'],
  redirect: '',
}

const dappClient = (requestTimeoutMs = 10_000): DappConnectClient => {
  const client = new DappConnectClient(
    { dAppID: 'SwapChat:im', wsUrl: node.wsUrl, metadata: METADATA, requestTimeoutMs },
    {
      socket: createNodeSocketTransport(),
      clock: systemClock,
      random: cryptoRandom,
      logger: new MemoryLogger(),
    },
  )
  opened.push(client)
  return client
}

const wallet = async (
  link: string,
  label: string,
  script: WalletScript,
  wsUrl: string | undefined = node.wsUrl,
): Promise<ScriptedWalletApp> => {
  const app = await startScriptedWallet({
    link,
    wallet: ethWallet(label),
    script,
    ...(wsUrl ? { wsUrl } : {}),
  })
  opened.push(app)
  return app
}

const failure = (promise: Promise<unknown>): Promise<Web3MQError> =>
  promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (error: Web3MQError) => error,
  )

describe('dappConnect over the mock node', () => {
  it('hands the wallet a QR link and gets its address when it approves', async () => {
    const client = dappClient()
    const statuses: string[] = []
    client.events.on('dappConnect.connect', ({ status }) => statuses.push(status))
    await client.connect()
    expect(client.nodeId).not.toBe('')
    const app = await wallet(client.getConnectLink({ mode: 'pc' }), 'dc-alice', {
      approve: true,
      signs: 'approve',
    })
    const approval = await client.waitForApproval()
    expect(approval).toEqual({
      address: checksumAddress(ethWallet('dc-alice').address),
      walletInfo: expect.objectContaining({ name: 'Scripted Wallet', walletType: 'web3mq' }),
      walletTopic: app.topic,
      walletPubkey: app.publicKey,
    })
    await app.answered
    expect(app.acks).toEqual(['received'])
    expect(statuses).toEqual(['success'])
  })

  it('gets a personal_sign signature that recovers to the wallet address, in DC-npm message form', async () => {
    const client = dappClient()
    await client.connect()
    const app = await wallet(client.getConnectLink({ mode: 'mobile' }), 'dc-bob', {
      approve: true,
      signs: 'approve',
    })
    const account = await new DappConnectSigner(client).connect()
    expect(account).toEqual({ address: ethWallet('dc-bob').address, didPubkey: '' })
    const acks: string[] = []
    client.events.on('dappConnect.messageStatus', ({ status }) => acks.push(status))
    const text = 'Sign in to Web3MQ\nNonce: 42'
    const signature = await client.sendSign({ signContent: text, address: account.address })
    expect(recoverPersonalAddress(text, signature)).toBe(ethWallet('dc-bob').address)
    expect(app.signRequests).toEqual([text])
    expect(app.failures).toEqual([])
    const seen = app.received[0]!
    expect(JSON.parse(seen.plaintext)).toMatchObject({
      method: 'personal_sign',
      jsonrpc: '2.0',
      params: [text, account.address, ''],
    })
    const { message } = seen
    expect(seen.fromSignValid).toBe(true)
    expect(message.comeFrom).toBe(client.topic)
    expect(message.contentTopic).toBe(app.topic)
    expect(message.messageType).toBe(BRIDGE_MESSAGE_TYPE)
    expect(message.payloadType).toBe(PayloadType.json)
    expect(message.cipherSuite).toBe(CIPHER_NONE)
    expect(message.nodeId).toBe(client.nodeId)
    expect(message.validatePubKey).toBe(validatePubKeyOf(client.publicKey))
    const ts = fromUint64(message.timestamp)
    const payload = new TextDecoder().decode(message.payload)
    expect(message.messageId).toBe(sha3_224Hex(`${app.topic}${app.topic}${ts}${payload}`))
    expect(acks).toEqual(['success'])
  })

  it('reports a wallet that refuses the connection as WALLET.REJECTED with its reason', async () => {
    const client = dappClient()
    await client.connect()
    await wallet(client.getConnectLink(), 'dc-carol', { approve: false, signs: 'approve' })
    const error = await failure(client.waitForApproval())
    expect(error.code).toBe(ErrorCode.WalletRejected)
    expect(error.message).toBe(
      'The wallet rejected the connection request: User disapproved requested chains (code 5000)',
    )
    expect(error.retryable).toBe(false)
  })

  it('reports a refused signature as WALLET.REJECTED with its reason', async () => {
    const client = dappClient()
    await client.connect()
    await wallet(client.getConnectLink(), 'dc-dave', { approve: true, signs: 'reject' })
    const { address } = await client.waitForApproval()
    const error = await failure(client.sendSign({ signContent: 'hello', address }))
    expect(error.code).toBe(ErrorCode.WalletRejected)
    expect(error.message).toBe(
      'The wallet rejected the sign request: User disapproved requested methods (code 5001)',
    )
  })

  it('talks to a legacy wallet through the legacy link (socket URL taken from the link)', async () => {
    const client = dappClient()
    await client.connect()
    const link = client.getLegacyConnectLink()
    const app = await wallet(
      link,
      'dc-erin',
      { approve: true, signs: 'approve', dialect: 'legacy' },
      undefined,
    )
    const { address } = await client.waitForApproval()
    expect(address).toBe(checksumAddress(ethWallet('dc-erin').address))
    const signature = await client.sendSign({ signContent: 'legacy text', address, userInfo: 'register' })
    expect(recoverPersonalAddress('legacy text', signature)).toBe(ethWallet('dc-erin').address)
    expect(JSON.parse(app.received[0]!.plaintext)).toMatchObject({
      action: 'signRequest',
      address,
      signRaw: 'legacy text',
      userInfo: 'register',
      proposer: { dAppId: 'SwapChat:im', name: 'Push Manager', iconUrl: 'https://app.example/icon.png' },
    })
  })

  it('times out, retryably, when the wallet goes away before answering', async () => {
    const client = dappClient(300)
    await client.connect()
    const app = await wallet(client.getConnectLink(), 'dc-frank', { approve: true, signs: 'approve' })
    const { address } = await client.waitForApproval()
    await app.close()
    const error = await failure(client.sendSign({ signContent: 'anyone there?', address }))
    expect(error.code).toBe(ErrorCode.WalletConnectFailed)
    expect(error.message).toBe('The wallet did not answer the sign request within 300 ms')
    expect(error.retryable).toBe(true)
  })

  it('[P1.11] signs a new user up and in with the wallet signatures carried over the bridge', async () => {
    const client = dappClient()
    await client.connect()
    const app = await wallet(client.getConnectLink(), 'dc-grace', { approve: true, signs: 'approve' })
    const ports = testPorts()
    const api = new NodeApi({ http: ports.http, clock: ports.clock, logger: ports.logger, baseUrl: node.url })
    const auth = new AuthModule({ api, ports, config: { appKey: 'test-app-key' } })
    const result = await signInWithWallet(auth, { signer: new DappConnectSigner(client), password: 'pw-1' })
    expect(result.registered).toBe(true)
    expect(result.account.address).toBe(ethWallet('dc-grace').address)
    expect(result.keys.userid).toBe(result.userid)
    // Main-key text, then register text: both signed by the wallet app over the bridge.
    expect(app.signRequests).toHaveLength(2)
    expect(app.signRequests[1]).toContain(ethWallet('dc-grace').address)
  })
})
