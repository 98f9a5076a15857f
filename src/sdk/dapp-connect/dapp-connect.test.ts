import { describe, expect, it } from 'vitest'
import {
  bridgeAccepted,
  bridgeHarness,
  firstSeedRandom,
  HARNESS_DAPP_ID,
  HARNESS_METADATA,
  HARNESS_WALLET_TOPIC,
} from '../../../tests/fakes/bridge-pair'
import { ManualClock, MemoryLogger, seededRandom } from '../../../tests/fakes/ports'
import { FakeSocketTransport } from '../../../tests/fakes/socket-pair'
import vectors from '../../../tests/fixtures/vectors.json'
import { buildAuthorizationApproval, buildRpcError } from '../../domain/bridge'
import { bytesToHex } from '../../domain/crypto/encoding'
import { ErrorCode } from '../../domain/errors'
import { DappConnectClient } from './dapp-connect'
import type { DappConnectOptions, DappConnectPorts } from './options'

const { keys } = vectors
const T0 = 1_700_000_000_000
const CHECKSUMMED = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01'

const setup = (requestTimeoutMs?: number) => {
  const clock = new ManualClock(T0)
  const logger = new MemoryLogger()
  const random = firstSeedRandom(keys.seedA, seededRandom(3))
  return { clock, logger, ...bridgeHarness({ clock, random, logger, requestTimeoutMs }, keys.seedB) }
}

const approval = (id = 'requestId:1234561700000000000') =>
  buildAuthorizationApproval(
    id,
    {
      eip155: {
        chains: ['eip155:1'],
        methods: ['personal_sign'],
        events: [],
        accounts: [`eip155:1:${CHECKSUMMED}`],
      },
    },
    { name: 'Web3MQ Wallet', description: 'd', url: 'https://w.example', icons: [], redirect: '' },
  )

const portsOf = (overrides: Partial<DappConnectPorts> = {}): DappConnectPorts => ({
  socket: new FakeSocketTransport(),
  clock: new ManualClock(),
  random: seededRandom(),
  ...overrides,
})
const OPTIONS: DappConnectOptions = {
  dAppID: 'SwapChat:im',
  wsUrl: 'wss://n/messages',
  metadata: HARNESS_METADATA,
}

describe('DappConnectClient construction', () => {
  it.each([
    ['no options', undefined],
    ['no dapp id', { ...OPTIONS, dAppID: '' }],
    ['no metadata', { ...OPTIONS, metadata: undefined }],
  ])('refuses %s with "The options is required!"', (_, options) => {
    const build = () => new DappConnectClient(options as unknown as DappConnectOptions, portsOf())
    expect(build).toThrow('The options is required!')
  })

  it('[P5.7] refuses an empty socket URL and a missing socket port with the catalogue strings', () => {
    expect(() => new DappConnectClient({ ...OPTIONS, wsUrl: '' }, portsOf())).toThrow('The url is required!')
    const noSocket = { clock: new ManualClock(), random: seededRandom() }
    expect(() => new DappConnectClient(OPTIONS, noSocket)).toThrow('Browser not supported WebSocket')
    expect(() => new DappConnectClient({ ...OPTIONS, requestTimeoutMs: 0 }, portsOf())).toThrow(
      'requestTimeoutMs must be a positive number of milliseconds',
    )
  })

  it('derives its topic from a fresh key (golden vector) and opens nothing until asked', () => {
    const h = setup()
    expect(h.client.publicKey).toBe(keys.pubA)
    expect(h.client.topic).toBe(vectors.bridgeTopic.hexForm)
    expect(h.transport.links).toHaveLength(0)
    expect(h.client.nodeId).toBe('')
    expect(h.client.session).toBeUndefined()
  })
})

describe('bridge connect', () => {
  it('sends the unsigned type-100 command on open and learns the node id from 101', async () => {
    const h = setup()
    const statuses: string[] = []
    h.client.events.on('dappConnect.connect', ({ status }) => statuses.push(status))
    const done = h.client.connect()
    expect(h.link().url).toBe('wss://node.test/messages')
    expect(h.link().sent).toHaveLength(0)
    h.link().open()
    const topicHex = bytesToHex(new TextEncoder().encode(vectors.bridgeTopic.hexForm))
    const dappHex = bytesToHex(new TextEncoder().encode(HARNESS_DAPP_ID))
    // NodeID "" left out; SignatureTimestamp 0 and DAppSignature "" present, as DC-npm sets them.
    expect(bytesToHex(h.link().sent[0]!)).toBe(`0a64120b${dappHex}1a2f${topicHex}20002a00`)
    h.link().receive(bridgeAccepted('node-7', h.client.topic))
    await done
    expect(h.client.nodeId).toBe('node-7')
    expect(statuses).toEqual(['success'])
    await h.client.connect()
    expect(h.transport.links).toHaveLength(1)
  })
})

describe('approval', () => {
  it('resolves with the wallet address, metadata, topic (lower-cased) and key', async () => {
    const h = setup()
    await h.connect()
    const seen: unknown[] = []
    h.client.events.on('dappConnect.dappConnect', ({ data }) => seen.push(data))
    const waiting = h.client.waitForApproval()
    h.say(approval())
    const result = await waiting
    expect(result).toEqual({
      address: CHECKSUMMED,
      walletInfo: {
        name: 'Web3MQ Wallet',
        description: 'd',
        url: 'https://w.example',
        icons: [],
        redirect: '',
      },
      walletTopic: HARNESS_WALLET_TOPIC.toLowerCase(),
      walletPubkey: keys.pubB,
    })
    expect(h.client.session).toEqual(result)
    expect(seen).toEqual([
      expect.objectContaining({ kind: 'approval', dialect: 'jsonrpc', address: CHECKSUMMED }),
    ])
  })

  it('keeps an approval that came before anyone waited', async () => {
    const h = setup()
    await h.connect()
    h.say(approval())
    await expect(h.client.waitForApproval()).resolves.toMatchObject({ address: CHECKSUMMED })
  })

  it('rejects with WALLET.REJECTED and the wallet reason; an early refusal is reported once', async () => {
    const h = setup()
    await h.connect()
    const waiting = h.client.waitForApproval()
    h.say(buildRpcError('requestId:1', 'provider_authorization', 5000))
    await expect(waiting).rejects.toMatchObject({
      code: ErrorCode.WalletRejected,
      message: 'The wallet rejected the connection request: User disapproved requested chains (code 5000)',
      retryable: false,
      detail: { request: 'connect', rpcCode: 5000 },
    })
    h.say(buildRpcError('requestId:1', 'provider_authorization', 5100, 'Only Goerli here'))
    await expect(h.client.waitForApproval()).rejects.toThrow(
      'The wallet rejected the connection request: Only Goerli here (code 5100)',
    )
    const again = h.client.waitForApproval()
    h.say(approval())
    await expect(again).resolves.toMatchObject({ address: CHECKSUMMED })
  })

  it('reads a legacy connectResponse as an approval, and approve:false as a refusal', async () => {
    const h = setup()
    await h.connect()
    const walletInfo = { name: 'W', description: '', address: '0xabc', walletType: 'eth' }
    h.say({ action: 'connectResponse', approve: false, walletInfo })
    await expect(h.client.waitForApproval()).rejects.toThrow('The wallet rejected the connection request')
    h.say({ action: 'connectResponse', approve: true, walletInfo })
    await expect(h.client.waitForApproval()).resolves.toEqual({
      address: '0xabc',
      walletInfo: { name: 'W', description: '', url: '', icons: [], redirect: '', walletType: 'eth' },
      walletTopic: HARNESS_WALLET_TOPIC.toLowerCase(),
      walletPubkey: keys.pubB,
    })
  })

  it('ignores messages for other topics and unreadable ones, and survives a throwing listener', async () => {
    const h = setup()
    await h.connect()
    h.client.events.on('dappConnect.dappConnect', () => {
      throw new Error('listener bug')
    })
    const other = h.wallet.messageTo({ topic: 'bridge:someone-else', publicKey: keys.pubA }, '{}')
    h.link().receive(other)
    const garbage = h.wallet.messageTo(h.client, 'x')
    garbage.message.payload = new TextEncoder().encode('{"publicKey":"00","content":"zz"}')
    h.link().receive(garbage)
    h.link().receiveBytes(Uint8Array.of(0x0a))
    h.say(approval())
    await expect(h.client.waitForApproval()).resolves.toMatchObject({ address: CHECKSUMMED })
    const messages = h.logger.entries.map((e) => `${e.level}: ${e.message}`)
    expect(messages).toEqual([
      'warn: bridge: unreadable message ignored',
      'warn: bridge: undecodable frame ignored',
      'error: bridge: a dappConnect.dappConnect listener threw',
    ])
  })
})

describe('DappConnectClient on a network of nodes', () => {
  it('opens the bridge on the node its route moved to when the first does not answer, and links name that node', async () => {
    const transport = new FakeSocketTransport()
    let wsUrl = 'ws://dead.node/messages'
    const failed: (string | undefined)[] = []
    const route = {
      get wsUrl() {
        return wsUrl
      },
      moveAway: async (at?: string) => {
        failed.push(at)
        wsUrl = 'ws://live.node/messages'
        return { moved: true }
      },
    }
    const client = new DappConnectClient({ ...OPTIONS, route }, portsOf({ socket: transport }))
    const connected = client.connect()
    expect(transport.last.url).toBe('ws://dead.node/messages')
    transport.last.drop(1006)
    await expect.poll(() => transport.links.length).toBe(2)
    expect(failed).toEqual(['ws://dead.node/messages'])
    expect(transport.last.url).toBe('ws://live.node/messages')
    transport.last.open()
    transport.last.receive(bridgeAccepted('node-2', client.topic))
    await connected
    expect(client.nodeId).toBe('node-2')
    expect(decodeURIComponent(client.getLegacyConnectLink())).toContain('bridge=ws://live.node/messages')
  })

  it('gives up as before when the route has nowhere to go', async () => {
    const transport = new FakeSocketTransport()
    const route = { wsUrl: 'ws://dead.node/messages', moveAway: async () => ({ moved: false }) }
    const client = new DappConnectClient({ ...OPTIONS, route }, portsOf({ socket: transport }))
    const connected = client.connect()
    transport.last.drop(1006)
    await expect(connected).rejects.toMatchObject({ code: ErrorCode.SocketClosed })
    expect(transport.links).toHaveLength(1)
  })
})
