/**
 * Notifications kept per user (history), and a topic's publications read by its subscribers (docs/protocol.md
 * §4.4, §9.6); the topics and their subscribers are topics.ts's.
 */
import type { notificationItemSchema, notificationPayloadSchema } from '#domain/contract'
import { NodeStatus, type ReadStatus } from '#domain/protocol'
import type { OptionalOf, RecordOf } from './record'
import { type TopicRecord, TopicStore } from './topics'

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

export type { TopicRecord }

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
  /** Ends a subscription (docs/protocol.md §4.7); false when the user does not subscribe to the topic. */
  unsubscribe(topicid: string, userid: string): boolean
  subscribes(topicid: string, userid: string): boolean
  /** Every topic, newest first. */
  allTopics(): TopicRecord[]
  subscribersOf(topicid: string): readonly string[]
  createdBy(userid: string): TopicRecord[]
  subscribedBy(userid: string): TopicRecord[]
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
 * A user's own notifications in arrival order, and a topic's notifications once per topic, read by each user
 * who subscribed while it was published, with their own read state beside it. The topics, their subscribers
 * and each user's created and subscribed topics are the TopicStore's (topics.ts).
 */
export class NotificationStore extends TopicStore implements NotificationRepository {
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

  private own(userid: string): Seen[] {
    return this.kv
      .range<NotificationRecord>(['notice', userid])
      .map((e) => ({ seq: e.key[2] as number, record: e.value }))
  }

  /** The notifications of the user's topics published while they subscribed, with their read state. */
  private fromTopics(userid: string): Seen[] {
    return this.subscribedSpans(userid).flatMap(({ topicid, since, until }) =>
      this.kv
        .range<NotificationRecord>(['published', topicid], { from: since + 1 })
        .filter((e) => (e.key[2] as number) < until)
        .map((e) => ({ seq: e.key[2] as number, record: this.withState(userid, e.value) })),
    )
  }

  private withState(userid: string, record: NotificationRecord): NotificationRecord {
    const state = this.kv.get<ReadState>(['notice-state', userid, record.messageid])
    return state ? { ...record, ...state } : record
  }

  /** A topic notification the user sees (published while they subscribed), as they see it. */
  private topicNotice(userid: string, messageid: string): NotificationRecord | undefined {
    const where = this.kv.get<{ topicid: string; seq: number }>(['publication', messageid])
    if (!where) return undefined
    const seen = this.subscribedSpans(userid).some(
      (s) => s.topicid === where.topicid && s.since < where.seq && where.seq < s.until,
    )
    if (!seen) return undefined
    const record = this.kv.get<NotificationRecord>(['published', where.topicid, where.seq])
    return record && this.withState(userid, record)
  }
}
