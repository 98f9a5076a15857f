/** Notifications kept per user (history) and topics with their subscribers (docs/protocol.md §4.4, §9.6). */
import type {
  notificationItemSchema,
  notificationPayloadSchema,
  topicSchema,
} from '../../../src/domain/contract'
import { NodeStatus, type ReadStatus } from '../../../src/domain/protocol'
import type { KeyValue } from './kv/port'
import type { OptionalOf, RecordOf } from './record'

export type NotificationPayload = RecordOf<
  typeof notificationPayloadSchema,
  'title' | 'content' | 'type' | 'version' | 'timestamp'
> &
  OptionalOf<typeof notificationPayloadSchema, 'come_from'> & { metadata?: Record<string, unknown> }

/** A stored notification; `status` is private to the node (REST history shows only `read`). */
export type NotificationRecord = RecordOf<
  typeof notificationItemSchema,
  | 'messageid'
  | 'from'
  | 'topic'
  | 'from_sign'
  | 'cipher_suite'
  | 'payload_type'
  | 'timestamp'
  | 'version'
  | 'read'
> & { payload: NotificationPayload; status: typeof NodeStatus.received | ReadStatus }

export type TopicRecord = RecordOf<typeof topicSchema, 'topicid' | 'topic_name' | 'create_at'> & {
  creator: string
}

/** The notifications aggregate: each user's notifications, and topics with their subscribers. */
export interface NotificationRepository {
  add(userid: string, record: NotificationRecord): void
  history(userid: string, filter: { topic?: string; type?: string; read?: boolean }): NotificationRecord[]
  setStatus(userid: string, ids: readonly string[], status: ReadStatus): number
  createTopic(topic: TopicRecord, subscribers?: Iterable<string>): TopicRecord
  topic(topicid: string): TopicRecord | undefined
  /** Adds a subscriber; false when there is no such topic. */
  subscribe(topicid: string, userid: string): boolean
  subscribersOf(topicid: string): string[]
  createdBy(userid: string): TopicRecord[]
  subscribedBy(userid: string): TopicRecord[]
}

/** A topic as stored: its creation number orders the lists. */
type StoredTopic = TopicRecord & { order: number }

/**
 * Each user's notifications in arrival order, topics, and indexes of a topic's subscribers and of a user's
 * created and subscribed topics, so listing them never visits every topic.
 */
export class NotificationStore implements NotificationRepository {
  constructor(private readonly kv: KeyValue) {}

  add(userid: string, record: NotificationRecord): void {
    this.kv.put(['notice', userid, this.kv.nextSeq()], record)
  }

  /** Newest first, optionally filtered by topic and notification type. */
  history(userid: string, filter: { topic?: string; type?: string; read?: boolean }): NotificationRecord[] {
    return this.kv
      .range<NotificationRecord>(['notice', userid])
      .map((e) => e.value)
      .filter((n) => (filter.topic ? n.topic === filter.topic : true))
      .filter((n) => (filter.type ? n.payload.type === filter.type : true))
      .filter((n) => (filter.read === undefined ? true : n.read === filter.read))
      .sort((a, b) => b.timestamp - a.timestamp)
  }

  /** Marks the user's own notifications; ids the user does not have are ignored. */
  setStatus(userid: string, ids: readonly string[], status: ReadStatus): number {
    const wanted = new Set(ids)
    let changed = 0
    this.kv.write(() => {
      for (const { key, value: n } of this.kv.range<NotificationRecord>(['notice', userid])) {
        if (!wanted.has(n.messageid)) continue
        this.kv.put(key, {
          ...n,
          read: n.read || status === NodeStatus.read,
          status: n.status === NodeStatus.read ? n.status : status,
        })
        changed++
      }
    })
    return changed
  }

  createTopic(topic: TopicRecord, subscribers: Iterable<string> = []): TopicRecord {
    this.kv.write(() => {
      const order = this.kv.nextSeq()
      this.kv.put(['topic', topic.topicid], { ...topic, order })
      this.kv.put(['topics-by', topic.creator, order], topic.topicid)
      for (const userid of subscribers) this.subscribe(topic.topicid, userid)
    })
    return topic
  }

  subscribe(topicid: string, userid: string): boolean {
    const topic = this.kv.get<StoredTopic>(['topic', topicid])
    if (!topic) return false
    this.kv.write(() => {
      this.kv.put(['subscriber', topicid, userid], 1)
      this.kv.put(['subscribed', userid, topicid], topic.order)
    })
    return true
  }

  subscribersOf(topicid: string): string[] {
    return this.kv.range(['subscriber', topicid]).map((e) => String(e.key[2]))
  }

  topic(topicid: string): TopicRecord | undefined {
    const stored = this.kv.get<StoredTopic>(['topic', topicid])
    if (!stored) return undefined
    const { order: _order, ...topic } = stored
    return topic
  }

  createdBy(userid: string): TopicRecord[] {
    return this.kv.range<string>(['topics-by', userid]).flatMap((e) => this.topic(e.value) ?? [])
  }

  subscribedBy(userid: string): TopicRecord[] {
    return this.kv
      .range<number>(['subscribed', userid])
      .sort((a, b) => a.value - b.value)
      .flatMap((e) => this.topic(String(e.key[2])) ?? [])
  }
}
