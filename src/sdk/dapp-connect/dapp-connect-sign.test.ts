import { describe, expect, it } from 'vitest'
import {
  bridgeHarness,
  firstSeedRandom,
  HARNESS_WALLET_TOPIC,
  nodeAck,
} from '../../../tests/fakes/bridge-pair'
import { ManualClock, MemoryLogger, seededRandom } from '../../../tests/fakes/ports'
import vectors from '../../../tests/fixtures/vectors.json'
import {
  buildAuthorizationApproval,
  buildPersonalSignResponse,
  buildRpcError,
  decryptBridge,
} from '../../domain/bridge'
import { bytesToUtf8, hexToBytes } from '../../domain/crypto/encoding'
import { sha3_224Hex } from '../../domain/crypto/hash'
import { ErrorCode } from '../../domain/errors'
import { fromUint64, type Web3MQRequestMessage } from '../../domain/protocol'
import { verifyBase64 } from '../../domain/signing/sign'

const { keys } = vectors
const T0 = 1_700_000_000_000
const ADDRESS = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01'
const WALLET_TOPIC = HARNESS_WALLET_TOPIC.toLowerCase()

const approved = async () => {
  const clock = new ManualClock(T0)
  const logger = new MemoryLogger()
  const h = bridgeHarness({ clock, logger, random: firstSeedRandom(keys.seedA, seededRandom(5)) }, keys.seedB)
  await h.connect()
  const namespace = {
    chains: ['eip155:1'],
    methods: ['personal_sign'],
    events: [],
    accounts: [`eip155:1:${ADDRESS}`],
  }
  const meta = { name: 'W', description: '', url: '', icons: [], redirect: '' }
  h.say(buildAuthorizationApproval('requestId:1', { eip155: namespace }, meta))
  await h.client.waitForApproval()
  return { ...h, clock, logger }
}

const sentMessage = (h: Awaited<ReturnType<typeof approved>>): Web3MQRequestMessage => {
  const frame = h.lastSent()
  if (frame.kind !== 'message') throw new Error(`expected a message, got ${frame.kind}`)
  return frame.message
}

/** The JSON-RPC id of the last sign request the wallet received. */
const lastRequestId = (h: Awaited<ReturnType<typeof approved>>): string =>
  String(h.wallet.read(h.lastSent()).id)

const flush = () => new Promise((resolve) => setImmediate(resolve))

describe('sendSign', () => {
  it('sends a DC-npm bridge message: quirky id, signed, sealed with the A↔B key of the golden vector', async () => {
    const h = await approved()
    const signing = h.client.sendSign({ signContent: 'hello web3mq', address: ADDRESS })
    await flush()
    const message = sentMessage(h)
    const payload = bytesToUtf8(message.payload)
    const envelope = JSON.parse(payload) as { publicKey: string; content: string }
    expect(Object.keys(envelope)).toEqual(['publicKey', 'content'])
    expect(envelope.publicKey).toBe(keys.pubA)
    const plaintext = decryptBridge(hexToBytes(vectors.bridgeCrypto.aesKey), envelope.content)
    const id = lastRequestId(h)
    expect(id).toMatch(/^requestId:\d{6}1700000000000$/)
    expect(plaintext).toBe(
      `{"id":"${id}","method":"personal_sign","jsonrpc":"2.0","params":["hello web3mq","${ADDRESS}",""]}`,
    )
    expect(message).toMatchObject({
      comeFrom: vectors.bridgeTopic.hexForm,
      contentTopic: WALLET_TOPIC,
      version: 1,
      payloadType: 'application/json',
      cipherSuite: 'NONE',
      needStore: true,
      messageType: 'Web3MQ/bridge',
      nodeId: 'node-1',
      validatePubKey: vectors.chatMessage.validatePubKey,
    })
    expect(fromUint64(message.timestamp)).toBe(T0)
    // DC-npm's quirk: the content topic twice, the sender never.
    expect(message.messageId).toBe(sha3_224Hex(`${WALLET_TOPIC}${WALLET_TOPIC}${T0}${payload}`))
    const signed = `${message.messageId}${message.comeFrom}${WALLET_TOPIC}node-1${T0}`
    expect(verifyBase64(signed, message.fromSign, keys.pubA)).toBe(true)
    h.say(buildPersonalSignResponse(id, '0xsignature'))
    await expect(signing).resolves.toBe('0xsignature')
  })

  it('refuses before any wallet approved', async () => {
    const clock = new ManualClock(T0)
    const h = bridgeHarness({ clock, random: seededRandom() }, keys.seedB)
    await expect(h.client.sendSign({ signContent: 'x', address: ADDRESS })).rejects.toMatchObject({
      code: ErrorCode.WalletConnectFailed,
      message: 'No wallet is connected: wait for the approval first',
    })
    expect(h.transport.links).toHaveLength(0)
  })

  it('matches answers by id, and takes an unmatched answer when a single request is in flight', async () => {
    const h = await approved()
    const first = h.client.sendSign({ signContent: 'one', address: ADDRESS })
    await flush()
    const firstId = lastRequestId(h)
    const second = h.client.sendSign({ signContent: 'two', address: ADDRESS })
    await flush()
    const secondId = lastRequestId(h)
    expect(secondId).not.toBe(firstId)
    h.say(buildPersonalSignResponse('someone-else', '0xnobody'))
    h.say(buildPersonalSignResponse(secondId, '0xtwo'))
    h.say(buildPersonalSignResponse(firstId, '0xone'))
    await expect(first).resolves.toBe('0xone')
    await expect(second).resolves.toBe('0xtwo')
    expect(h.logger.entries.map((e) => e.message)).toContain(
      'bridge: answer to an unknown sign request ignored',
    )
    const third = h.client.sendSign({ signContent: 'three', address: ADDRESS })
    await flush()
    h.say({ id: 7, jsonrpc: '2.0', method: 'personal_sign', result: '0xthree' })
    await expect(third).resolves.toBe('0xthree')
  })

  it('turns a 5001 answer into WALLET.REJECTED with the reason', async () => {
    const h = await approved()
    const signing = h.client.sendSign({ signContent: 'no', address: ADDRESS })
    await flush()
    h.say(buildRpcError(lastRequestId(h), 'personal_sign', 5001))
    await expect(signing).rejects.toMatchObject({
      code: ErrorCode.WalletRejected,
      message: 'The wallet rejected the sign request: User disapproved requested methods (code 5001)',
      retryable: false,
      detail: { request: 'sign', rpcCode: 5001 },
    })
  })

  it('[P4.22] emits messageStatus success for an accepted message and fails a refused one with NODE.ERROR', async () => {
    const h = await approved()
    const statuses: string[] = []
    h.client.events.on('dappConnect.messageStatus', ({ status }) => statuses.push(status))
    const accepted = h.client.sendSign({ signContent: 'a', address: ADDRESS })
    await flush()
    h.link().receive(nodeAck(sentMessage(h).messageId, WALLET_TOPIC))
    h.link().receive(nodeAck('not-ours', WALLET_TOPIC))
    expect(statuses).toEqual(['success'])
    const refused = h.client.sendSign({ signContent: 'b', address: ADDRESS })
    await flush()
    h.link().receive(nodeAck(sentMessage(h).messageId, WALLET_TOPIC, 'invalidSignature'))
    await expect(refused).rejects.toMatchObject({
      code: ErrorCode.NodeError,
      message: 'The node refused the bridge message: invalidSignature',
    })
    h.say(buildPersonalSignResponse(String(h.wallet.read(h.link().frames.at(-2)!).id), '0xa'))
    await expect(accepted).resolves.toBe('0xa')
    expect(statuses).toEqual(['success'])
  })

  it('speaks the legacy dialect to a wallet that approved in it', async () => {
    const clock = new ManualClock(T0)
    const h = bridgeHarness({ clock, random: firstSeedRandom(keys.seedA, seededRandom(9)) }, keys.seedB)
    await h.connect()
    const walletInfo = { name: 'W', description: '', address: ADDRESS, walletType: 'eth' }
    h.say({ action: 'connectResponse', approve: true, walletInfo })
    await h.client.waitForApproval()
    const signing = h.client.sendSign({ signContent: 'legacy', address: ADDRESS, userInfo: 'register' })
    await flush()
    const request = h.wallet.read(h.lastSent())
    const id = String(request.requestId)
    expect(JSON.stringify(request)).toBe(
      JSON.stringify({
        requestId: id,
        action: 'signRequest',
        address: ADDRESS,
        signRaw: 'legacy',
        proposer: {
          dAppId: 'SwapChat:im',
          name: 'Push Manager',
          description: 'Web3MQ notifications',
          url: 'https://app.example',
          iconUrl: 'https://app.example/icon.png',
          redirect: 'https://app.example/back',
        },
        userInfo: 'register',
      }),
    )
    h.say({ action: 'signResponse', approve: false, signature: '', requestId: id, userInfo: 'register' })
    await expect(signing).rejects.toThrow(/^The wallet rejected the sign request$/)
    const again = h.client.sendSign({ signContent: 'legacy', address: ADDRESS })
    await flush()
    const againId = String(h.wallet.read(h.lastSent()).requestId)
    h.say({ action: 'signResponse', approve: true, signature: '0xok', requestId: againId, userInfo: '' })
    await expect(again).resolves.toBe('0xok')
  })
})
