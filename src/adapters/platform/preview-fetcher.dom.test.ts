import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpError } from '../../domain/errors'
import { createFetchPreviewFetcher } from './preview-fetcher'

let server: Server
let base = ''

beforeAll(async () => {
  server = createServer((req, res) => {
    // A previewable page must allow the app's origin, as a browser enforces CORS on this GET.
    res.setHeader('access-control-allow-origin', '*')
    // happy-dom preflights every cross-origin request, even a simple GET a browser would send directly.
    if (req.method === 'OPTIONS') return void res.writeHead(204).end()
    if (req.url === '/page') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      return void res.end('<html><head><title>Café #1</title></head></html>')
    }
    res.writeHead(404).end('nope')
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((r) => server.close(() => r())))

const rejection = async (promise: Promise<unknown>): Promise<HttpError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(HttpError)
  return error as HttpError
}

describe('fetch preview fetcher', () => {
  it("[P2.20] GETs the page with the window's fetch and resolves with its HTML", async () => {
    const html = await createFetchPreviewFetcher().fetchHtml(`${base}/page`)
    expect(html).toBe('<html><head><title>Café #1</title></head></html>')
  })

  it('rejects a non-2xx answer with its status', async () => {
    const error = await rejection(createFetchPreviewFetcher().fetchHtml(`${base}/missing`))
    expect(error.message).toBe('Request failed with status code 404')
  })

  it('sends a GET with a 10000 ms timeout signal', async () => {
    const seen: { url: string; method?: string; signal?: AbortSignal | null }[] = []
    const fake: typeof fetch = async (input, init) => {
      seen.push({ url: String(input), method: init?.method, signal: init?.signal })
      return new Response('<p>ok</p>', { status: 200 })
    }
    expect(await createFetchPreviewFetcher(fake).fetchHtml('https://example.com/a')).toBe('<p>ok</p>')
    expect(seen[0]?.method).toBe('GET')
    expect(seen[0]?.url).toBe('https://example.com/a')
    expect(seen[0]?.signal).toBeDefined()
    expect(seen[0]?.signal?.aborted).toBe(false)
  })

  it('rejects with the timeout message when the page does not answer in time', async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      })
    const error = await rejection(
      createFetchPreviewFetcher(hanging, 30).fetchHtml('https://example.com/slow'),
    )
    expect(error.message).toBe('timeout of 30ms exceeded')
  })

  it('rejects network failures and non-http urls', async () => {
    const offline: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'))
    expect((await rejection(createFetchPreviewFetcher(offline).fetchHtml('https://x.example'))).message).toBe(
      'Network Error',
    )
    expect(
      (await rejection(createFetchPreviewFetcher(offline).fetchHtml('javascript:alert(1)'))).message,
    ).toBe('Unsupported protocol')
  })
})
