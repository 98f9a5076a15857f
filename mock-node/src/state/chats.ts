/** Chats, stored messages and their per-recipient status (docs/protocol.md §2.3, §4.4 chats and messages). */
import type {
  channelSchema,
  HistoryItemField,
  historyItemSchema,
  messageStatusSchema,
} from '#domain/contract'
import { isGroupTopic } from '#domain/protocol'
import type { Key, KeyValue } from './kv/port'
import type { Page, PageWindow } from './page'
import type { RecordOf } from './record'

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
  isGroupTopic(b) ? b : a <= b ? `${a}|${b}` : `${b}|${a}`

/**
 * The messages and chats aggregate. Reads answer a page (or only what changed), never the whole store, so
 * an embedded-database implementation can serve each read from an index.
 */
export interface ChatRepository {
  /** Adds or updates a chat; it sorts at `at` among the user's chats (by default its timestamp). */
  upsertChat(userid: string, chat: ChatRecord, at?: number): void
  /** A user's chats, most recently active first. */
  chatsOf(userid: string, window: PageWindow): Page<ChatRecord>
  /**
   * Stores a message once per messageId; false (and nothing changed) for a messageId already stored. It
   * sorts at `at` in its conversation (by default its timestamp), and `timestamp` stays as signed.
   */
  store(message: StoredMessage, at?: number): boolean
  message(messageid: string): StoredMessage | undefined
  /** Sets one recipient's status of a stored message. */
  setStatus(messageid: string, userid: string, status: StatusRecord): void
  /** The conversation between `userid` and `topic` (a peer or a group), newest first. */
  history(userid: string, topic: string, window: PageWindow): Page<StoredMessage>
  /** Messages from or to `userid` or to its groups, touched after `since`, in the order they were stored. */
  changedSince(userid: string, groups: readonly string[], since: number): StoredMessage[]
}

/** A message as stored: statuses as pairs, its arrival number, and the latest time it changed. */
interface StoredRow extends Omit<StoredMessage, 'status'> {
  status: [string, StatusRecord][]
  seq: number
  touched: number
}

/** A chat as stored, with where it sits in the user's list. */
interface StoredChat {
  chat: ChatRecord
  at: number
  seq: number
}

const messageOf = (row: StoredRow): StoredMessage => {
  const { seq: _seq, touched: _touched, ...message } = row
  return { ...message, status: new Map(row.status) }
}

/** The sync index keys a message is found under: its sender, and its recipient user or group. */
const syncKeys = (message: { from: string; topic: string }): string[] =>
  message.from === message.topic ? [message.from] : [message.from, message.topic]

/**
 * Messages by id; each conversation in message order under `hist` (the time it sorts at, which the node
 * keeps from running ahead of its own clock, then arrival; equal times read newest-first in arrival order,
 * hence the negated arrival number); each user's chats by activity under
 * `chat-order`; and under `sync` every time a message was stored or its status changed, per sender and
 * recipient (a user or a group). Counts are kept beside the lists so a page never counts the list.
 */
export class ChatStore implements ChatRepository {
  constructor(private readonly kv: KeyValue) {}

  upsertChat(userid: string, chat: ChatRecord, at: number = chat.timestamp): void {
    this.kv.write(() => {
      const old = this.kv.get<StoredChat>(['chat', userid, chat.chatid])
      if (old) this.kv.remove(['chat-order', userid, old.at, -old.seq])
      else this.kv.put(['chat-count', userid], this.count(['chat-count', userid]) + 1)
      // A chat keeps the place it first took among chats of the same time.
      const entry: StoredChat = {
        chat: { ...old?.chat, ...chat },
        at,
        seq: old?.seq ?? this.kv.nextSeq(),
      }
      this.kv.put(['chat', userid, chat.chatid], entry)
      this.kv.put(['chat-order', userid, entry.at, -entry.seq], chat.chatid)
    })
  }

  chatsOf(userid: string, window: PageWindow): Page<ChatRecord> {
    const items = this.kv
      .range<string>(['chat-order', userid], { reverse: true, ...window })
      .flatMap((e) => this.kv.get<StoredChat>(['chat', userid, e.value])?.chat ?? [])
    return { items, total: this.count(['chat-count', userid]) }
  }

  store(message: StoredMessage, at: number = message.timestamp): boolean {
    if (this.kv.get(['message', message.messageid])) return false
    this.kv.write(() => {
      const row: StoredRow = { ...message, status: [...message.status], seq: this.kv.nextSeq(), touched: 0 }
      const conversation = conversationKey(message.from, message.topic)
      this.kv.put(['hist', conversation, at, -row.seq], message.messageid)
      this.kv.put(['hist-count', conversation], this.count(['hist-count', conversation]) + 1)
      let touched = at
      for (const status of message.status.values()) if (status.timestamp > touched) touched = status.timestamp
      this.save(row, touched)
    })
    return true
  }

  message(messageid: string): StoredMessage | undefined {
    const row = this.kv.get<StoredRow>(['message', messageid])
    return row && messageOf(row)
  }

  setStatus(messageid: string, userid: string, status: StatusRecord): void {
    const row = this.kv.get<StoredRow>(['message', messageid])
    if (!row) return
    const others = row.status.filter(([id]) => id !== userid)
    this.kv.write(() => this.save({ ...row, status: [...others, [userid, status]] }, status.timestamp))
  }

  history(userid: string, topic: string, window: PageWindow): Page<StoredMessage> {
    const conversation = conversationKey(userid, topic)
    const items = this.kv
      .range<string>(['hist', conversation], { reverse: true, ...window })
      .flatMap((e) => this.message(e.value) ?? [])
    return { items, total: this.count(['hist-count', conversation]) }
  }

  changedSince(userid: string, groups: readonly string[], since: number): StoredMessage[] {
    const found = new Map<string, StoredRow>()
    for (const key of [userid, ...groups]) {
      for (const e of this.kv.range<string>(['sync', key], { from: since })) {
        if ((e.key[2] as number) <= since || found.has(e.value)) continue
        const row = this.kv.get<StoredRow>(['message', e.value])
        if (row) found.set(e.value, row)
      }
    }
    return [...found.values()].sort((a, b) => a.seq - b.seq).map(messageOf)
  }

  private count(key: Key): number {
    return this.kv.get<number>(key) ?? 0
  }

  /** Writes the row, and indexes it under its sync keys at `at` when that moves its latest change later. */
  private save(row: StoredRow, at: number): void {
    const later = at > row.touched
    this.kv.put(['message', row.messageid], later ? { ...row, touched: at } : row)
    if (!later) return
    for (const key of syncKeys(row)) this.kv.put(['sync', key, at, this.kv.nextSeq()], row.messageid)
  }
}
