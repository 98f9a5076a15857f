import { describe, expect, it } from 'vitest'
import { MemoryNode } from '../../../tests/fakes/memory-node'
import { cryptoRandom, ManualClock, MemoryLogger } from '../../../tests/fakes/ports'
import { FakeSocketTransport } from '../../../tests/fakes/socket-pair'
import { userInfo } from '../../domain/contract'
import { ErrorCode, type Web3MQError } from '../../domain/errors'
import type { EventName } from '../../domain/events'
import { fromUint64, messageStatusFrame, tempConnectReplyFrame } from '../../domain/protocol'
import type { SignClientOptions } from './options'
import { SignClient } from './sign-client'

const OPTIONS: SignClientOptions = {
  dAppID: 'SwapChat:im',
  topicID: 'SwapChat:im@eth:0xABC',
  signatureTimestamp: 1_700_000_000_123,
  dAppSignature: 'sig',
  wsUrl: 'wss://node.test/messages',
  nodeUrl: 'https://node.test',
  requestTimeoutMs: 1_000,
}

const USER = { userid: 'user:1', pubkey: '79b5562e8fe654f94078b112e8a98ba7901f853ae695bed7e0e3910bad049664' }
const http = new MemoryNode().answer(userInfo, () => USER)

const setup = () => {
  const clock = new ManualClock()
  const transport = new FakeSocketTransport()
  const client = new SignClient(OPTIONS, {
    socket: transport,
    http,
    clock,
    random: cryptoRandom,
    logger: new MemoryLogger(),
  })
  const seen: string[] = []
  for (const name of ['dappConnect.connect', 'dappConnect.messageStatus'] as EventName[]) {
    client.events.on(name, (payload) => seen.push(`${name}:${(payload as { status: string }).status}`))
  }
  return { clock, transport, client, seen }
}

const failure = (promise: Promise<unknown>): Promise<Web3MQError> =>
  promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (error: Web3MQError) => error,
  )

const reply = (statusCode: number, statusMsg: string) =>
  tempConnectReplyFrame({ NodeID: 'node-1', DAppID: '', TopicID: '', statusCode, statusMsg, Timestamp: 1 })

describe('SignClient', () => {
  it('[P5.14] [P8.16] throws "The options is required!" without options or a topic', () => {
    const ports = {
      socket: new FakeSocketTransport(),
      http,
      clock: new ManualClock(),
      random: cryptoRandom,
      logger: new MemoryLogger(),
    }
    expect(() => new SignClient(undefined as unknown as SignClientOptions, ports)).toThrow(
      'The options is required!',
    )
    expect(() => new SignClient({ ...OPTIONS, topicID: '' }, ports)).toThrow('The options is required!')
  })

  it('[P5.15] sends type 5 with the lower-cased topic and stores the node id of a 200 reply', async () => {
    const { transport, client, seen } = setup()
    const done = client.connect()
    transport.last.open()
    const hello = transport.last.frames[0]
    if (hello?.kind !== 'tempConnect') throw new Error('expected a temp connect')
    expect(hello.message.NodeID).toBe('')
    expect(hello.message.DAppID).toBe('SwapChat:im')
    expect(hello.message.TopicID).toBe('swapchat:im@eth:0xabc')
    expect(fromUint64(hello.message.SignatureTimestamp)).toBe(1_700_000_000_123)
    expect(hello.message.DAppSignature).toBe('sig')
    transport.last.receive(reply(200, 'success'))
    await expect(done).resolves.toBe('node-1')
    expect(client.nodeId).toBe('node-1')
    transport.last.receive(
      messageStatusFrame({ messageId: '', contentTopic: 'user:1', messageStatus: 'received', timestamp: 1 }),
    )
    expect(seen).toEqual(['dappConnect.connect:success', 'dappConnect.messageStatus:success'])
  })

  it('rejects with the node status text when the temp connect is refused', async () => {
    const { transport, client, seen } = setup()
    const done = failure(client.connect())
    transport.last.open()
    transport.last.receive(reply(400, 'invalid request'))
    const error = await done
    expect(error.code).toBe(ErrorCode.NodeError)
    expect(error.message).toBe('invalid request')
    expect(seen).toEqual(['dappConnect.connect:error'])
  })

  it('times out the key request on the clock with a retryable error', async () => {
    const { clock, transport, client } = setup()
    const connected = client.connect()
    transport.last.open()
    transport.last.receive(reply(200, 'success'))
    await connected
    const { code, keys } = await client.requestKeys({ didType: 'eth', didValue: '0xABC' })
    expect(code).toMatch(/^\d{6}$/)
    clock.advance(999)
    clock.advance(1)
    const error = await failure(keys)
    expect(error.code).toBe(ErrorCode.WalletConnectFailed)
    expect(error.retryable).toBe(true)
    expect(error.message).toBe('The wallet did not send the keys within 1000 ms')
  })

  it('rejects a waiting request with a retryable SOCKET.CLOSED when the node drops the socket', async () => {
    const { transport, client, seen } = setup()
    const connected = client.connect()
    transport.last.open()
    transport.last.receive(reply(200, 'success'))
    await connected
    const { keys } = await client.requestKeys({ didType: 'eth', didValue: '0xABC' })
    transport.last.drop(1006)
    const error = await failure(keys)
    expect([error.code, error.retryable]).toEqual([ErrorCode.SocketClosed, true])
    expect(seen).toEqual([
      'dappConnect.connect:success',
      'dappConnect.connect:error',
      'dappConnect.connect:close',
    ])
  })
})
