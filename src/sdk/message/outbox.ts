/**
 * The outbox (docs/protocol.md §3.3, §2.4), the one owner of a send: it gives each message its id,
 * writes it to the `OutboxStore` port, signs its frame for the session's node, sends in the order written
 * (signatures may finish out of order), sends again after a lost link or a late ack, lets it go on the
 * node's type-21 ack and fails it at the deadline (see ./README.md). States move by the pure table of
 * `domain/messages/outbox.ts`. Whatever happens to a message is reported as data on one stream
 * (`onChange`), which the message module turns into rows; nothing calls back into it.
 */
import { ErrorCode, errors, hasCode } from '../../domain/errors'
import {
  isFailureStatus,
  isOutboxPending,
  type OutboxEntry,
  type OutboxEvent,
  outboxDue,
  outboxEntry,
  outboxTransition,
  outboxWakeAt,
  type SealedPayload,
  type StatusUpdate,
  toMessageStatus,
} from '../../domain/messages'
import type { FrameOfKind } from '../../domain/protocol'
import type { ClientContext, SocketSession } from '../core/context'
import { Watchers } from '../core/watchers'
import { type KeptOutboxStore, keptOutboxStore } from './outbox-store'
import { outgoingId, signedFrame } from './outgoing'

type MessageFrame = FrameOfKind<'message'>

/** How a message was handed in: `main` sent at once on the open link, `outbox` queued. */
export type SendPath = 'main' | 'outbox'

/** One change of one message, in the order they happen. */
export type OutboxChange =
  /** A new message, with its id: shown at once. */
  | { type: 'written'; entry: OutboxEntry; path: SendPath }
  /** A direct send the link refused after it was shown: it fails (and its caller hears why). */
  | { type: 'unsent'; entry: OutboxEntry }
  /** A move of the domain's table (`sent`, `resend`, `acked`, `refused`, `expired`, `retry`). */
  | { type: OutboxEvent['type']; entry: OutboxEntry }

export class Outbox {
  // A Map iterates in insertion order: the order messages were written is the order they are sent.
  private readonly entries = new Map<string, OutboxEntry>()
  private readonly listeners: Watchers<OutboxChange>
  private readonly store: KeptOutboxStore
  private timer: unknown
  private timerAt = Number.POSITIVE_INFINITY
  /** The last frame in line: a frame leaves only after every frame handed in before it. */
  private tail: Promise<void> = Promise.resolve()
  private waiting = 0

  constructor(private readonly ctx: ClientContext) {
    this.listeners = new Watchers(ctx.ports.logger, 'outbox.onChange')
    this.store = keptOutboxStore(ctx.ports.outboxStore, ctx.ports.logger)
    void this.restore(ctx.keys.userid)
  }

  /** Hears every change until the returned function is called. */
  onChange(listener: (change: OutboxChange) => void): () => void {
    return this.listeners.add(listener)
  }

  /** Entries still waiting for the node, in the order they were written. */
  get pending(): OutboxEntry[] {
    return [...this.entries.values()].filter(isOutboxPending)
  }

  /**
   * Writes a new message (its id given now) and sends it whenever the link is open. `sealed` is its
   * encrypted payload (docs/protocol.md §3.10); a handshake is sealed with a messageType and shown nowhere.
   * `payloadType` names a content type (docs/protocol.md §3.11), `text` then being its fallback.
   */
  async queue(
    text: string,
    topic: string,
    sealed?: SealedPayload,
    payloadType?: string,
  ): Promise<OutboxEntry> {
    const entry = this.newEntry(text, topic, sealed, payloadType)
    this.entries.set(entry.messageId, entry)
    this.tell({ type: 'written', entry, path: 'outbox' })
    await this.store.put(entry)
    this.flush()
    return entry
  }

  /**
   * Sends on `session` now; throws what the wire throws (reported `unsent`), except a link found down at the
   * write ("websocket Initialization failed" from a socket that still said open: it dropped between the
   * check and the write), which keeps the message waiting as `queue` would, sent when the link opens — a send
   * never refuses once the session was set up (docs/packages/sdk/README.md "Sending"). Signed before it is
   * written, so without a key ("Ed25519PrivateKey not found") nothing is. Once out it is kept as sending,
   * so a lost link or a late ack still brings a resend.
   */
  async sendNow(
    session: SocketSession,
    text: string,
    topic: string,
    sealed?: SealedPayload,
    payloadType?: string,
  ): Promise<OutboxEntry> {
    const entry = this.newEntry(text, topic, sealed, payloadType)
    const out = (frame: MessageFrame) => session.send(frame)
    const frame = this.frameOf(entry, session)
    // An asynchronous signature takes its place in the line now, before anything is written.
    const queued = frame instanceof Promise ? this.inLine(frame, out) : undefined
    if (frame instanceof Promise) await frame.catch((error: unknown) => this.dropped(queued, error))
    this.tell({ type: 'written', entry, path: 'main' })
    try {
      await (frame instanceof Promise ? queued : this.inLine(frame, out))
    } catch (error) {
      if (!hasCode(error, ErrorCode.SocketSendUninitialised)) {
        this.tell({ type: 'unsent', entry })
        throw error
      }
      this.entries.set(entry.messageId, entry)
      await this.store.put(entry)
      this.flush()
      return entry
    }
    const sent = outboxTransition(entry, { type: 'sent', at: this.ctx.ports.clock.now() })
    this.entries.set(sent.messageId, sent)
    await this.store.put(sent)
    this.flush()
    return sent
  }

  /** Queues a failed message again with a fresh deadline; false when it is not a failed one. */
  retry(messageId: string): boolean {
    if (this.entries.get(messageId)?.state !== 'failed') return false
    this.apply(messageId, { type: 'retry', at: this.ctx.ports.clock.now() })
    this.flush()
    return true
  }

  /** A status the node reports (type 21 or 22): an own message is acknowledged or refused. */
  nodeStatus(update: StatusUpdate): void {
    const status = toMessageStatus(update.messageStatus)
    if (status === undefined || !this.entries.has(update.messageId)) return
    this.apply(update.messageId, { type: isFailureStatus(status) ? 'refused' : 'acked' })
  }

  /** The link went down: whatever went out on it and has no ack is sent again on the next one. */
  linkLost(): void {
    for (const entry of [...this.entries.values()]) {
      if (entry.state === 'sending') this.apply(entry.messageId, { type: 'resend' })
    }
  }

  /**
   * Fails what passed its deadline, queues again what waited too long for an ack, and, when the link is
   * open, sends every queued entry in order. Stops at the first frame the link refuses.
   */
  flush(): void {
    const now = this.ctx.ports.clock.now()
    let open = this.ctx.session?.status === 'open'
    for (const entry of [...this.entries.values()]) {
      const due = outboxDue(entry, now)
      if (due === 'expire') this.apply(entry.messageId, { type: 'expired' })
      if (due === 'resend') this.apply(entry.messageId, { type: 'resend' })
      if (open && (due === 'send' || due === 'resend')) open = this.sendOne(entry.messageId, now)
    }
    this.schedule()
  }

  /** Stops the timer; entries stay in the store for the next session. */
  dispose(): void {
    this.cancelTimer()
  }

  /** Loads `userid`'s unacknowledged entries from the store (after a reload) and sends them. */
  private async restore(userid: string): Promise<void> {
    const stored = await this.store.pending(userid)
    if (!stored) return
    for (const entry of stored)
      if (!this.entries.has(entry.messageId)) this.entries.set(entry.messageId, entry)
    this.flush()
  }

  private newEntry(
    text: string,
    topic: string,
    sealed: SealedPayload | undefined,
    payloadType: string | undefined,
  ): OutboxEntry {
    const timestamp = this.ctx.api.timestamp()
    const userid = this.ctx.keys.userid
    const messageId = outgoingId({ text, topic, userid, timestamp, sealed })
    const now = this.ctx.ports.clock.now()
    return outboxEntry({
      messageId,
      userid,
      topic,
      text,
      timestamp,
      now,
      ...(sealed ? { sealed } : {}),
      ...(payloadType ? { payloadType } : {}),
    })
  }

  /** The frame of an entry, signed with its fixed id and timestamp for the session's node. */
  private frameOf(entry: OutboxEntry, session: SocketSession): MessageFrame | Promise<MessageFrame> {
    const { text, topic, timestamp, sealed, payloadType } = entry
    const init = { text, topic, timestamp, sealed, payloadType, keys: this.ctx.keys, nodeId: session.nodeId }
    return signedFrame(init, this.ctx.ports.ed25519)
  }

  /**
   * Sends `frame` after every frame handed in before it (docs/protocol.md §3.3: in the order written).
   * Returns undefined when it went out at once (a throw of `out` is thrown here), else a promise that
   * settles when it went out or failed.
   */
  private inLine(frame: MessageFrame | Promise<MessageFrame>, out: (frame: MessageFrame) => void) {
    if (!(frame instanceof Promise) && this.waiting === 0) {
      out(frame)
      return undefined
    }
    this.waiting++
    const sent = this.tail
      .then(() => frame)
      .then(out)
      .finally(() => {
        this.waiting--
      })
    this.tail = sent.catch(() => undefined)
    return sent
  }

  /** A frame that could not be signed leaves the line quietly; its caller hears why. */
  private dropped(queued: Promise<void> | undefined, error: unknown): never {
    queued?.catch(() => undefined)
    throw error
  }

  private sendOne(messageId: string, now: number): boolean {
    const entry = this.entries.get(messageId)
    if (!entry) return true
    const { logger } = this.ctx.ports
    try {
      const session = this.ctx.session
      if (!session) throw errors.socketSendUninitialised()
      const sent = this.inLine(this.frameOf(entry, session), (frame) => session.send(frame))
      // A frame the link refuses after its signature came back is sent again with the next link (linkLost).
      sent?.catch((error: unknown) => logger.info('outbox: frame not sent after signing', error))
    } catch (error) {
      logger.info('outbox: link refused a frame; it stays queued', error)
      return false
    }
    this.apply(messageId, { type: 'sent', at: now })
    return true
  }

  private apply(messageId: string, event: OutboxEvent): void {
    const entry = this.entries.get(messageId)
    if (!entry) return
    const next = outboxTransition(entry, event)
    if (next === entry) return
    if (next.state === 'acked') {
      this.entries.delete(messageId)
      void this.store.remove(messageId)
    } else {
      this.entries.set(messageId, next)
      // queued and sending both mean "send it" after a reload; only failing and retrying change that.
      if (next.state === 'failed' || event.type === 'retry') void this.store.put(next)
    }
    this.tell({ type: event.type, entry: next })
  }

  private tell(change: OutboxChange): void {
    this.listeners.tell(change)
  }

  /** One timer, at the earliest moment an entry needs something without any event. */
  private schedule(): void {
    let at = Number.POSITIVE_INFINITY
    for (const entry of this.entries.values()) at = Math.min(at, outboxWakeAt(entry) ?? at)
    if (at === this.timerAt) return
    this.cancelTimer()
    if (at === Number.POSITIVE_INFINITY) return
    const { clock } = this.ctx.ports
    this.timerAt = at
    this.timer = clock.setTimeout(
      () => {
        this.timer = undefined
        this.timerAt = Number.POSITIVE_INFINITY
        this.flush()
      },
      Math.max(0, at - clock.now()),
    )
  }

  private cancelTimer(): void {
    if (this.timer !== undefined) this.ctx.ports.clock.clearTimeout(this.timer)
    this.timer = undefined
    this.timerAt = Number.POSITIVE_INFINITY
  }
}
