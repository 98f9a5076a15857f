/**
 * Sends Web Push requests (RFC 8030) to push services, never in the way of message delivery
 * (docs/protocol.md §4.6): alerts wait in a bounded queue and go out a few at a time, each encrypted for its
 * subscription (RFC 8291 aes128gcm) and signed with the node's VAPID key (RFC 8292). A subscription the
 * service no longer knows (404, 410) is removed; a service that times out, fails or throttles is tried again
 * with growing waits; any other refusal drops that one push.
 */
import { createECDH, randomBytes } from 'node:crypto'
import { sha256Bytes } from '#domain/crypto/hash'
import { base64UrlToBytes, bytesToBase64Url } from '#domain/push/base64url'
import type { PushContent } from '#domain/push/content'
import { type AgreedKey, encryptPush } from '#domain/push/ece'
import { vapidAuthorization } from '#domain/push/vapid'
import type { PushSubscriptionRecord, VapidRecord } from '../state/webpush'
import { postPush } from './post'

export interface SenderOptions {
  /** VAPID `sub`: how a push service reaches whoever runs this node. */
  subject: string
  /** How long one request may take before it counts as failed and is tried again. */
  timeoutMs: number
  /** Tries of one push, the first included. */
  attempts: number
  /** The wait before the second try; each later one doubles it. */
  backoffMs: number
  /** Requests in flight at once. */
  concurrency: number
  /** Pushes waiting at most; beyond it the oldest is dropped (a burst never grows the node without bound). */
  queueLimit: number
  /** Whatever the sender did with one push, for logs, tests and the bench. */
  observe?: (outcome: PushOutcome) => void
}

export interface PushOutcome {
  result: 'sent' | 'gone' | 'refused' | 'retry' | 'failed' | 'dropped'
  userid: string
  endpoint: string
  /** The push service's HTTP status, when it answered. */
  status?: number
  /** When the alert was queued and when this try ended (ms). */
  queuedAt: number
  at: number
}

export const DEFAULT_SENDER_OPTIONS: SenderOptions = {
  subject: 'mailto:push@mock-node.web3mq.invalid',
  timeoutMs: 10_000,
  attempts: 5,
  backoffMs: 1_000,
  concurrency: 16,
  queueLimit: 10_000,
}

interface Job {
  userid: string
  subscription: PushSubscriptionRecord
  content: PushContent
  queuedAt: number
  attempt: number
}

/** How long the alert is worth delivering: a chat is stale after a day, anything else after a week. */
const ttlOf = (content: PushContent): number =>
  content.source === 'chats' || content.source === 'groups' ? 24 * 3600 : 7 * 24 * 3600

/** RFC 8030 Topic: one pending push per conversation or notification; 32 base64url characters at most. */
const topicOf = (content: PushContent): string => bytesToBase64Url(sha256Bytes(content.tag)).slice(0, 32)

const VAPID_LIFETIME_S = 12 * 3600

/**
 * A fresh ephemeral key for each message and its agreement with the browser's key (RFC 8291 §3.1), in
 * native code: in JavaScript the two scalar multiplications took milliseconds on the node's event loop.
 */
const agree = (browserKey: Uint8Array): AgreedKey => {
  const ecdh = createECDH('prime256v1')
  const senderPublicKey = new Uint8Array(ecdh.generateKeys())
  return { senderPublicKey, sharedSecret: new Uint8Array(ecdh.computeSecret(browserKey)) }
}

export class PushSender {
  private readonly queue: Job[] = []
  private inFlight = 0
  private readonly timers = new Set<NodeJS.Timeout>()
  private readonly tokens = new Map<string, { header: string; until: number }>()
  private closed = false

  constructor(
    private readonly options: SenderOptions,
    private readonly io: {
      now: () => number
      vapid: () => VapidRecord | undefined
    },
  ) {}

  enqueue(userid: string, subscription: PushSubscriptionRecord, content: PushContent): void {
    if (this.closed) return
    if (this.queue.length >= this.options.queueLimit) {
      const dropped = this.queue.shift()
      if (dropped) this.report(dropped, 'dropped')
    }
    this.queue.push({ userid, subscription, content, queuedAt: this.io.now(), attempt: 1 })
    this.pump()
  }

  /** Stops: nothing waiting is sent, and retries scheduled are cancelled. */
  close(): void {
    this.closed = true
    this.queue.length = 0
    for (const timer of this.timers) clearTimeout(timer)
    this.timers.clear()
  }

  private pump(): void {
    while (!this.closed && this.inFlight < this.options.concurrency && this.queue.length > 0) {
      const job = this.queue.shift() as Job
      this.inFlight++
      void this.send(job).finally(() => {
        this.inFlight--
        this.pump()
      })
    }
  }

  private async send(job: Job): Promise<void> {
    const vapid = this.io.vapid()
    if (!vapid) return this.report(job, 'failed')
    const status = await postPush(
      job.subscription.endpoint,
      this.headers(job, vapid),
      this.body(job),
      this.options.timeoutMs,
    )
    if (status !== undefined && status >= 200 && status < 300) return this.report(job, 'sent', status)
    // 'gone' tells whoever hears the outcomes (./index.ts) to forget the subscription.
    if (status === 404 || status === 410) return this.report(job, 'gone', status)
    const transient = status === undefined || status === 429 || status >= 500
    if (!transient) return this.report(job, 'refused', status)
    if (job.attempt >= this.options.attempts) return this.report(job, 'failed', status)
    this.report(job, 'retry', status)
    const wait = this.options.backoffMs * 2 ** (job.attempt - 1)
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      if (this.closed) return
      this.queue.push({ ...job, attempt: job.attempt + 1 })
      this.pump()
    }, wait)
    timer.unref()
    this.timers.add(timer)
  }

  private body(job: Job): Uint8Array {
    const p256dh = base64UrlToBytes(job.subscription.p256dh)
    return encryptPush({
      plaintext: new TextEncoder().encode(JSON.stringify(job.content)),
      subscription: { p256dh, auth: base64UrlToBytes(job.subscription.auth) },
      salt: new Uint8Array(randomBytes(16)),
      agreed: agree(p256dh),
    })
  }

  private headers(job: Job, vapid: VapidRecord): Record<string, string> {
    return {
      'content-type': 'application/octet-stream',
      'content-encoding': 'aes128gcm',
      ttl: String(ttlOf(job.content)),
      urgency: job.content.source === 'chats' || job.content.source === 'groups' ? 'high' : 'normal',
      topic: topicOf(job.content),
      authorization: this.authorization(new URL(job.subscription.endpoint).origin, vapid),
    }
  }

  /** One signed token per push service, used until an hour before it expires. */
  private authorization(audience: string, vapid: VapidRecord): string {
    const nowS = Math.floor(this.io.now() / 1000)
    const cached = this.tokens.get(audience)
    if (cached && cached.until > nowS) return cached.header
    const header = vapidAuthorization({
      audience,
      subject: this.options.subject,
      expiresAt: nowS + VAPID_LIFETIME_S,
      privateKey: Uint8Array.from(Buffer.from(vapid.private_key, 'hex')),
      publicKey: base64UrlToBytes(vapid.public_key),
    })
    this.tokens.set(audience, { header, until: nowS + VAPID_LIFETIME_S - 3600 })
    return header
  }

  private report(job: Job, result: PushOutcome['result'], status?: number): void {
    this.options.observe?.({
      result,
      userid: job.userid,
      endpoint: job.subscription.endpoint,
      ...(status === undefined ? {} : { status }),
      queuedAt: job.queuedAt,
      at: this.io.now(),
    })
  }
}
