/** Notifications kept per user (history) and topics with their subscribers (docs/protocol.md §4.4, §9.6). */
import type { notificationItemSchema, notificationPayloadSchema, topicSchema } from '#domain/contract'
import { NodeStatus, type ReadStatus } from '#domain/protocol'
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
  /** Files a topic's notification once; every subscriber of that moment reads it as theirs. */
  publish(topicid: string, record: NotificationRecord): void
  history(userid: string, filter: { topic?: string; type?: string; read?: boolean }): NotificationRecord[]
  setStatus(userid: string, ids: readonly string[], status: ReadStatus): number
  createTopic(topic: TopicRecord, subscribers?: Iterable<string>): TopicRecord
  topic(topicid: string): TopicRecord | undefined
  /** Adds a subscriber; false when there is no such topic. */
  subscribe(topicid: string, userid: string): boolean
  subscribersOf(topicid: string): readonly string[]
  createdBy(userid: string): TopicRecord[]
  subscribedBy(userid: string): TopicRecord[]
}

/**
 * A topic's subscribers are kept in lists of this many, so a publish reads ten values for 10,000 of them
 * and a subscribe rewrites one list.
 */
const SUBSCRIBER_CHUNK = 1000

/** How many topics' subscriber lists are kept decoded. */
const CACHED_TOPICS = 64

/** A topic as stored: its creation number orders the lists. */
type StoredTopic = TopicRecord & { order: number }

/** A subscription: the topic's place in the user's list, and the arrival number it began after. */
interface Subscription {
  order: number
  since: number
}

/** A user's own read state of a topic's notification, once they set one. */
type ReadState = Pick<NotificationRecord, 'read' | 'status'>

/** A notification as a user sees it, with its arrival number for equal times. */
interface Seen {
  seq: number
  record: NotificationRecord
}

const marked = (record: NotificationRecord, status: ReadStatus): ReadState => ({
  read: record.read || status === NodeStatus.read,
  status: record.status === NodeStatus.read ? record.status : status,
})

/**
 * A user's own notifications in arrival order; a topic's notifications once per topic, read by each user
 * subscribed before it with their own read state beside it; and indexes of a topic's subscribers and of a
 * user's created and subscribed topics, so listing them never visits every topic.
 */
export class NotificationStore implements NotificationRepository {
  /**
   * The subscribers of the topics published to last, decoded: a publish to 10,000 would otherwise decode
   * 10,000 ids before its reply. One node writes a folder (the lock), so a subscribe here is the only change;
   * a devnet node also forgets them when it applies another node's subscribe (`forgetCached`).
   */
  private readonly subscriberCache = new Map<string, readonly string[]>()

  constructor(private readonly kv: KeyValue) {}

  add(userid: string, record: NotificationRecord): void {
    this.kv.put(['notice', userid, this.kv.nextSeq()], record)
  }

  publish(topicid: string, record: NotificationRecord): void {
    this.kv.write(() => {
      const seq = this.kv.nextSeq()
      this.kv.put(['published', topicid, seq], record)
      this.kv.put(['publication', record.messageid], { topicid, seq })
    })
  }

  /** Newest first (equal times in arrival order), optionally filtered by topic, type and read state. */
  history(userid: string, filter: { topic?: string; type?: string; read?: boolean }): NotificationRecord[] {
    return [...this.own(userid), ...this.fromTopics(userid)]
      .sort((a, b) => b.record.timestamp - a.record.timestamp || a.seq - b.seq)
      .map((n) => n.record)
      .filter((n) => (filter.topic ? n.topic === filter.topic : true))
      .filter((n) => (filter.type ? n.payload.type === filter.type : true))
      .filter((n) => (filter.read === undefined ? true : n.read === filter.read))
  }

  /** Marks the user's own notifications; ids the user does not have are ignored. */
  setStatus(userid: string, ids: readonly string[], status: ReadStatus): number {
    const wanted = new Set(ids)
    let changed = 0
    this.kv.write(() => {
      for (const { key, value: n } of this.kv.range<NotificationRecord>(['notice', userid])) {
        if (!wanted.delete(n.messageid)) continue
        this.kv.put(key, { ...n, ...marked(n, status) })
        changed++
      }
      for (const id of wanted) {
        const seen = this.topicNotice(userid, id)
        if (!seen) continue
        this.kv.put(['notice-state', userid, id], marked(seen, status))
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
    if (this.kv.get(['subscribed', userid, topicid])) return true
    this.kv.write(() => {
      const count = this.kv.get<number>(['subscriber-count', topicid]) ?? 0
      const chunk = Math.floor(count / SUBSCRIBER_CHUNK)
      const list = this.kv.get<string[]>(['subscribers', topicid, chunk]) ?? []
      this.kv.put(['subscribers', topicid, chunk], [...list, userid])
      this.kv.put(['subscriber-count', topicid], count + 1)
      const subscription: Subscription = { order: topic.order, since: this.kv.nextSeq() }
      this.kv.put(['subscribed', userid, topicid], subscription)
    })
    this.subscriberCache.delete(topicid)
    return true
  }

  /** Drops the decoded subscriber lists: the store changed under them. */
  forgetCached(): void {
    this.subscriberCache.clear()
  }

  /** In the order they subscribed. */
  subscribersOf(topicid: string): readonly string[] {
    const cached = this.subscriberCache.get(topicid)
    if (cached) return cached
    const found = this.kv.range<string[]>(['subscribers', topicid]).flatMap((e) => e.value)
    if (this.subscriberCache.size >= CACHED_TOPICS) this.subscriberCache.clear()
    this.subscriberCache.set(topicid, found)
    return found
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
    return this.subscriptions(userid)
      .sort((a, b) => a.value.order - b.value.order)
      .flatMap((e) => this.topic(String(e.key[2])) ?? [])
  }

  private subscriptions(userid: string) {
    return this.kv.range<Subscription>(['subscribed', userid])
  }

  private own(userid: string): Seen[] {
    return this.kv
      .range<NotificationRecord>(['notice', userid])
      .map((e) => ({ seq: e.key[2] as number, record: e.value }))
  }

  /** The notifications of the user's topics published after they subscribed, with their read state. */
  private fromTopics(userid: string): Seen[] {
    return this.subscriptions(userid).flatMap(({ key, value }) =>
      this.kv
        .range<NotificationRecord>(['published', String(key[2])], { from: value.since + 1 })
        .map((e) => ({ seq: e.key[2] as number, record: this.withState(userid, e.value) })),
    )
  }

  private withState(userid: string, record: NotificationRecord): NotificationRecord {
    const state = this.kv.get<ReadState>(['notice-state', userid, record.messageid])
    return state ? { ...record, ...state } : record
  }

  /** A topic notification the user sees (published after they subscribed), as they see it. */
  private topicNotice(userid: string, messageid: string): NotificationRecord | undefined {
    const where = this.kv.get<{ topicid: string; seq: number }>(['publication', messageid])
    if (!where) return undefined
    const subscription = this.kv.get<Subscription>(['subscribed', userid, where.topicid])
    if (!subscription || subscription.since >= where.seq) return undefined
    const record = this.kv.get<NotificationRecord>(['published', where.topicid, where.seq])
    return record && this.withState(userid, record)
  }
}
