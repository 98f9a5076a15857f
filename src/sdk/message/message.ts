/**
 * Chat messages (docs/product.md §4 "Messages and unread", docs/protocol.md §3.3-§3.4, §3.9, §4.4): sends
 * through the outbox (queued while offline, resent until the node's type-21 ack, see ./README.md) or
 * straight on the open socket, live type-16/22 frames with duplicates dropped by id, REST history with
 * paging, read/delivered marks, and complete sync at start and after every reconnect. `messageList` holds
 * the open chat's rows, NEWEST FIRST (the node's history order): page 1 replaces it, later pages append.
 */
import { messageStatus } from '../../domain/contract'
import { errors, Messages } from '../../domain/errors'
import {
  type DisplayMessage,
  historyToDisplay,
  type OutboxEntry,
  type ReceivedChatMessage,
  type StatusUpdate,
} from '../../domain/messages'
import type { DecodedFrame, Web3MQRequestMessage } from '../../domain/protocol'
import type { ClientContext, SocketSession, SocketStatus } from '../core/context'
import type { ChatActivity, ChatActivitySource } from './activity'
import { type CatchUpFindings, type CatchUpResult, collectCatchUp } from './catch-up'
import { fetchHistory } from './history'
import { isBridgeMessage, liveActivity, receivedOf, statusOf } from './incoming'
import { Notifier } from './notifier'
import { OpenChat } from './open-chat'
import { RecentIds } from './recent-ids'
import { Sender } from './sender'
import { Senders } from './senders'
import { MessageStore, storedMessage, withinPage } from './store'
import { Sync } from './sync'

export type ReadStatus = 'delivered' | 'read'

const STATUS_EVENTS = {
  messageStatus: 'message.delivered',
  messageStatusChange: 'message.statusUpdate',
} as const

export type { CatchUpResult }

export class MessageModule implements ChatActivitySource {
  private readonly chat = new OpenChat()
  private readonly notifier: Notifier
  private session: SocketSession | undefined
  private unsubscribe: (() => void) | undefined
  private readonly seen = new RecentIds()
  private readonly store: MessageStore
  private readonly senders: Senders
  private readonly listeners = new Set<(activity: ChatActivity) => void>()
  private readonly sender: Sender
  private readonly sync: Sync
  // Live messages a running catch-up holds back, for their `message.received` event when raised.
  private readonly heldReceived = new Map<string, ReceivedChatMessage>()
  private linkState: 'never' | 'open' | 'lost' = 'never'
  // The store write of each own message being sent, awaited by the send that made it (gone once written).
  private readonly sentSaved = new Map<string, Promise<void>>()

  constructor(private readonly ctx: ClientContext) {
    const { clock, logger } = ctx.ports
    this.store = new MessageStore(ctx.ports, ctx.keys.userid)
    this.senders = new Senders(() => ctx.ports.chatStore, logger)
    this.notifier = new Notifier(ctx.events, logger)
    this.sender = new Sender(ctx, {
      show: (activity) => this.showSent(activity),
      status: (updates) => this.applyStatuses(updates),
      replace: (echo) => {
        if (this.chat.replace(echo)) this.notifier.emit('message.updated', { messages: this.chat.messages })
      },
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
    return this.sender.pending
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
    this.listeners.clear()
    this.sender.dispose()
    this.sync.dispose()
  }

  onActivity(listener: (activity: ChatActivity) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Switches the open chat; a different topic starts with an empty list. */
  setTopic(topic: string | null): void {
    this.chat.open(topic)
  }

  /**
   * The outbox send: `text` to `topic` (default: the open chat) gets its id now, is written to the
   * outbox, shown at once as sending (event `message.send`, msgLoading `loading`) and sent whenever the
   * link is open, again after a reconnect or a late ack, until the node acknowledges it. Never refused
   * for the socket's state; after the outbox deadline the row shows `failed` and `retryMessage` sends it
   * again. Rejects only for a missing topic.
   */
  async queueMessage(text: string, topic: string | null = this.chat.topic): Promise<DisplayMessage> {
    if (!topic) throw errors.invalidInput('A topic is required to send a message')
    if (this.ctx.session && this.ctx.session !== this.session) this.attach(this.ctx.session)
    const activity = await this.sender.queue(text, topic)
    await this.sentSaved.get(activity.message.id)
    return this.chat.messages.find((m) => m.id === activity.message.id) ?? activity.message
  }

  /** Sends a failed outbox message again (fresh deadline); false when no failed message has that id. */
  retryMessage(messageId: string): boolean {
    return this.sender.retry(messageId)
  }

  /**
   * Sends `text` to `topic` (default: the open chat) on the open socket and returns its echo, shown at
   * once (event `message.send`). Throws "websocket Initialization failed" unless the session is open; a
   * send that fails on the wire marks the echo failed and rethrows. Once out, the outbox resends it until
   * the node acknowledges it. `queueMessage` is the send that never refuses.
   */
  async sendMessage(text: string, topic: string | null = this.chat.topic): Promise<DisplayMessage> {
    const session = this.ctx.session
    if (session?.status !== 'open') throw errors.socketSendUninitialised()
    if (!topic) throw errors.invalidInput('A topic is required to send a message')
    if (session !== this.session) this.attach(session)
    const activity = await this.sender.sendNow(session, text, topic)
    await this.sentSaved.get(activity.message.id)
    return this.chat.messages.find((m) => m.id === activity.message.id) ?? activity.message
  }

  /**
   * Loads a page of `topic`'s history (page 1 replaces, later pages append) and opens that chat. Page 1
   * shows the newest stored messages first (event `message.getList` at once), then merges the node's page:
   * stored ones within its span the node did not name stay. When the node cannot be reached and the store
   * had messages, those stay shown (offline history) and the failure is only logged.
   */
  async getMessageList(topic: string, page = 1, size = 20): Promise<readonly DisplayMessage[]> {
    this.setTopic(topic)
    const stored = page === 1 ? await this.showStored(topic, size) : []
    let items: Awaited<ReturnType<typeof fetchHistory>>
    try {
      items = await fetchHistory(this.ctx.api, topic, page, size)
    } catch (error) {
      if (stored.length === 0 || this.chat.topic !== topic) throw error
      this.ctx.ports.logger.warn('history not fetched; the stored messages stay shown', error)
      return this.chat.messages
    }
    const tzOffsetMinutes = this.ctx.ports.clock.tzOffsetMinutes()
    const result = historyToDisplay(items, { tzOffsetMinutes })
    for (const failure of result.failures) this.ctx.ports.logger.warn(Messages.messageDecode, failure)
    const messages = await this.senders.load(result.messages)
    // The user may have opened another chat while this page was on its way.
    if (this.chat.topic !== topic) return messages
    for (const message of messages) this.seen.add(message.id)
    this.chat.mergePage(messages, page)
    if (stored.length > 0) this.chat.add(withinPage(stored, messages, size))
    this.notifier.emit('message.getList', { messages: this.chat.messages, page })
    return this.chat.messages
  }

  /** Shows the newest stored page of `topic` (newest first) and returns it; [] when there is none. */
  private async showStored(topic: string, size: number): Promise<DisplayMessage[]> {
    const records = await this.store.newest(topic, size)
    const messages = await this.senders.load(records.flatMap(storedMessage).reverse())
    if (messages.length === 0 || this.chat.topic !== topic) return []
    for (const message of messages) this.seen.add(message.id)
    this.chat.mergePage(messages, 1)
    this.notifier.emit('message.getList', { messages: this.chat.messages, page: 1 })
    return messages
  }

  /** Marks messages delivered or read on the node (`POST /api/messages/status/`) and in the list. */
  async changeMessageStatus(
    ids: readonly string[],
    status: ReadStatus = 'delivered',
    topic: string | null = this.chat.topic,
  ): Promise<void> {
    if (!topic) throw errors.invalidInput('A topic is required to change message status')
    await this.ctx.api.call(messageStatus, { topic, messages: [...ids], status })
    this.applyStatuses(ids.map((messageId) => ({ messageId, messageStatus: status })))
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
      seen: this.seen,
      onUndecodable: (error) => this.ctx.ports.logger.warn(Messages.messageDecode, error),
    })
  }

  private async settle(findings: CatchUpFindings): Promise<void> {
    for (const { source, message } of findings.activities) {
      const received = source === 'live' ? this.heldReceived.get(message.id) : undefined
      if (received) this.notifier.emit('message.received', { message: received })
      this.heldReceived.delete(message.id)
    }
    this.absorb(findings.activities)
    this.applyStatuses(findings.updates)
    await this.store.save(findings.activities, this.chat.topic)
  }

  private onStatus(status: SocketStatus): void {
    if (status === 'open') {
      const first = this.linkState === 'never'
      this.linkState = 'open'
      // At start, sync from the stored cursor; reconnects sync through the connection's onCatchUp.
      if (first) this.sync.resync().catch(() => undefined)
      this.sender.flush()
      return
    }
    if (this.linkState !== 'open') return
    this.linkState = 'lost'
    this.sync.linkLost()
    this.sender.linkLost()
  }

  private onFrame(frame: DecodedFrame): void {
    if (frame.kind === 'message') this.onChat(frame.message)
    if (frame.kind !== 'messageStatus' && frame.kind !== 'messageStatusChange') return
    const status = statusOf(frame.message)
    this.notifier.emit(STATUS_EVENTS[frame.kind], { status })
    this.applyStatuses([status])
    this.sender.nodeStatus(status)
  }

  private onChat(message: Web3MQRequestMessage): void {
    if (isBridgeMessage(message) || this.seen.has(message.messageId)) return
    let activity: ChatActivity
    try {
      activity = liveActivity(message, this.ctx.keys.userid, this.ctx.ports.clock.tzOffsetMinutes())
    } catch (error) {
      // One undecodable message is skipped (docs/product.md §5), the stream goes on.
      this.ctx.ports.logger.warn(Messages.messageDecode, { messageId: message.messageId, error })
      return
    }
    this.seen.add(message.messageId)
    if (this.sync.holdLive(activity)) {
      this.heldReceived.set(message.messageId, receivedOf(message))
      return
    }
    this.notifier.emit('message.received', { message: receivedOf(message) })
    this.absorb([activity])
    const now = this.ctx.ports.clock.now()
    if (this.sync.current) void this.store.record([activity], this.chat.topic, now)
    else void this.store.save([activity], this.chat.topic)
  }

  /**
   * A new own message: known by id from now on, shown at once, event `message.send`, and stored before
   * it can be acknowledged (so the ack's status is written over it, never under it).
   */
  private showSent(activity: ChatActivity): void {
    const id = activity.message.id
    this.sentSaved.set(
      id,
      this.store.save([activity], this.chat.topic).finally(() => this.sentSaved.delete(id)),
    )
    this.seen.add(activity.message.id)
    this.absorb([activity])
    this.notifier.emit('message.send', { message: activity.message })
  }

  /** Adds new rows of the open chat, then tells activity listeners, oldest first. */
  private absorb(activities: readonly ChatActivity[]): void {
    const open = this.senders.name(
      activities.filter((a) => a.chatId === this.chat.topic).map((a) => a.message),
    )
    if (this.chat.add(open)) this.notifier.emit('message.updated', { messages: this.chat.messages })
    for (const activity of activities) {
      for (const listener of this.listeners) this.notifier.safely('activity', () => listener(activity))
    }
  }

  private applyStatuses(updates: readonly StatusUpdate[]): void {
    void this.store.updateSent(updates)
    if (this.chat.apply(updates)) this.notifier.emit('message.updated', { messages: this.chat.messages })
  }
}
