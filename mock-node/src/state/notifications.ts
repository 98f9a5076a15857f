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

export class NotificationStore {
  private readonly byUser = new Map<string, NotificationRecord[]>()
  private readonly topics = new Map<string, TopicRecord>()

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
    return topic
  }

  topic(topicid: string): TopicRecord | undefined {
    return this.topics.get(topicid)
  }

  createdBy(userid: string): TopicRecord[] {
    return [...this.topics.values()].filter((t) => t.creator === userid)
  }

  subscribedBy(userid: string): TopicRecord[] {
    return [...this.topics.values()].filter((t) => t.subscribers.has(userid))
  }
}
