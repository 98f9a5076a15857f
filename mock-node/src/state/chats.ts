/** Chats, stored messages and their per-recipient status (docs/protocol.md §2.3, §4.4 chats and messages). */
import type { channelSchema, historyItemSchema, messageStatusSchema } from '../../../src/domain/contract'
import { isGroupTopic } from '../../../src/domain/protocol'
import type { RecordOf } from './record'

/** One recipient's status of a message and when it was set. */
export type StatusRecord = RecordOf<typeof messageStatusSchema, 'status' | 'timestamp'>

/**
 * A history item as stored: `topic` is the recipient id as sent (a `user:` id for a DM, a `group:` id for
 * a group), `payload` the base64 of the payload bytes, and `status` maps each recipient to its status.
 */
export type StoredMessage = RecordOf<
  typeof historyItemSchema,
  | 'messageid'
  | 'from'
  | 'topic'
  | 'from_sign'
  | 'cipher_suite'
  | 'payload_type'
  | 'payload'
  | 'timestamp'
  | 'version'
> & { status: Map<string, StatusRecord> }

export type ChatRecord = RecordOf<
  typeof channelSchema,
  'chatid' | 'chat_type' | 'chat_name' | 'avatar_url' | 'avatar_base64' | 'topic' | 'topic_type' | 'timestamp'
>

/** A DM is one conversation for both sides: key it by the sorted pair. */
export const conversationKey = (a: string, b: string): string =>
  isGroupTopic(b) ? b : [a, b].sort().join('|')

export class ChatStore {
  private readonly chats = new Map<string, Map<string, ChatRecord>>()
  private readonly conversations = new Map<string, StoredMessage[]>()
  private readonly byId = new Map<string, StoredMessage>()

  upsertChat(userid: string, chat: ChatRecord): void {
    const map = this.chats.get(userid) ?? new Map<string, ChatRecord>()
    map.set(chat.chatid, { ...map.get(chat.chatid), ...chat })
    this.chats.set(userid, map)
  }

  chatsOf(userid: string): ChatRecord[] {
    return [...(this.chats.get(userid)?.values() ?? [])].sort((a, b) => b.timestamp - a.timestamp)
  }

  /**
   * Stores a message once per messageId: a client resends until it sees the ack, so a second copy is
   * expected and must change nothing. Returns false for a messageId already stored.
   */
  store(message: StoredMessage): boolean {
    if (this.byId.has(message.messageid)) return false
    const key = conversationKey(message.from, message.topic)
    const list = this.conversations.get(key) ?? []
    list.push(message)
    this.conversations.set(key, list)
    this.byId.set(message.messageid, message)
    return true
  }

  message(messageid: string): StoredMessage | undefined {
    return this.byId.get(messageid)
  }

  /** Newest first: the conversation between `userid` and `topic` (a peer or a group). */
  history(userid: string, topic: string): StoredMessage[] {
    return [...(this.conversations.get(conversationKey(userid, topic)) ?? [])].sort(
      (a, b) => b.timestamp - a.timestamp,
    )
  }

  /** Every message addressed to `userid` (or to its groups) whose status changed after `since`. */
  changedSince(userid: string, groups: readonly string[], since: number): StoredMessage[] {
    const out: StoredMessage[] = []
    for (const message of this.byId.values()) {
      const forMe = message.topic === userid || groups.includes(message.topic) || message.from === userid
      if (!forMe) continue
      const touched = Math.max(message.timestamp, ...[...message.status.values()].map((s) => s.timestamp))
      if (touched > since) out.push(message)
    }
    return out
  }
}
