/**
 * Chat messages (docs/product.md §4 "Messages and unread", docs/protocol.md §3.3-§3.4, §3.9, §4.4): sends
 * through the outbox (queued while offline, resent until the node's type-21 ack, see ./README.md) or
 * straight on the open socket, live type-16/22 frames with duplicates dropped by id, REST history with
 * paging, read/delivered marks, and complete sync at start and after every reconnect. `watch(topic)` hands
 * a screen the open chat's rows, NEWEST FIRST (the node's history order), after every change;
 * `messageList` and the events are the same rows in the official SDK's shape.
 */
import type { DidType } from '../../domain/config'
import { messageStatus } from '../../domain/contract'
import { errors, Messages } from '../../domain/errors'
import {
  type DisplayMessage,
  type HistoryItem,
  mayHaveOlder,
  type OutboxEntry,
  type ReceivedChatMessage,
} from '../../domain/messages'
import { type MessageContent, showContent, toPlain } from '../../domain/messages/content'
import { isTypingFrame } from '../../domain/messages/typing'
import type { DecodedFrame, Web3MQRequestMessage } from '../../domain/protocol'
import type { ClientContext, SocketSession, SocketStatus } from '../core/context'
import { addressResolverOf, isWalletAddress } from '../user/address-resolver'
import type { ChatActivity, ChatActivitySource, ChatOpening } from './activity'
import { type CatchUpFindings, type CatchUpResult, collectCatchUp } from './catch-up'
import { deletionOf, editOf, reactionTo, replyTo } from './content-sends'
import { readHistoryPage } from './history-page'
import { isBridgeMessage, liveActivity, receivedOf, statusOf } from './incoming'
import { Notifier } from './notifier'
import { Outbox, type OutboxChange, type SendPath } from './outbox'
import { outgoingEcho } from './outgoing'
import { DeliveryReceipts } from './receipts'
import { ChatRows } from './rows'
import { Senders } from './senders'
import { MessageStore } from './store'
import { Sync } from './sync'

export type ReadStatus = 'delivered' | 'read'

const STATUS_EVENTS = {
  messageStatus: 'message.delivered',
  messageStatusChange: 'message.statusUpdate',
} as const

export type { CatchUpResult }

/** A page of a chat's history as a conversation reads it: the rows held, and whether an older page may exist. */
export interface HistoryPage {
  messages: readonly DisplayMessage[]
  more: boolean
}

export class MessageModule implements ChatActivitySource {
  private readonly notifier: Notifier
  private session: SocketSession | undefined
  private unsubscribe: (() => void) | undefined
  private readonly store: MessageStore
  private readonly senders: Senders
  private readonly rows: ChatRows
  private readonly outbox: Outbox
  private readonly sync: Sync
  private readonly receipts: DeliveryReceipts
  // Live messages a running catch-up holds back, for their `message.received` event when raised.
  private readonly heldReceived = new Map<string, ReceivedChatMessage>()
  /** Per chat, the handshakes the pages read so far held (they show no row). */
  private readonly hiddenItems = new Map<string, number>()
  private linkState: 'never' | 'open' | 'lost' = 'never'

  constructor(private readonly ctx: ClientContext) {
    const { clock, logger } = ctx.ports
    this.store = new MessageStore(ctx.ports, ctx.keys.userid)
    this.senders = new Senders(() => ctx.ports.chatStore, logger)
    this.notifier = new Notifier(ctx.events, logger)
    this.rows = new ChatRows(this.notifier, this.store, this.senders, logger)
    this.outbox = new Outbox(ctx)
    this.receipts = new DeliveryReceipts(ctx)
    this.outbox.onChange((change) => this.onOutbox(change))
    ctx.e2e?.setHandshakeSender(async (topic, sealed) => {
      await this.outbox.queue('', topic, sealed)
    })
    this.sync = new Sync({
      clock,
      logger,
      collect: (since) => this.collect(since),
      settle: (findings) => this.settle(findings),
      markSynced: (ms) => this.store.markSynced(ms),
      cursor: () => this.store.lastSynced(),
    })
    if (ctx.session) this.attach(ctx.session)
  }

  /** The open chat's rows, newest first. */
  get messageList(): readonly DisplayMessage[] {
    return this.chat.messages
  }

  get topic(): string | null {
    return this.chat.topic
  }

  /** Messages of the outbox the node has not acknowledged yet, oldest first. */
  get outboxPending(): readonly OutboxEntry[] {
    return this.outbox.pending
  }

  /** Listens to a socket session's frames and status (replacing any previous one). */
  attach(session: SocketSession): void {
    this.unsubscribe?.()
    this.session = session
    // A session already open was opened by someone else before this module listened: no start sync.
    if (session.status === 'open' && this.linkState === 'never') this.linkState = 'open'
    const offFrame = session.onFrame((frame) => this.onFrame(frame))
    const offStatus = session.onStatus((status) => this.onStatus(status))
    this.unsubscribe = () => {
      offFrame()
      offStatus()
    }
  }

  dispose(): void {
    this.unsubscribe?.()
    this.unsubscribe = undefined
    this.rows.dispose()
    this.outbox.dispose()
    this.sync.dispose()
    this.receipts.dispose()
  }

  onActivity(listener: (activity: ChatActivity) => void): () => void {
    return this.rows.onActivity(listener)
  }

  onOpening(listener: (opening: ChatOpening) => void): () => void {
    return this.chat.onOpening(listener)
  }

  /**
   * Opens `topic` as the chat on screen and gives `listener` its rows, newest first, with their states
   * (sending, sent, failed, read…), now and after every change, until the returned function closes it.
   * While it is open the chat list keeps its unread count at 0 (docs/product.md §4).
   */
  watch(topic: string, listener: (rows: readonly DisplayMessage[]) => void): () => void {
    // Rows as shown: reactions, edits and deletes applied to their targets (docs/protocol.md §3.11).
    const me = this.ctx.keys.userid
    return this.chat.watch(topic, (rows) => listener(showContent(rows, me)))
  }

  /** Switches the open chat; a different topic starts with an empty list. */
  setTopic(topic: string | null): void {
    this.chat.open(topic)
  }

  /**
   * The outbox send: `text` to `to` (default: the open chat) gets its id now, is written to the
   * outbox, shown at once as sending (event `message.send`, msgLoading `loading`) and sent whenever the
   * link is open, again after a reconnect or a late ack, until the node acknowledges it. Never refused
   * for the socket's state; after the outbox deadline the row shows `failed` and `retryMessage` sends it
   * again. `to` is a topic (a `user:` or `group:` id) or a wallet address on `didType` (default `eth`), whose
   * userid is looked up first (see `recipientOf`). Rejects for a missing topic, and for an address whose
   * lookup fails (no user holds it: "User not found"; or the node cannot be reached), nothing queued then.
   */
  async queueMessage(
    text: string,
    to: string | null = this.chat.topic,
    didType?: DidType,
  ): Promise<DisplayMessage> {
    if (!to) throw errors.invalidInput('A topic is required to send a message')
    const topic = isWalletAddress(to) ? await this.recipientOf(to, didType) : to
    return this.queueTo(topic, text)
  }

  /**
   * A message of a content type (docs/protocol.md §3.11) through the same outbox as `queueMessage`: kept,
   * resent until acknowledged, sealed when the chat is encrypted. Its row is the one the node and the store
   * keep (its fallback text and payloadType); `watch` shows what it does.
   */
  async queueContent(content: MessageContent, to: string | null = this.chat.topic): Promise<DisplayMessage> {
    if (!to) throw errors.invalidInput('A topic is required to send a message')
    const { text, payloadType } = toPlain(content)
    return this.queueTo(to, text, content.type === 'text' ? undefined : payloadType)
  }

  /** A reply to `parent` (a row as `watch` gives it), quoting it. */
  async sendReply(parent: DisplayMessage, text: string, to?: string | null): Promise<DisplayMessage> {
    return this.queueContent(replyTo(parent, text), to)
  }

  /** Adds (`on`) or removes `emoji` on `target`. */
  async react(
    target: DisplayMessage,
    emoji: string,
    on: boolean,
    to?: string | null,
  ): Promise<DisplayMessage> {
    return this.queueContent(reactionTo(target, emoji, on ? 'add' : 'remove'), to)
  }

  /** Replaces the text of one's own `target`; refused for someone else's message. */
  async editMessage(target: DisplayMessage, text: string, to?: string | null): Promise<DisplayMessage> {
    return this.queueContent(editOf(target, text, this.ctx.keys.userid), to)
  }

  /** Deletes one's own `target` for every client that knows the type (the node keeps it). */
  async deleteMessage(target: DisplayMessage, to?: string | null): Promise<DisplayMessage> {
    return this.queueContent(deletionOf(target, this.ctx.keys.userid), to)
  }

  private async queueTo(topic: string, text: string, payloadType?: string): Promise<DisplayMessage> {
    if (this.ctx.session && this.ctx.session !== this.session) this.attach(this.ctx.session)
    const sealed = await this.ctx.e2e?.seal(topic, text, payloadType)
    const entry = await this.outbox.queue(text, topic, sealed, payloadType)
    if (sealed) await this.ctx.e2e?.remember(entry.messageId, text, payloadType)
    return this.shownRow(entry, 'outbox')
  }

  /** Sends a failed outbox message again (fresh deadline); false when no failed message has that id. */
  retryMessage(messageId: string): boolean {
    return this.outbox.retry(messageId)
  }

  /**
   * Sends `text` to `to` (default: the open chat) and returns its echo, shown at once (event
   * `message.send`). On the open socket it goes out now; a send that fails on the wire marks the echo failed
   * and rethrows, unless the link itself turned out down at the write: then it waits as below. On a socket
   * set up once but down now (connecting, backing off, closed) it is queued as
   * `queueMessage` queues it, sent when the link opens. Throws "websocket Initialization failed" only for a
   * socket never set up (docs/product.md [P5.8]): no socket, or one never told to connect. `to` may be a
   * wallet address on `didType`, as for `queueMessage`; a failed lookup rejects with nothing sent or shown.
   */
  async sendMessage(
    text: string,
    to: string | null = this.chat.topic,
    didType?: DidType,
  ): Promise<DisplayMessage> {
    const session = this.ctx.session
    if (!session || session.status === 'idle') throw errors.socketSendUninitialised()
    if (!to) throw errors.invalidInput('A topic is required to send a message')
    // Only an address waits for the node: a topic goes on in the same task, so sends keep their order.
    const topic = isWalletAddress(to) ? await this.recipientOf(to, didType) : to
    if (session.status !== 'open') return this.queueMessage(text, topic)
    if (session !== this.session) this.attach(session)
    const sealed = await this.ctx.e2e?.seal(topic, text)
    const entry = await this.outbox.sendNow(session, text, topic, sealed)
    if (sealed) await this.ctx.e2e?.remember(entry.messageId, text)
    return this.shownRow(entry, 'main')
  }

  /**
   * The userid a wallet address names (docs/protocol.md §5.2), as the official SDK's `sendMessage(msg, to,
   * didType)` reads it: through the client's resolver, which keeps a found userid for a few minutes.
   */
  private recipientOf(address: string, didType: DidType | undefined): Promise<string> {
    return addressResolverOf(this.ctx).resolve(address, didType)
  }

  private shownRow(entry: OutboxEntry, path: SendPath): Promise<DisplayMessage> {
    return this.rows.sentRow(this.echoOf(entry, path).echo)
  }

  /**
   * Loads a page of `topic`'s history (page 1 replaces, later pages append) and opens that chat. Page 1
   * shows the newest stored messages first (event `message.getList` at once), then merges the node's page:
   * stored ones within its span the node did not name stay. When the node cannot be reached and the store
   * had messages, those stay shown (offline history) and the failure is only logged.
   */
  async getMessageList(topic: string, page = 1, size = 20): Promise<readonly DisplayMessage[]> {
    this.setTopic(topic)
    const { ctx, rows, store, senders } = this
    if (page === 1) this.hiddenItems.delete(topic)
    const onHidden = (count: number) =>
      this.hiddenItems.set(topic, (this.hiddenItems.get(topic) ?? 0) + count)
    return readHistoryPage({ ctx, rows, store, senders, onHidden }, topic, page, size)
  }

  /**
   * `getMessageList` as a conversation pages it: the rows held and whether an older page may exist (the
   * handshakes read count, though they show no row, so a page that held one still offers the next).
   */
  async getHistoryPage(topic: string, page: number, size: number): Promise<HistoryPage> {
    const held = await this.getMessageList(topic, page, size)
    const more = mayHaveOlder(held.length + (this.hiddenItems.get(topic) ?? 0), page, size)
    // The rows as `watch` shows them; the count above is of every message read (docs/protocol.md §3.11).
    return { messages: showContent(held, this.ctx.keys.userid), more }
  }

  /** Marks messages delivered or read on the node (`POST /api/messages/status/`) and in the list. */
  async changeMessageStatus(
    ids: readonly string[],
    status: ReadStatus = 'delivered',
    topic: string | null = this.chat.topic,
  ): Promise<void> {
    if (!topic) throw errors.invalidInput('A topic is required to change message status')
    await this.ctx.api.call(messageStatus, { topic, messages: [...ids], status })
    this.rows.applyStatuses(ids.map((messageId) => ({ messageId, messageStatus: status, chatId: topic })))
    if (status === 'read') this.notifier.emit('message.read', { topic, messageIds: [...ids] })
  }

  /**
   * Fetches what changed since `since` (ms) and merges it: new messages join the open chat and reach
   * activity listeners (unread counts) oldest first, with any live message that arrived meanwhile; known
   * ones get their status, and own ones the node reports leave the outbox. Records the sync time.
   */
  async catchUp(since: number): Promise<CatchUpResult> {
    const findings = await this.sync.run(since)
    return { chats: findings.chats, messages: findings.activities.map((a) => a.message) }
  }

  /**
   * Complete sync after a reconnect (the connection's `onCatchUp`): from the earlier of `hint` and the
   * stored cursor, tried again later until it succeeds. Rejects when this attempt failed.
   */
  resync(hint?: number): Promise<void> {
    return this.sync.resync(hint)
  }

  /** The last time (ms) this client is known to have seen everything; 0 when never synced. */
  lastSyncTime(): Promise<number> {
    return this.store.lastSynced()
  }

  private collect(since: number): Promise<CatchUpFindings> {
    return collectCatchUp({
      api: this.ctx.api,
      since,
      myUserId: this.ctx.keys.userid,
      tzOffsetMinutes: this.ctx.ports.clock.tzOffsetMinutes(),
      seen: this.rows.seen,
      onUndecodable: (error) => this.ctx.ports.logger.warn(Messages.messageDecode, error),
      ...(this.ctx.e2e ? { open: (items: readonly HistoryItem[]) => this.ctx.e2e!.openHistory(items) } : {}),
    })
  }

  private async settle(findings: CatchUpFindings): Promise<void> {
    for (const { source, message } of findings.activities) {
      const received = source === 'live' ? this.heldReceived.get(message.id) : undefined
      if (received) this.notifier.emit('message.received', { message: received })
      this.heldReceived.delete(message.id)
    }
    this.rows.absorb(findings.activities)
    this.receipts.add(findings.activities)
    this.rows.applyStatuses(findings.updates)
    await this.store.save(findings.activities, this.chat.topic)
  }

  private onStatus(status: SocketStatus): void {
    if (status === 'open') {
      const first = this.linkState === 'never'
      this.linkState = 'open'
      // At start, sync from the stored cursor; reconnects sync through the connection's onCatchUp.
      if (first) this.sync.resync().catch(() => undefined)
      this.outbox.flush()
      return
    }
    if (this.linkState !== 'open') return
    this.linkState = 'lost'
    this.sync.linkLost()
    this.outbox.linkLost()
  }

  private onFrame(frame: DecodedFrame): void {
    if (frame.kind === 'message') this.onChat(frame.message)
    if (frame.kind !== 'messageStatus' && frame.kind !== 'messageStatusChange') return
    const status = statusOf(frame.message)
    this.notifier.emit(STATUS_EVENTS[frame.kind], { status })
    this.rows.applyStatuses([status])
    this.outbox.nodeStatus(status)
  }

  private onChat(message: Web3MQRequestMessage): void {
    // A typing signal (./typing.ts) is never a row, an unread count or an alert.
    if (isBridgeMessage(message) || isTypingFrame(message) || this.rows.seen.has(message.messageId)) return
    let activity: ChatActivity
    try {
      activity = liveActivity(message, this.ctx.keys.userid, this.ctx.ports.clock.tzOffsetMinutes())
    } catch (error) {
      // One undecodable message is skipped (docs/product.md §5), the stream goes on.
      this.ctx.ports.logger.warn(Messages.messageDecode, { messageId: message.messageId, error })
      return
    }
    this.rows.seen.add(message.messageId)
    if (this.sync.holdLive(activity)) {
      this.heldReceived.set(message.messageId, receivedOf(message))
      return
    }
    this.notifier.emit('message.received', { message: receivedOf(message) })
    this.rows.absorb([activity])
    this.receipts.add([activity])
    const now = this.ctx.ports.clock.now()
    if (this.sync.current) void this.store.record([activity], this.chat.topic, now)
    else void this.store.save([activity], this.chat.topic)
  }

  /**
   * What the outbox reports, on the rows: a new message shown at once; a direct send the link refused,
   * or one past its deadline, failed; a retried one sending again. Acks and refusals arrive as frames.
   */
  private onOutbox(change: OutboxChange): void {
    const { entry } = change
    // A handshake (docs/protocol.md §3.10) travels like a message but is never a row.
    if (entry.sealed?.messageType) return
    if (change.type === 'written') this.rows.showSent(this.echoOf(entry, change.path).activity)
    if (change.type === 'unsent' || change.type === 'expired')
      this.rows.applyStatuses([{ messageId: entry.messageId, messageStatus: 'failed' }])
    if (change.type === 'retry') this.rows.resend(this.echoOf(entry, 'outbox').echo)
  }

  private echoOf(entry: OutboxEntry, path: SendPath) {
    return outgoingEcho({ ...entry, tzOffsetMinutes: this.ctx.ports.clock.tzOffsetMinutes(), path })
  }

  /** The open chat (its rows, newest first). */
  private get chat() {
    return this.rows.chat
  }
}
