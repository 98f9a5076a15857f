import { describe, expect, it } from 'vitest'
import { MemoryNode } from '../../tests/fakes/memory-node'
import { ManualClock, MemoryKeyStore, MemoryLogger, seededRandom } from '../../tests/fakes/ports'
import { FakeSocketTransport } from '../../tests/fakes/socket-pair'
import vectors from '../../tests/fixtures/vectors.json'
import { SEED_NODES } from '../domain/config'
import { myProfile, serverList } from '../domain/contract'
import { ErrorCode, errors, type Web3MQError } from '../domain/errors'
import type { NodeProbe } from '../ports'
import { initWeb3MQ } from './client'
import type { SdkPorts } from './core/context'

const KEYS = { PrivateKey: vectors.keys.seedA, PublicKey: vectors.keys.pubA, userid: vectors.userid.expected }

const fakePorts = (extra: Partial<SdkPorts> = {}) => {
  // The first test seed is down; the others list two nodes.
  const http = new MemoryNode()
    .answer(serverList, (_fields, call) => {
      if (call.baseUrl === SEED_NODES.test[0]) throw errors.httpNetwork()
      return [{ endpoint: 'https://far.node' }, { endpoint: 'https://near.node' }]
    })
    .answer(myProfile, () => ({ userid: KEYS.userid, wallet_address: '0x1' }))
  const calls = http.calls
  const probe: NodeProbe = {
    ping: async (endpoint) => ({ endpoint, roundTripMs: endpoint === 'https://near.node' ? 10 : 90 }),
  }
  const keyStore = new MemoryKeyStore()
  const ports: SdkPorts = {
    http,
    probe,
    keyStore,
    clock: new ManualClock(),
    random: seededRandom(),
    logger: new MemoryLogger(),
    ...extra,
  }
  return { ports, calls, keyStore }
}

const rejection = async (run: () => unknown): Promise<Web3MQError> => {
  try {
    await run()
  } catch (error) {
    return error as Web3MQError
  }
  throw new Error('expected a failure')
}

describe('initWeb3MQ', () => {
  it('[P7.52] [P7.55] [P9.9] discovers the fastest node of the default env (test), stores it, derives the socket URL', async () => {
    const { ports, calls, keyStore } = fakePorts()
    const web3mq = await initWeb3MQ({ app_key: 'key-1', didKey: 'eth:0x1' }, ports)
    expect(web3mq).toMatchObject({
      env: 'test',
      fastUrl: 'https://near.node',
      wsUrl: 'wss://near.node/messages',
      appKey: 'key-1',
      didKey: 'eth:0x1',
    })
    expect(calls.map((c) => c.baseUrl)).toEqual(SEED_NODES.test.slice(0, 2))
    expect(keyStore.get('FAST_URL')).toBe('https://near.node')
  })

  it('[P7.55] uses a supplied connect URL without discovery', async () => {
    const { ports, calls, keyStore } = fakePorts({ probe: undefined })
    const web3mq = await initWeb3MQ({ connectUrl: 'http://127.0.0.1:8080/', env: 'dev' }, ports)
    expect(web3mq.fastUrl).toBe('http://127.0.0.1:8080')
    expect(web3mq.wsUrl).toBe('ws://127.0.0.1:8080/messages')
    expect(web3mq.appKey).toBe('')
    expect(calls).toHaveLength(0)
    expect(keyStore.get('FAST_URL')).toBe('http://127.0.0.1:8080')
  })

  it('refuses malformed options and missing ports with clear errors', async () => {
    const { ports } = fakePorts()
    const cases: [unknown, string][] = [
      [null, 'Init options must be an object'],
      [{ env: 'prod' }, 'Unknown env "prod": use dev or test'],
      [{ connectUrl: 'ws://x' }, 'connectUrl must be an http(s) URL, got "ws://x"'],
      [{ app_key: 5 }, 'app_key must be a string'],
    ]
    for (const [options, message] of cases) {
      const error = await rejection(() => initWeb3MQ(options as never, ports))
      expect(error.code).toBe(ErrorCode.InvalidInput)
      expect(error.message).toBe(message)
    }
    const noProbe = await rejection(() => initWeb3MQ({}, { ...ports, probe: undefined }))
    expect(noProbe.message).toBe('A NodeProbe port is required to discover the fastest node')
  })
})

describe('createClient', () => {
  it('[P5.13] [P8.15] requires both keys with the catalogue message', async () => {
    const web3mq = await initWeb3MQ({ connectUrl: 'https://n.test' }, fakePorts().ports)
    for (const keys of [{ ...KEYS, PrivateKey: '' }, { ...KEYS, PublicKey: '' }, undefined]) {
      const error = await rejection(() => web3mq.createClient(keys as never))
      expect(error.message).toBe('The PrivateKey and PublicKey is required!')
      expect(error.code).toBe(ErrorCode.KeysRequired)
    }
    expect((await rejection(() => web3mq.createClient({ ...KEYS, userid: '' }))).message).toBe(
      'The userid is required',
    )
    expect(
      (await rejection(() => web3mq.createClient({ ...KEYS, PublicKey: vectors.keys.pubB }))).message,
    ).toBe('The PublicKey does not belong to the PrivateKey')
  })

  it('[P7.2] signs module calls with the session key and the didkey header', async () => {
    const { ports, calls } = fakePorts()
    const web3mq = await initWeb3MQ({ connectUrl: 'https://n.test', didKey: 'eth:0x1' }, ports)
    const client = web3mq.createClient(KEYS)
    await client.user.getMyProfile()
    expect(calls[0]!.baseUrl).toBe('https://n.test')
    expect(calls[0]!.headers).toEqual({ 'web3mq-request-pubkey': vectors.keys.pubA, didkey: 'eth:0x1' })
    expect(calls[0]!.request.query).toMatchObject({ userid: KEYS.userid })
  })

  it('[P4.7] returns the same client for the same keys, a new one (closing the old) otherwise', async () => {
    const socket = new FakeSocketTransport()
    const web3mq = await initWeb3MQ({ connectUrl: 'https://n.test' }, fakePorts({ socket }).ports)
    const first = web3mq.createClient(KEYS)
    expect(web3mq.createClient({ ...KEYS })).toBe(first)
    const opening = first.connect()
    expect(socket.last.url).toBe('wss://n.test/messages')
    const second = web3mq.createClient({
      PrivateKey: vectors.keys.seedB,
      PublicKey: vectors.keys.pubB,
      userid: KEYS.userid,
    })
    expect(second).not.toBe(first)
    expect(first.connection?.status).toBe('closed')
    await expect(opening).rejects.toMatchObject({ code: ErrorCode.SocketClosed })
    expect(
      web3mq.createClient(
        { ...KEYS, PrivateKey: vectors.keys.seedB, PublicKey: vectors.keys.pubB },
        { didKey: 'eth:0x2' },
      ),
    ).not.toBe(second)
  })

  it('refuses connect() without a socket port', async () => {
    const client = (await initWeb3MQ({ connectUrl: 'https://n.test' }, fakePorts().ports)).createClient(KEYS)
    expect(client.connection).toBeUndefined()
    await expect(client.connect()).rejects.toThrow('Browser not supported WebSocket')
  })
})
