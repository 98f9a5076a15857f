/**
 * The built app served like production, on a tiny fake build in a temp folder (no Vite build here):
 * encodings by Accept-Encoding with byte-identical bodies, long-lived caching only for hashed files,
 * the SPA fallback, and the security headers.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type MockNode } from '../src/app'
import { CONTENT_SECURITY_POLICY, IMMUTABLE, REVALIDATE } from '../src/http/static-app'

const INDEX =
  '<!doctype html><html><head><script type="module" src="/static/js/app-Ab12.js"></script></head></html>'
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(200))}\n`
const IMAGE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4])
const WORKER = `self.addEventListener('push', () => {})\n${'// padding\n'.repeat(100)}`
const MANIFEST = JSON.stringify({ name: 'Web3MQ', start_url: '/' })

let dir: string
let app: MockNode

/** Writes `file` and, like the Vite build, its `.br` and `.gz` siblings when `compressed`. */
const put = (file: string, body: string | Buffer, compressed: boolean): void => {
  const path = join(dir, file)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, body)
  if (!compressed) return
  writeFileSync(`${path}.br`, brotliCompressSync(body))
  writeFileSync(`${path}.gz`, gzipSync(body))
}

const get = (url: string, acceptEncoding?: string): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })

const decoded = (response: LightMyRequestResponse): string => {
  const encoding = response.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8')
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8')
  return response.rawPayload.toString('utf8')
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'w3mq-static-'))
  put('index.html', INDEX, true)
  put('static/js/app-Ab12.js', SCRIPT, true)
  put('static/logo-Cd34.png', IMAGE, false)
  put('sw.js', WORKER, true)
  put('manifest.webmanifest', MANIFEST, false)
  put('icons/icon-192.png', IMAGE, false)
  app = await buildApp({ serveAppDir: dir })
  await app.ready()
})

afterAll(async () => {
  await app.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('static app encodings', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip', 'gzip'],
    ['deflate', undefined],
    [undefined, undefined],
  ])('answers Accept-Encoding %s with %s and the same bytes', async (accept, encoding) => {
    const response = await get('/static/js/app-Ab12.js', accept)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe(encoding)
    expect(response.headers['content-type']).toMatch(/javascript/)
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    expect(decoded(response)).toBe(SCRIPT)
  })

  it('serves a file without compressed siblings as is', async () => {
    const response = await get('/static/logo-Cd34.png', 'br, gzip')
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.rawPayload.equals(IMAGE)).toBe(true)
  })
})

describe('static app caching', () => {
  it('caches hashed /static files for a year as immutable', async () => {
    for (const url of ['/static/js/app-Ab12.js', '/static/logo-Cd34.png']) {
      expect((await get(url, 'br')).headers['cache-control']).toBe(IMMUTABLE)
    }
  })

  it.each(['/', '/index.html', '/profile/0xabc', '/subscription/management'])(
    'revalidates the app shell at %s',
    async (url) => {
      const response = await get(url, 'br')
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/text\/html/)
      expect(response.headers['cache-control']).toBe(REVALIDATE)
      expect(response.headers['content-encoding']).toBe('br')
      expect(decoded(response)).toBe(INDEX)
    },
  )

  it('answers a missing file, a missing static file and a missing API route with a 404 envelope, not the shell', async () => {
    for (const url of ['/static/js/gone-Zz99.js', '/api/nothing/', '/favicon.ico', '/apple-touch-icon.png']) {
      const response = await get(url, 'br')
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ code: 404, data: null })
    }
  })
})

describe('static app security headers', () => {
  it.each(['/', '/profile'])('sends them with the page at %s', async (url) => {
    const { headers } = await get(url)
    const csp = String(headers['content-security-policy'])
    const directives = new Map(csp.split('; ').map((d) => [d.split(' ')[0], d]))
    expect(directives.get('script-src')).toBe("script-src 'self'")
    expect(directives.get('frame-ancestors')).toBe("frame-ancestors 'none'")
    expect(directives.get('object-src')).toBe("object-src 'none'")
    expect(directives.get('connect-src')).toMatch(/ws: wss:/)
    expect(directives.get('img-src')).toMatch(/https: data:/)
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })

  it('sends only nosniff with a script or an image: a policy acts on documents, not on what they load', async () => {
    for (const url of ['/static/js/app-Ab12.js', '/static/logo-Cd34.png']) {
      const { headers } = await get(url, 'br')
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['content-security-policy']).toBeUndefined()
      expect(headers['referrer-policy']).toBeUndefined()
    }
  })

  it('leaves node API answers alone', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ping/' })
    expect(response.headers['content-security-policy']).toBeUndefined()
    expect(response.headers['cache-control']).toBeUndefined()
  })
})

describe('static app service worker, manifest and icons', () => {
  it('serves /sw.js as a script the browser checks for a new version on every registration update', async () => {
    const response = await get('/sw.js', 'br, gzip')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(response.headers['cache-control']).toBe(REVALIDATE)
    expect(response.headers['content-encoding']).toBe('br')
    expect(decoded(response)).toBe(WORKER)
  })

  it("gives the worker the page's policy: a worker runs under the CSP its own script arrives with", async () => {
    const { headers } = await get('/sw.js')
    expect(headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY)
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })

  it('serves the manifest as application/manifest+json and the icons as PNG, revalidated, with nosniff only', async () => {
    const manifest = await get('/manifest.webmanifest')
    expect(manifest.statusCode).toBe(200)
    expect(manifest.headers['content-type']).toBe('application/manifest+json')
    expect(manifest.json()).toEqual({ name: 'Web3MQ', start_url: '/' })
    const icon = await get('/icons/icon-192.png')
    expect(icon.statusCode).toBe(200)
    expect(icon.headers['content-type']).toBe('image/png')
    expect(icon.rawPayload.equals(IMAGE)).toBe(true)
    for (const { headers } of [manifest, icon]) {
      expect(headers['cache-control']).toBe(REVALIDATE)
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['content-security-policy']).toBeUndefined()
    }
  })

  it('answers a missing icon with a 404, not the app shell', async () => {
    const response = await get('/icons/icon-1024.png')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 404, data: null })
  })
})
