/**
 * Chat messages (docs/product.md §4 "Messages and unread", docs/protocol.md §3.3-§3.4, §4.4): send on the main socket with
 * a local echo settled by the node's type-21 ack, live type-16/22 frames, REST history with paging,
 * read/delivered marks, and catch-up after a reconnect. `messageList` holds the open chat's rows,
 * NEWEST FIRST (the node's history order): page 1 replaces it, later (older) pages append.
 */
import { messageStatus } from '../../domain/contract'
import { errors, Messages } from '../../domain/errors'
import { type DisplayMessage, historyToDisplay, type StatusUpdate } from '../../domain/messages'
import type { DecodedFrame, Web3MQRequestMessage } from '../../domain/protocol'
import type { ClientContext, SocketSession } from '../core/context'
import type { ChatActivity, ChatActivitySource } from './activity'
import { type CatchUpResult, collectCatchUp } from './catch-up'
import { fetchHistory } from './history'
import { isBridgeMessage, liveActivity, receivedOf, statusOf } from './incoming'
import { Notifier } from './notifier'
import { OpenChat } from './open-chat'
import { buildOutgoing } from './outgoing'
import { RecentIds } from './recent-ids'
import { MessageStore } from './store'

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
  private readonly listeners = new Set<(activity: ChatActivity) => void>()

  constructor(private readonly ctx: ClientContext) {
    this.store = new MessageStore(ctx.ports)
    this.notifier = new Notifier(ctx.events, ctx.ports.logger)
    if (ctx.session) this.attach(ctx.session)
  }

  /** The open chat's rows, newest first. */
  get messageList(): readonly DisplayMessage[] {
    return this.chat.messages
  }

  get topic(): string | null {
    return this.chat.topic
  }

  /** Listens to a socket session's frames (replacing any previous one). */
  attach(session: SocketSession): void {
    this.unsubscribe?.()
    this.session = session
    this.unsubscribe = session.onFrame((frame) => this.onFrame(frame))
  }

  dispose(): void {
    this.unsubscribe?.()
    this.unsubscribe = undefined
    this.listeners.clear()
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
   * Sends `text` to `topic` (default: the open chat) and returns its echo, shown at once (event
   * `message.send`). Throws "websocket Initialization failed" unless the session is open; a send that
   * fails on the wire marks the echo failed and rethrows.
   */
  async sendMessage(text: string, topic: string | null = this.chat.topic): Promise<DisplayMessage> {
    const session = this.ctx.session
    if (session?.status !== 'open') throw errors.socketSendUninitialised()
    if (!topic) throw errors.invalidInput('A topic is required to send a message')
    if (session !== this.session) this.attach(session)
    const { frame, echo, activity } = buildOutgoing({
      text,
      topic,
      keys: this.ctx.keys,
      nodeId: session.nodeId,
      timestamp: this.ctx.api.timestamp(),
      tzOffsetMinutes: this.ctx.ports.clock.tzOffsetMinutes(),
    })
    this.seen.add(echo.id)
    this.absorb([activity])
    this.notifier.emit('message.send', { message: echo })
    try {
      session.send(frame)
    } catch (error) {
      this.applyStatuses([{ messageId: echo.id, messageStatus: 'failed' }])
      throw error
    }
    await this.store.save([activity], this.chat.topic)
    return this.chat.messages.find((m) => m.id === echo.id) ?? echo
  }

  /** Loads a page of `topic`'s history (page 1 replaces, later pages append) and opens that chat. */
  async getMessageList(topic: string, page = 1, size = 20): Promise<readonly DisplayMessage[]> {
    this.setTopic(topic)
    const items = await fetchHistory(this.ctx.api, topic, page, size)
    const tzOffsetMinutes = this.ctx.ports.clock.tzOffsetMinutes()
    const result = historyToDisplay(items, { tzOffsetMinutes })
    for (const failure of result.failures) this.ctx.ports.logger.warn(Messages.messageDecode, failure)
    // The user may have opened another chat while this page was on its way.
    if (this.chat.topic !== topic) return result.messages
    for (const message of result.messages) this.seen.add(message.id)
    this.chat.mergePage(result.messages, page)
    this.notifier.emit('message.getList', { messages: this.chat.messages, page })
    return this.chat.messages
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
   * activity listeners (unread counts), known ones get their status. Records the sync time.
   */
  async catchUp(since: number): Promise<CatchUpResult> {
    const startedAt = this.ctx.ports.clock.now()
    const findings = await collectCatchUp({
      api: this.ctx.api,
      since,
      myUserId: this.ctx.keys.userid,
      tzOffsetMinutes: this.ctx.ports.clock.tzOffsetMinutes(),
      seen: this.seen,
      onUndecodable: (error) => this.ctx.ports.logger.warn(Messages.messageDecode, error),
    })
    this.absorb(findings.activities)
    this.applyStatuses(findings.updates)
    await this.store.record(findings.activities, this.chat.topic, startedAt)
    return { chats: findings.chats, messages: findings.activities.map((a) => a.message) }
  }

  /** The last time (ms) this client is known to have seen everything; 0 when never synced. */
  lastSyncTime(): Promise<number> {
    return this.store.lastSynced()
  }

  private onFrame(frame: DecodedFrame): void {
    if (frame.kind === 'message') this.onChat(frame.message)
    if (frame.kind !== 'messageStatus' && frame.kind !== 'messageStatusChange') return
    const status = statusOf(frame.message)
    this.notifier.emit(STATUS_EVENTS[frame.kind], { status })
    this.applyStatuses([status])
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
    this.notifier.emit('message.received', { message: receivedOf(message) })
    this.absorb([activity])
    void this.store.record([activity], this.chat.topic, this.ctx.ports.clock.now())
  }

  /** Adds new rows of the open chat, then tells activity listeners, oldest first. */
  private absorb(activities: readonly ChatActivity[]): void {
    const open = activities.filter((a) => a.chatId === this.chat.topic).map((a) => a.message)
    if (this.chat.add(open)) this.notifier.emit('message.updated', { messages: this.chat.messages })
    for (const activity of activities) {
      for (const listener of this.listeners) this.notifier.safely('activity', () => listener(activity))
    }
  }

  private applyStatuses(updates: readonly StatusUpdate[]): void {
    if (this.chat.apply(updates)) this.notifier.emit('message.updated', { messages: this.chat.messages })
  }
}
