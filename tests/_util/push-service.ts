/**
 * A push service on loopback for tests (docs/protocol.md §4.6): it hands out subscriptions whose keys it
 * holds (what a browser's push service and the browser would hold between them), takes the node's RFC 8030
 * requests, checks their VAPID header (RFC 8292) and decrypts them (RFC 8291), as the browser would before
 * its service worker sees the payload. A test can make a subscription expire (410), make the next requests
 * fail or hang, and wait for the pushes it means.
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { p256 } from '@noble/curves/nist.js'
import { bytesToBase64Url } from '../../src/domain/push/base64url'
import type { PushContent } from '../../src/domain/push/content'
import { decryptPush } from '../../src/domain/push/ece'
import { verifyVapid } from '../../src/domain/push/vapid'

export interface TestSubscription {
  id: string
  endpoint: string
  /** base64url, as a browser's `PushSubscription.toJSON().keys` gives them. */
  p256dh: string
  auth: string
  privateKey: Uint8Array
  publicKey: Uint8Array
  authSecret: Uint8Array
}

export interface ReceivedPush {
  subscription: string
  headers: Record<string, string>
  /** The decrypted payload, parsed. */
  content: PushContent
  /** The VAPID key the request was signed with, base64url. */
  vapidKey: string
}

type Behaviour = { kind: 'status'; status: number } | { kind: 'hang' }

export interface PushService {
  url: string
  subscribe(): TestSubscription
  /** Answers 410 Gone for this subscription from now on. */
  expire(id: string): void
  /** The next requests (any subscription) get these answers in order, then 201 again. */
  nextAnswers(...answers: Behaviour[]): void
  /** Every push received and decrypted, in order. */
  received: ReceivedPush[]
  /** Requests answered, whatever the answer (a hung one counts when it is cut). */
  requests: { subscription: string; status: number | 'hung' }[]
  /** Resolves once `count` pushes are received (checked on each arrival). */
  waitFor(count: number): Promise<ReceivedPush[]>
  /** Hands each push received from now on to `listener`, as a push service hands it to the browser. */
  forward(listener: (push: ReceivedPush) => void): void
  close(): Promise<void>
}

const readBody = (request: IncomingMessage): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    request.on('error', reject)
  })

export const startPushService = async (): Promise<PushService> => {
  const subscriptions = new Map<string, TestSubscription>()
  const expired = new Set<string>()
  const queued: Behaviour[] = []
  const received: ReceivedPush[] = []
  const requests: PushService['requests'] = []
  const waiters: { count: number; resolve: (r: ReceivedPush[]) => void }[] = []
  const hung = new Set<ServerResponse>()
  let forward: ((push: ReceivedPush) => void) | undefined
  let origin = ''

  const answer = (response: ServerResponse, status: number, id: string) => {
    requests.push({ subscription: id, status })
    response.writeHead(status).end()
  }

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const id = (request.url ?? '').split('/').pop() ?? ''
    const body = await readBody(request)
    const subscription = subscriptions.get(id)
    if (!subscription || expired.has(id)) return answer(response, subscription ? 410 : 404, id)
    const behaviour = queued.shift()
    if (behaviour?.kind === 'hang') {
      hung.add(response)
      response.on('close', () => {
        if (hung.delete(response)) requests.push({ subscription: id, status: 'hung' })
      })
      return
    }
    if (behaviour?.kind === 'status') return answer(response, behaviour.status, id)
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v ?? '')]),
    )
    const vapid = verifyVapid(headers.authorization ?? '', {
      audience: origin,
      now: Math.floor(Date.now() / 1000),
    })
    const plaintext = decryptPush({
      body,
      receiverPrivateKey: subscription.privateKey,
      receiverPublicKey: subscription.publicKey,
      auth: subscription.authSecret,
    })
    const push = {
      subscription: id,
      headers,
      content: JSON.parse(new TextDecoder().decode(plaintext)) as PushContent,
      vapidKey: bytesToBase64Url(vapid.publicKey),
    }
    received.push(push)
    answer(response, 201, id)
    forward?.(push)
    for (const waiter of waiters.filter((w) => received.length >= w.count)) {
      waiters.splice(waiters.indexOf(waiter), 1)
      waiter.resolve(received.slice())
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      // A push the service cannot read is the node's fault: answer 400 and let the test see why.
      requests.push({ subscription: 'unreadable', status: 400 })
      response.writeHead(400).end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: origin,
    received,
    requests,
    subscribe() {
      const id = randomBytes(8).toString('hex')
      const privateKey = p256.utils.randomSecretKey()
      const publicKey = p256.getPublicKey(privateKey, false)
      const authSecret = new Uint8Array(randomBytes(16))
      const subscription = {
        id,
        endpoint: `${origin}/push/${id}`,
        p256dh: bytesToBase64Url(publicKey),
        auth: bytesToBase64Url(authSecret),
        privateKey,
        publicKey,
        authSecret,
      }
      subscriptions.set(id, subscription)
      return subscription
    },
    expire: (id) => expired.add(id),
    forward: (listener) => {
      forward = listener
    },
    nextAnswers: (...answers) => queued.push(...answers),
    waitFor: (count) =>
      received.length >= count
        ? Promise.resolve(received.slice())
        : new Promise((resolve) => waiters.push({ count, resolve })),
    async close() {
      for (const response of hung) response.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
