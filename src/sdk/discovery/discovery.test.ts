import { describe, expect, it } from 'vitest'
import { MemoryNode } from '../../../tests/fakes/memory-node'
import { MemoryLogger } from '../../../tests/fakes/ports'
import { SEED_NODES } from '../../domain/config'
import { ok, serverList } from '../../domain/contract'
import { ErrorCode, errors, hasCode } from '../../domain/errors'
import type { NodeProbe } from '../../ports'
import { fastest, getFastestUrl, wsUrlFor } from './discovery'

/** Answers the server list per seed origin: its endpoints, or an error to fail with. Records every call. */
const fakeHttp = (answers: Record<string, readonly string[] | Error>) => {
  const node = new MemoryNode().answer(serverList, (_fields, call) => {
    const answer = answers[call.baseUrl]
    if (answer === undefined) throw errors.httpNetwork()
    if (answer instanceof Error) throw answer
    return answer.map((endpoint) => ({ endpoint }))
  })
  return { http: node, calls: node.calls }
}

const fakeProbe = (times: Record<string, number | Error>) => {
  const pinged: string[] = []
  const probe: NodeProbe = {
    async ping(endpoint) {
      pinged.push(endpoint)
      const t = times[endpoint]
      if (t === undefined || t instanceof Error) throw t ?? errors.httpNetwork()
      return { endpoint, roundTripMs: t }
    },
  }
  return { probe, pinged }
}

const list = (...endpoints: string[]): readonly string[] => endpoints

describe('getFastestUrl', () => {
  it('[P7.49] [P8.18] [D13.1] asks the env seeds in order, skips a dead seed, picks the smallest round trip', async () => {
    const [dead, alive] = SEED_NODES.test
    const { http, calls } = fakeHttp({ [alive!]: list('https://a.node', 'https://b.node', 'https://c.node') })
    const { probe, pinged } = fakeProbe({ 'https://a.node': 80, 'https://b.node': 12, 'https://c.node': 30 })
    const logger = new MemoryLogger()
    expect(await getFastestUrl('test', { http, probe, logger })).toBe('https://b.node')
    expect(calls.map((c) => c.baseUrl)).toEqual([dead, alive])
    expect(calls[0]!.request).toEqual({ method: 'GET', path: '/api/server-list/', query: {} })
    expect(pinged).toEqual(['https://a.node', 'https://b.node', 'https://c.node'])
    expect(logger.entries.filter((e) => e.level === 'warn').map((e) => e.message)).toEqual([
      `server-list from ${dead} failed`,
    ])
  })

  it('stops at the first seed that answers', async () => {
    const seeds = ['https://s1', 'https://s2']
    const { http, calls } = fakeHttp({ 'https://s1': list('https://x'), 'https://s2': list('https://y') })
    const { probe } = fakeProbe({ 'https://x': 5, 'https://y': 1 })
    const url = await getFastestUrl('dev', { http, probe, logger: new MemoryLogger(), seedNodes: seeds })
    expect(url).toBe('https://x')
    expect(calls).toHaveLength(1)
  })

  it('[P8.19] logs and skips a failed ping, and trims a trailing slash', async () => {
    const { http } = fakeHttp({ 'https://s1': list('https://x/', 'https://y') })
    const { probe, pinged } = fakeProbe({ 'https://x': errors.httpTimeout(10000), 'https://y': 900 })
    const logger = new MemoryLogger()
    const url = await getFastestUrl('dev', { http, probe, logger, seedNodes: ['https://s1'] })
    expect(url).toBe('https://y')
    expect(pinged).toEqual(['https://x', 'https://y'])
    expect(logger.entries.some((e) => e.level === 'warn' && e.message === 'ping https://x failed')).toBe(true)
  })

  it('[P9.9] uses the dev seeds for env dev', async () => {
    const { http, calls } = fakeHttp({})
    const { probe } = fakeProbe({})
    await expect(getFastestUrl('dev', { http, probe, logger: new MemoryLogger() })).rejects.toThrow(
      'Network Error',
    )
    expect(calls.map((c) => c.baseUrl)).toEqual([...SEED_NODES.dev])
  })

  it('rethrows the last failure when every seed or every ping fails', async () => {
    const { http } = fakeHttp({ 'https://s1': errors.httpStatus(502) })
    const { probe } = fakeProbe({})
    const logger = new MemoryLogger()
    await expect(getFastestUrl('dev', { http, probe, logger, seedNodes: ['https://s1'] })).rejects.toThrow(
      'Request failed with status code 502',
    )
    const listed = fakeHttp({ 'https://s1': list('https://x') })
    const timeout = errors.httpTimeout(10000)
    const failing = fakeProbe({ 'https://x': timeout })
    await expect(
      getFastestUrl('dev', { http: listed.http, probe: failing.probe, logger, seedNodes: ['https://s1'] }),
    ).rejects.toBe(timeout)
  })

  it('refuses an empty seed list and an empty server list with clear errors', async () => {
    const { http } = fakeHttp({ 'https://s1': list() })
    const { probe } = fakeProbe({})
    const logger = new MemoryLogger()
    const none = await getFastestUrl('dev', { http, probe, logger, seedNodes: [] }).catch((e: unknown) => e)
    expect(hasCode(none, ErrorCode.InvalidInput)).toBe(true)
    expect((none as Error).message).toBe('No seed nodes to discover from')
    const empty = await getFastestUrl('dev', { http, probe, logger, seedNodes: ['https://s1'] }).catch(
      (e: unknown) => e,
    )
    expect((empty as Error).message).toBe('The server list is empty')
  })

  it('moves on when a seed answers a non-zero code or a malformed list', async () => {
    const bodies: Record<string, unknown> = {
      'https://s1': { code: 500, msg: 'Internal error', data: null },
      'https://s2': { code: 0, msg: 'ok', data: [{ host: 'no endpoint' }] },
      'https://s3': ok([{ endpoint: 'https://z' }]),
    }
    const http = new MemoryNode().breakContract(serverList, (call) => bodies[call.baseUrl])
    const { probe } = fakeProbe({ 'https://z': 3 })
    const logger = new MemoryLogger()
    const seeds = ['https://s1', 'https://s2', 'https://s3']
    expect(await getFastestUrl('dev', { http, probe, logger, seedNodes: seeds })).toBe('https://z')
    expect(logger.entries.filter((e) => e.level === 'warn')).toHaveLength(2)
  })
})

describe('fastest', () => {
  it('keeps the earlier result on a tie', () => {
    const a = { endpoint: 'a', roundTripMs: 5 }
    const b = { endpoint: 'b', roundTripMs: 5 }
    expect(fastest([a, b])).toBe(a)
    expect(fastest([])).toBeUndefined()
  })
})

describe('wsUrlFor', () => {
  it('[P7.52] maps https to wss and http to ws, keeping host and port, dropping any path', () => {
    expect(wsUrlFor('https://testnet-us-west-1-1.web3mq.com')).toBe(
      'wss://testnet-us-west-1-1.web3mq.com/messages',
    )
    expect(wsUrlFor('http://127.0.0.1:4321')).toBe('ws://127.0.0.1:4321/messages')
    expect(wsUrlFor('HTTPS://node.example/api/')).toBe('wss://node.example/messages')
  })

  it('refuses anything but http(s)', () => {
    for (const bad of ['', 'ftp://x', 'wss://x', 'node.example']) {
      expect(() => wsUrlFor(bad)).toThrow(/Not an http\(s\) node URL/)
    }
  })
})
