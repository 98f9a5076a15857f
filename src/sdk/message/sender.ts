/**
 * The send side of the message module (docs/protocol.md §3.3): both sends build the id and the echo the
 * same way and hand the message to the outbox, which keeps it until the node's ack. The module shows what
 * happens through `SenderView`; this file owns the outbox and the frames.
 */
import { errors } from '../../domain/errors'
import {
  type DisplayMessage,
  isFailureStatus,
  type OutboxEntry,
  type OutboxEvent,
  outboxEntry,
  outboxTransition,
  type StatusUpdate,
  toMessageStatus,
} from '../../domain/messages'
import type { FrameOfKind } from '../../domain/protocol'
import type { ClientContext, SocketSession } from '../core/context'
import type { ChatActivity } from './activity'
import { memoryOutboxStore } from './memory-stores'
import { Outbox } from './outbox'
import { outgoingEcho, signedFrame } from './outgoing'
import { SendLine } from './send-line'

/** What the module does with the sender's news. */
export interface SenderView {
  /** A new own message: shown at once (rows, activity, `message.send`). */
  show(activity: ChatActivity): void
  /** Statuses to apply to the rows. */
  status(updates: readonly StatusUpdate[]): void
  /** A retried message: its row goes back to sending. */
  replace(echo: DisplayMessage): void
}

type MessageFrame = FrameOfKind<'message'>

export class Sender {
  private readonly outbox: Outbox
  /** Every frame this sender writes, so a message signed later never overtakes an earlier one. */
  private readonly line = new SendLine<MessageFrame>()

  constructor(
    private readonly ctx: ClientContext,
    private readonly view: SenderView,
  ) {
    this.outbox = new Outbox({
      clock: ctx.ports.clock,
      logger: ctx.ports.logger,
      store: ctx.ports.outboxStore ?? memoryOutboxStore(),
      link: { isOpen: () => this.ctx.session?.status === 'open', send: (entry) => this.sendEntry(entry) },
      changed: (entry, event) => this.changed(entry, event),
    })
    void this.outbox.restore(ctx.keys.userid)
  }

  /** Messages the node has not acknowledged yet, oldest first. */
  get pending(): readonly OutboxEntry[] {
    return this.outbox.pending
  }

  /** Writes the message to the outbox and shows it as sending; it goes out when the link is open. */
  async queue(text: string, topic: string): Promise<ChatActivity> {
    const { activity, entry } = this.prepare(text, topic, 'outbox')
    this.view.show(activity)
    await this.outbox.add(entry)
    return activity
  }

  /**
   * Sends on `session` now; throws what the wire throws (the row then shows `failed`). Once out, the
   * message joins the outbox as sending, so a lost link or a late ack still brings a resend.
   */
  async sendNow(session: SocketSession, text: string, topic: string): Promise<ChatActivity> {
    const { activity, entry } = this.prepare(text, topic, 'main')
    const out = (frame: MessageFrame) => session.send(frame)
    const frame = this.frameOf(entry, session)
    // Takes its place in the line now; signed before anything is shown: without a key
    // ("Ed25519PrivateKey not found") nothing appears.
    const queued = frame instanceof Promise ? this.line.push(frame, out) : undefined
    if (frame instanceof Promise) await frame.catch((error: unknown) => this.dropped(queued, error))
    this.view.show(activity)
    try {
      await (frame instanceof Promise ? queued : this.line.push(frame, out))
    } catch (error) {
      this.view.status([{ messageId: entry.messageId, messageStatus: 'failed' }])
      throw error
    }
    await this.outbox.add(outboxTransition(entry, { type: 'sent', at: this.ctx.ports.clock.now() }))
    return activity
  }

  retry(messageId: string): boolean {
    return this.outbox.retry(messageId)
  }

  /** A status the node reports (type 21 or 22): an own outbox message is acknowledged or refused. */
  nodeStatus(update: StatusUpdate): void {
    const status = toMessageStatus(update.messageStatus)
    if (status === undefined || !this.outbox.get(update.messageId)) return
    if (isFailureStatus(status)) this.outbox.refused(update.messageId)
    else this.outbox.acked(update.messageId)
  }

  linkLost(): void {
    this.outbox.linkLost()
  }

  flush(): void {
    this.outbox.flush()
  }

  dispose(): void {
    this.outbox.dispose()
  }

  private prepare(text: string, topic: string, path: 'main' | 'outbox') {
    const { clock } = this.ctx.ports
    const timestamp = this.ctx.api.timestamp()
    const userid = this.ctx.keys.userid
    const tzOffsetMinutes = clock.tzOffsetMinutes()
    const { echo, activity } = outgoingEcho({ text, topic, userid, timestamp, tzOffsetMinutes, path })
    const entry = outboxEntry({ messageId: echo.id, userid, topic, text, timestamp, now: clock.now() })
    return { activity, entry }
  }

  /** The frame of an entry, signed with its fixed id and timestamp for the session's node. */
  private frameOf(entry: OutboxEntry, session: SocketSession): MessageFrame | Promise<MessageFrame> {
    const { text, topic, timestamp } = entry
    const init = { text, topic, timestamp, keys: this.ctx.keys, nodeId: session.nodeId }
    return signedFrame(init, this.ctx.ports.ed25519)
  }

  /** A frame that could not be signed leaves the line quietly; its caller hears why. */
  private dropped(queued: Promise<void> | undefined, error: unknown): never {
    queued?.catch(() => undefined)
    throw error
  }

  private sendEntry(entry: OutboxEntry): void {
    const session = this.ctx.session
    if (!session) throw errors.socketSendUninitialised()
    const sent = this.line.push(this.frameOf(entry, session), (frame) => session.send(frame))
    // A frame the link refuses after its signature came back is sent again with the next link (linkLost).
    sent?.catch((error: unknown) => this.ctx.ports.logger.info('outbox: frame not sent after signing', error))
  }

  /** Shows what the outbox decided: failed at the deadline, sending again after a retry. */
  private changed(entry: OutboxEntry, event: OutboxEvent['type']): void {
    if (event === 'expired') this.view.status([{ messageId: entry.messageId, messageStatus: 'failed' }])
    if (event !== 'retry') return
    const tzOffsetMinutes = this.ctx.ports.clock.tzOffsetMinutes()
    this.view.replace(outgoingEcho({ ...entry, tzOffsetMinutes, path: 'outbox' }).echo)
  }
}
