/** Notifications kept per user (history) and topics with their subscribers (docs/protocol.md §4.4, §9.6). */
import type {
  notificationItemSchema,
  notificationPayloadSchema,
  topicSchema,
} from '../../../src/domain/contract'
import { NodeStatus, type ReadStatus } from '../../../src/domain/protocol'
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
  subscribers: Set<string>
}

/** The notifications aggregate: each user's notifications, and topics with their subscribers. */
export interface NotificationRepository {
  add(userid: string, record: NotificationRecord): void
  history(userid: string, filter: { topic?: string; type?: string; read?: boolean }): NotificationRecord[]
  setStatus(userid: string, ids: readonly string[], status: ReadStatus): number
  createTopic(topic: TopicRecord): TopicRecord
  topic(topicid: string): TopicRecord | undefined
  /** Adds a subscriber; false when there is no such topic. */
  subscribe(topicid: string, userid: string): boolean
  createdBy(userid: string): TopicRecord[]
  subscribedBy(userid: string): TopicRecord[]
}

const addTo = (map: Map<string, Set<TopicRecord>>, key: string, topic: TopicRecord): void => {
  const set = map.get(key) ?? new Set<TopicRecord>()
  set.add(topic)
  map.set(key, set)
}

/** In memory; a user's topics (created, subscribed) are indexed so listing them never visits every topic. */
export class MemoryNotificationRepository implements NotificationRepository {
  private readonly byUser = new Map<string, NotificationRecord[]>()
  /** In creation order, which the topic lists keep. */
  private readonly topics = new Map<string, TopicRecord>()
  private readonly order = new Map<TopicRecord, number>()
  private readonly byCreator = new Map<string, Set<TopicRecord>>()
  private readonly bySubscriber = new Map<string, Set<TopicRecord>>()

  add(userid: string, record: NotificationRecord): void {
    const list = this.byUser.get(userid) ?? []
    list.push(record)
    this.byUser.set(userid, list)
  }

  /** Newest first, optionally filtered by topic and notification type. */
  history(userid: string, filter: { topic?: string; type?: string; read?: boolean }): NotificationRecord[] {
    return (this.byUser.get(userid) ?? [])
      .filter((n) => (filter.topic ? n.topic === filter.topic : true))
      .filter((n) => (filter.type ? n.payload.type === filter.type : true))
      .filter((n) => (filter.read === undefined ? true : n.read === filter.read))
      .sort((a, b) => b.timestamp - a.timestamp)
  }

  /** Marks the user's own notifications; ids the user does not have are ignored. */
  setStatus(userid: string, ids: readonly string[], status: ReadStatus): number {
    const wanted = new Set(ids)
    let changed = 0
    for (const n of this.byUser.get(userid) ?? []) {
      if (!wanted.has(n.messageid)) continue
      if (status === NodeStatus.read) n.read = true
      if (n.status !== NodeStatus.read) n.status = status
      changed++
    }
    return changed
  }

  createTopic(topic: TopicRecord): TopicRecord {
    this.topics.set(topic.topicid, topic)
    this.order.set(topic, this.order.size)
    addTo(this.byCreator, topic.creator, topic)
    for (const userid of topic.subscribers) addTo(this.bySubscriber, userid, topic)
    return topic
  }

  subscribe(topicid: string, userid: string): boolean {
    const topic = this.topics.get(topicid)
    if (!topic) return false
    topic.subscribers.add(userid)
    addTo(this.bySubscriber, userid, topic)
    return true
  }

  topic(topicid: string): TopicRecord | undefined {
    return this.topics.get(topicid)
  }

  createdBy(userid: string): TopicRecord[] {
    return this.inOrder(this.byCreator.get(userid))
  }

  subscribedBy(userid: string): TopicRecord[] {
    return this.inOrder(this.bySubscriber.get(userid))
  }

  private inOrder(topics: ReadonlySet<TopicRecord> | undefined): TopicRecord[] {
    return [...(topics ?? [])].sort((a, b) => (this.order.get(a) ?? 0) - (this.order.get(b) ?? 0))
  }
}
