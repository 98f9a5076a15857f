import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningNode, startMockNode } from '../../../tests/_util/mock-node'
import { ErrorCode, HttpError } from '../../domain/errors'
import { createFetchNodeProbe } from './node-probe'

let node: RunningNode
let silent: Server
let silentUrl = ''

beforeAll(async () => {
  node = await startMockNode({ nodeId: 'node:probe-test', serverRate: '0.75' })
  // Accepts connections and never answers: the timeout path.
  silent = createServer(() => {})
  await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r))
  silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`
})

afterAll(async () => {
  silent.closeAllConnections()
  await new Promise<void>((r) => silent.close(() => r()))
  await node.close()
})

/** A clock that answers the given readings in turn. */
const readings = (...values: number[]) => {
  let i = 0
  return () => values[Math.min(i++, values.length - 1)] ?? 0
}

describe('node probe against a real mock node', () => {
  it('[P7.50] [P7.51] [D13.1] HEADs /api/ping/ and returns the headers and the round trip on the given clock', async () => {
    const probe = createFetchNodeProbe({ now: readings(1000, 1042.5) })
    const result = await probe.ping(node.url)
    expect(result).toEqual({
      endpoint: node.url,
      roundTripMs: 42.5,
      date: expect.stringMatching(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/),
      nodeId: 'node:probe-test',
      serverRate: '0.75',
    })
  })

  it('times with performance.now by default and accepts a trailing slash', async () => {
    const result = await createFetchNodeProbe().ping(`${node.url}/`)
    expect(result.endpoint).toBe(`${node.url}/`)
    expect(result.nodeId).toBe('node:probe-test')
    expect(result.roundTripMs).toBeGreaterThanOrEqual(0)
    expect(result.roundTripMs).toBeLessThan(10_000)
  })

  it('[P3.26] is readable from a browser: the node exposes the headers through CORS', async () => {
    const response = await fetch(`${node.url}/api/ping/`, {
      method: 'HEAD',
      headers: { origin: 'http://app.example' },
    })
    const exposed = response.headers.get('access-control-expose-headers')?.split(/\s*,\s*/)
    expect(exposed).toEqual(expect.arrayContaining(['date', 'nodeid', 'server-rate']))
  })
})

describe('node probe failures', () => {
  const rejection = async (promise: Promise<unknown>): Promise<HttpError> => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(HttpError)
    return error as HttpError
  }

  it('[P8.17] reports a non-2xx answer as "Request failed with status code N"', async () => {
    const error = await rejection(createFetchNodeProbe().ping(`${node.url}/missing`))
    expect(error.message).toBe('Request failed with status code 404')
    expect(error.status).toBe(404)
  })

  it('reports a refused connection as "Network Error"', async () => {
    const error = await rejection(createFetchNodeProbe().ping('http://127.0.0.1:1'))
    expect(error.message).toBe('Network Error')
    expect(error.code).toBe(ErrorCode.HttpNetwork)
  })

  it('reports a node that does not answer as a timeout', async () => {
    const error = await rejection(createFetchNodeProbe({ timeoutMs: 50 }).ping(silentUrl))
    expect(error.message).toBe('timeout of 50ms exceeded')
  })

  it('arms 10000 ms by default and sends a HEAD to the ping path', async () => {
    const seen: { url: string; method?: string; signal?: AbortSignal | null }[] = []
    const timedOut: typeof fetch = (input, init) => {
      seen.push({ url: String(input), method: init?.method, signal: init?.signal })
      return Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'))
    }
    const error = await rejection(createFetchNodeProbe({ fetch: timedOut }).ping('https://node.example'))
    expect(error.message).toBe('timeout of 10000ms exceeded')
    expect(seen).toHaveLength(1)
    expect(seen[0]?.url).toBe('https://node.example/api/ping/')
    expect(seen[0]?.method).toBe('HEAD')
    expect(seen[0]?.signal).toBeInstanceOf(AbortSignal)
  })

  it('[P8.17] refuses a non-http endpoint with "Unsupported protocol"', async () => {
    const error = await rejection(createFetchNodeProbe().ping('ftp://node.example'))
    expect(error.message).toBe('Unsupported protocol')
  })
})
