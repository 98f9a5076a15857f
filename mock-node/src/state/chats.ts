/** Chats, stored messages and their per-recipient status (docs/protocol.md §2.3, §4.4 chats and messages). */
import type {
  channelSchema,
  HistoryItemField,
  historyItemSchema,
  messageStatusSchema,
} from '../../../src/domain/contract'
import { isGroupTopic } from '../../../src/domain/protocol'
import type { RecordOf } from './record'
import { insertSorted, newestFirst, type Page, type PageWindow, removeSorted } from './sorted'

/** One recipient's status of a message and when it was set. */
export type StatusRecord = RecordOf<typeof messageStatusSchema, 'status' | 'timestamp'>

/**
 * A history item as stored: `topic` is the recipient id as sent (a `user:` id for a DM, a `group:` id for
 * a group), `payload` the base64 of the payload bytes, and `status` maps each recipient to its status.
 */
export type StoredMessage = RecordOf<typeof historyItemSchema, HistoryItemField> & {
  status: ReadonlyMap<string, StatusRecord>
}

export type ChatRecord = RecordOf<
  typeof channelSchema,
  'chatid' | 'chat_type' | 'chat_name' | 'avatar_url' | 'avatar_base64' | 'topic' | 'topic_type' | 'timestamp'
>

/** A DM is one conversation for both sides: key it by the sorted pair. */
export const conversationKey = (a: string, b: string): string =>
  isGroupTopic(b) ? b : [a, b].sort().join('|')

/**
 * The messages and chats aggregate. Reads answer a page (or only what changed), never the whole store, so
 * an embedded-database implementation can serve each read from an index.
 */
export interface ChatRepository {
  upsertChat(userid: string, chat: ChatRecord): void
  /** A user's chats, most recently active first. */
  chatsOf(userid: string, window: PageWindow): Page<ChatRecord>
  /** Stores a message once per messageId; false (and nothing changed) for a messageId already stored. */
  store(message: StoredMessage): boolean
  message(messageid: string): StoredMessage | undefined
  /** Sets one recipient's status of a stored message. */
  setStatus(messageid: string, userid: string, status: StatusRecord): void
  /** The conversation between `userid` and `topic` (a peer or a group), newest first. */
  history(userid: string, topic: string, window: PageWindow): Page<StoredMessage>
  /** Messages from or to `userid` or to its groups, touched after `since`, in the order they were stored. */
  changedSince(userid: string, groups: readonly string[], since: number): StoredMessage[]
}

/** Ordered by time, then by arrival, so that equal times read newest-first in arrival order. */
interface Sequenced {
  seq: number
}
interface Dated<T> extends Sequenced {
  at: number
  value: T
}
const byTimeThenArrival = <T>(a: Dated<T>, b: Dated<T>): number => a.at - b.at || b.seq - a.seq
const byTimeThenSeq = <T>(a: Dated<T>, b: Dated<T>): number => a.at - b.at || a.seq - b.seq

interface Held {
  message: StoredMessage
  status: Map<string, StatusRecord>
  seq: number
  /** Latest of the message's time and its statuses' times. */
  touched: number
}

/** The sync index keys a message is found under: its sender, and its recipient user or group. */
const syncKeys = (message: StoredMessage): string[] =>
  message.from === message.topic ? [message.from] : [message.from, message.topic]

/** The in-memory implementation: sorted arrays per conversation, per chat list and per sync key. */
export class MemoryChatRepository implements ChatRepository {
  private seq = 0
  private readonly chats = new Map<
    string,
    { byId: Map<string, Dated<ChatRecord>>; order: Dated<ChatRecord>[] }
  >()
  private readonly conversations = new Map<string, Dated<StoredMessage>[]>()
  private readonly byId = new Map<string, Held>()
  /** Per user or group id: each time a message was stored or its status changed, by that time. */
  private readonly touches = new Map<string, Dated<Held>[]>()

  upsertChat(userid: string, chat: ChatRecord): void {
    const list = this.chats.get(userid) ?? { byId: new Map(), order: [] }
    this.chats.set(userid, list)
    const old = list.byId.get(chat.chatid)
    if (old) removeSorted(list.order, old, byTimeThenArrival)
    // A chat keeps the place it first took among chats of the same time, as before the index.
    const entry = { at: chat.timestamp, seq: old?.seq ?? this.seq++, value: { ...old?.value, ...chat } }
    list.byId.set(chat.chatid, entry)
    insertSorted(list.order, entry, byTimeThenArrival)
  }

  chatsOf(userid: string, window: PageWindow): Page<ChatRecord> {
    const order = this.chats.get(userid)?.order ?? []
    return { items: newestFirst(order, window.offset, window.limit).map((e) => e.value), total: order.length }
  }

  store(message: StoredMessage): boolean {
    if (this.byId.has(message.messageid)) return false
    const held: Held = { message, status: new Map(message.status), seq: this.seq++, touched: 0 }
    held.message = { ...message, status: held.status }
    const key = conversationKey(message.from, message.topic)
    const list = this.conversations.get(key) ?? []
    this.conversations.set(key, list)
    insertSorted(list, { at: message.timestamp, seq: held.seq, value: held.message }, byTimeThenArrival)
    this.byId.set(message.messageid, held)
    this.touch(held, Math.max(message.timestamp, ...[...held.status.values()].map((s) => s.timestamp)))
    return true
  }

  message(messageid: string): StoredMessage | undefined {
    return this.byId.get(messageid)?.message
  }

  setStatus(messageid: string, userid: string, status: StatusRecord): void {
    const held = this.byId.get(messageid)
    if (!held) return
    held.status.set(userid, status)
    this.touch(held, status.timestamp)
  }

  history(userid: string, topic: string, window: PageWindow): Page<StoredMessage> {
    const list = this.conversations.get(conversationKey(userid, topic)) ?? []
    return { items: newestFirst(list, window.offset, window.limit).map((e) => e.value), total: list.length }
  }

  changedSince(userid: string, groups: readonly string[], since: number): StoredMessage[] {
    const found = new Map<string, Held>()
    for (const key of [userid, ...groups]) {
      const list = this.touches.get(key) ?? []
      for (let i = list.length - 1; i >= 0 && (list[i] as Dated<Held>).at > since; i--) {
        const held = (list[i] as Dated<Held>).value
        found.set(held.message.messageid, held)
      }
    }
    return [...found.values()].sort((a, b) => a.seq - b.seq).map((h) => h.message)
  }

  /** Indexes the message under its sync keys at `at`, when that moves its latest change later. */
  private touch(held: Held, at: number): void {
    if (at <= held.touched) return
    held.touched = at
    for (const key of syncKeys(held.message)) {
      const list = this.touches.get(key) ?? []
      this.touches.set(key, list)
      insertSorted(list, { at, seq: this.seq++, value: held }, byTimeThenSeq)
    }
  }
}
