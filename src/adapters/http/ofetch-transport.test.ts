import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BuiltRequest } from '../../domain/contract'
import { createOfetchTransport } from './ofetch-transport'

let server: Server
let base = ''
const hanging: ServerResponse[] = []
const seen: { method?: string; url?: string; headers?: Record<string, unknown>; body?: string }[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => {
      body += c
    })
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body })
      const route = req.url?.split('?')[0]
      // Never answered (closed with the server): the timeout fires whatever the machine's speed.
      if (route === '/slow') return void hanging.push(res)
      if (route === '/boom') {
        res.writeHead(500, { 'content-type': 'application/json' })
        return void res.end(JSON.stringify({ message: 'node exploded' }))
      }
      if (route === '/gone') return void res.writeHead(404).end()
      if (route === '/created') {
        // A 2xx that is not 200, carrying an envelope that would read as success.
        res.writeHead(201, { 'content-type': 'application/json' })
        return void res.end(JSON.stringify({ code: 0, msg: 'ok', data: {}, message: 'stored elsewhere' }))
      }
      if (route === '/empty') return void res.writeHead(204).end()
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ code: 0, msg: 'ok', data: { echo: true } }))
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => {
  for (const res of hanging) res.destroy()
  return new Promise<void>((r) => server.close(() => r()))
})

const req = (path: string, extra: Partial<BuiltRequest> = {}): BuiltRequest => ({
  method: 'GET',
  path,
  ...extra,
})

describe('ofetch transport', () => {
  // A deadline no answer of this local server comes near, even on a busy machine; the timeout's own case
  // uses a short one against a route that never answers.
  const http = createOfetchTransport({ timeoutMs: 30_000 })
  const short = createOfetchTransport({ timeoutMs: 100 })

  it('[P7.1] [P7.2] sends JSON with the session headers and returns the envelope unread', async () => {
    const body = await http.send({
      baseUrl: base,
      request: req('/api/x/', { method: 'POST', body: { a: 1 } }),
      headers: { 'web3mq-request-pubkey': 'ab', didkey: 'eth:0x1' },
    })
    expect(body).toEqual({ code: 0, msg: 'ok', data: { echo: true } })
    const last = seen.at(-1)
    expect(last?.headers?.['content-type']).toBe('application/json;charset=UTF-8')
    expect(last?.headers?.['web3mq-request-pubkey']).toBe('ab')
    expect(last?.headers?.didkey).toBe('eth:0x1')
    expect(last?.body).toBe('{"a":1}')
  })

  it('puts GET parameters in the query string', async () => {
    await http.send({
      baseUrl: base,
      request: req('/api/q/', { query: { userid: 'user:1', page: '2' } }),
      headers: {},
    })
    const url = new URL(seen.at(-1)?.url ?? '', base)
    expect(url.pathname).toBe('/api/q/')
    expect(Object.fromEntries(url.searchParams)).toEqual({ userid: 'user:1', page: '2' })
  })

  it("[P7.6] [P8.2] fails on a 2xx other than 200, with the body's message or the status in words", async () => {
    const send = (path: string) => http.send({ baseUrl: base, request: req(path), headers: {} })
    await expect(send('/created')).rejects.toMatchObject({ status: 201, message: 'stored elsewhere' })
    await expect(send('/empty')).rejects.toMatchObject({
      status: 204,
      message: 'Request failed with status code 204',
    })
  })

  it('[P8.17] reports the exact catalogue messages', async () => {
    const send = (path: string, baseUrl = base, signal?: AbortSignal) =>
      http.send({ baseUrl, request: req(path), headers: {}, ...(signal ? { signal } : {}) })
    await expect(short.send({ baseUrl: base, request: req('/slow'), headers: {} })).rejects.toThrow(
      /^timeout of 100ms exceeded$/,
    )
    await expect(send('/boom')).rejects.toThrow(/^node exploded$/)
    await expect(send('/gone')).rejects.toThrow(/^Request failed with status code 404$/)
    await expect(send('/x', 'ftp://127.0.0.1')).rejects.toThrow(/^Unsupported protocol$/)
    await expect(send('/x', 'http://127.0.0.1:1')).rejects.toThrow(/^Network Error$/)
    const controller = new AbortController()
    const pending = send('/slow', base, controller.signal)
    controller.abort()
    await expect(pending).rejects.toThrow(/^Request aborted$/)
  })

  it('[P7.1] [P9.1] arms a 10000 ms timeout by default and reports it in those words', async () => {
    // The fetch sees the timeout signal ofetch arms; firing it stands in for ten real seconds.
    const timedOut: typeof fetch = () =>
      Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'))
    const transport = createOfetchTransport({ fetch: timedOut })
    await expect(transport.send({ baseUrl: base, request: req('/never'), headers: {} })).rejects.toThrow(
      /^timeout of 10000ms exceeded$/,
    )
  })
})
