/**
 * Serves the built app like production: the `.br`/`.gz` files written at build time chosen by
 * Accept-Encoding (with `Vary: accept-encoding`), content-hashed `/static` files cached for a year as
 * immutable, `index.html`, the SPA fallback, `/sw.js`, the manifest and the icons revalidated on every
 * visit, security headers on every page and on the service worker, nosniff on every other file
 * (mock-node/README.md explains the policy).
 */
import { existsSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { NodeCode, NodeMessage } from '#domain/contract'

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'no-cache'

/**
 * No inline script and no plugins. connect-src stays open to any http(s)/ws(s) origin because the node
 * URL is configurable and discover mode pings nodes on other origins; img-src allows https and data URLs
 * for the avatar service; inline styles stay allowed because components set style attributes.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' https: data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' http: https: ws: wss:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/** Every page of the app (the documents a policy governs). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
}

/**
 * Scripts, styles and images: a policy and a referrer rule act only on documents and workers, so here they
 * would be bytes on every response of a first visit for nothing (issue 29); nosniff does act on them.
 */
export const ASSET_HEADERS: Readonly<Record<string, string>> = { 'x-content-type-options': 'nosniff' }

/** A file the browser asks for by name (a favicon, a stray map): a miss is a 404, never the app shell. */
const looksLikeFile = (url: string): boolean =>
  /\/[^/?#]+\.(ico|png|svg|jpe?g|webp|js|css|map|json|txt|webmanifest)(\?|#|$)/i.test(url)

/** The service worker: at the root (its scope is the whole app), under a name that never changes. */
const SERVICE_WORKER_PATH = '/sw.js'

/**
 * What a policy governs: the pages, and the service worker, which runs under the policy its own script
 * arrives with. Every other file (hashed assets, the manifest, the icons) gets nosniff only.
 */
const governedByPolicy = (url: string): boolean => {
  const path = url.replace(/[?#].*$/, '')
  return path === SERVICE_WORKER_PATH || (!path.startsWith('/static/') && !looksLikeFile(path))
}

/** Paths the node answers itself; everything else is the app. */
const isNodePath = (url: string): boolean =>
  url.startsWith('/api/') || url.startsWith('/messages') || url.startsWith('/__mock/')

const isHashedFile = (root: string, path: string): boolean => path.startsWith(`${join(root, 'static')}${sep}`)

const cacheHeaders = (root: string) => (reply: FastifyReply, path: string) => {
  reply.header('cache-control', isHashedFile(root, path) ? IMMUTABLE : REVALIDATE)
}

/** Registers the app in `dir` (a Vite build) on `app`, with the SPA fallback as its not-found handler. */
export const serveApp = async (app: FastifyInstance, dir: string): Promise<void> => {
  const root = resolve(dir)
  if (!existsSync(join(root, 'index.html')))
    throw new Error(`mock node: no built app at ${root} (run vite build)`)
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: 'index.html',
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders(root),
  })
  app.addHook('onSend', async (request, reply) => {
    if (isNodePath(request.url)) return
    reply.headers(governedByPolicy(request.url) ? SECURITY_HEADERS : ASSET_HEADERS)
    // text/javascript is the type scripts are served as today; the mime table still says application/javascript.
    if (String(reply.getHeader('content-type')).startsWith('application/javascript'))
      reply.header('content-type', 'text/javascript; charset=utf-8')
  })
  app.setNotFoundHandler((request, reply) => {
    // A client-side route: hand the app shell to the router; API misses stay envelope errors.
    const { url } = request
    if (
      request.method === 'GET' &&
      !url.startsWith('/api/') &&
      !url.startsWith('/static/') &&
      !looksLikeFile(url)
    ) {
      return reply.type('text/html').sendFile('index.html')
    }
    return reply.code(404).send({ code: NodeCode.notFound, msg: NodeMessage.routeNotFound, data: null })
  })
}
