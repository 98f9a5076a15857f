/**
 * Topics and who subscribes to them (docs/protocol.md §4.4 "Topics", §4.7): the topics, each creator's and
 * each subscriber's index of them, a topic's subscribers in chunks, and the spans each user subscribed in,
 * so the notifications half (notifications.ts) shows a person what a topic published while they subscribed.
 */
import type { topicSchema } from '#domain/contract'
import type { KeyValue } from './kv/port'
import type { RecordOf } from './record'

export type TopicRecord = RecordOf<typeof topicSchema, 'topicid' | 'topic_name' | 'create_at'> & {
  creator: string
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

/**
 * A subscription that ended: what was published while it lasted stays in the person's history (leaving a
 * topic loses nothing already received); nothing published from `until` on reaches them.
 */
interface PastSubscription {
  since: number
  until: number
}

/** The arrival numbers a user reads a topic's publications between (`since` and `until` excluded). */
export interface SubscribedSpan {
  topicid: string
  since: number
  until: number
}

const withoutOrder = ({ order: _order, ...topic }: StoredTopic): TopicRecord => topic

export class TopicStore {
  /**
   * The subscribers of the topics published to last, decoded: a publish to 10,000 would otherwise decode
   * 10,000 ids before its reply. One node writes a folder (the lock), so a subscribe or unsubscribe here is
   * the only change; a devnet node also forgets them when it applies another node's (`forgetCached`).
   */
  private readonly subscriberCache = new Map<string, readonly string[]>()

  constructor(protected readonly kv: KeyValue) {}

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

  /**
   * Ends a subscription: the user leaves the topic's subscriber lists, so no later publication reaches
   * them, and the span they subscribed in is kept for their history. False when they do not subscribe.
   * `subscriber-count` stays: it numbers the places handed out, and a later subscriber takes a new one.
   */
  unsubscribe(topicid: string, userid: string): boolean {
    const current = this.kv.get<Subscription>(['subscribed', userid, topicid])
    if (!current) return false
    this.kv.write(() => {
      for (const { key, value } of this.kv.range<string[]>(['subscribers', topicid])) {
        if (!value.includes(userid)) continue
        this.kv.put(
          key,
          value.filter((id) => id !== userid),
        )
        break
      }
      this.kv.remove(['subscribed', userid, topicid])
      const past: PastSubscription = { since: current.since, until: this.kv.nextSeq() }
      this.kv.put(['subscribed-past', userid, topicid, current.since], past)
    })
    this.subscriberCache.delete(topicid)
    return true
  }

  /** Whether the user subscribes to the topic now. */
  subscribes(topicid: string, userid: string): boolean {
    return this.kv.get(['subscribed', userid, topicid]) !== undefined
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
    return stored && withoutOrder(stored)
  }

  /** Every topic on the node, newest first: what a search reads (a scan, as user search is). */
  allTopics(): TopicRecord[] {
    return this.kv
      .range<StoredTopic>(['topic'])
      .map((e) => e.value)
      .sort((a, b) => b.order - a.order)
      .map(withoutOrder)
  }

  createdBy(userid: string): TopicRecord[] {
    return this.kv.range<string>(['topics-by', userid]).flatMap((e) => this.topic(e.value) ?? [])
  }

  subscribedBy(userid: string): TopicRecord[] {
    return this.subscriptions(userid)
      .sort((a, b) => a.value.order - b.value.order)
      .flatMap((e) => this.topic(String(e.key[2])) ?? [])
  }

  /** The spans the user read each topic in: the subscriptions they hold, and the ones they ended. */
  subscribedSpans(userid: string): SubscribedSpan[] {
    const now = this.subscriptions(userid).map(({ key, value }) => ({
      topicid: String(key[2]),
      since: value.since,
      until: Number.POSITIVE_INFINITY,
    }))
    const past = this.kv
      .range<PastSubscription>(['subscribed-past', userid])
      .map(({ key, value }) => ({ topicid: String(key[2]), since: value.since, until: value.until }))
    return [...now, ...past]
  }

  private subscriptions(userid: string) {
    return this.kv.range<Subscription>(['subscribed', userid])
  }
}
