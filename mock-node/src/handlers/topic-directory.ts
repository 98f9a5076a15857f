/**
 * This project's topic directory and unsubscribe (docs/protocol.md §4.7): every topic found by name or id,
 * with whether the searcher subscribes, and leaving a topic so its later publications no longer reach the
 * person. Topics live in the node's state (state/topics.ts), so a devnet's nodes answer alike.
 */
import { searchTopics, TopicDirectoryMessage, unsubscribeTopic } from '#domain/contract'
import { normalizeTopicId } from '#domain/validation'
import { fail } from '../failure'
import { route } from '../http/routes'
import type { TopicRecord } from '../state/topics'

/** A topic matches when its id is the keyword (as ids are pasted: trimmed, lower-cased) or its name holds it. */
const matches = (keyword: string) => {
  const wanted = normalizeTopicId(keyword)
  return (topic: TopicRecord): boolean =>
    wanted === '' || topic.topicid === wanted || topic.topic_name.toLowerCase().includes(wanted)
}

export const topicDirectoryRoutes = [
  route(searchTopics, ({ fields, caller = '' }, ctx) =>
    ctx.state.notifications
      .allTopics()
      .filter(matches(fields.keyword))
      .map((topic) => ({
        topicid: topic.topicid,
        topic_name: topic.topic_name,
        create_at: topic.create_at,
        creator_id: topic.creator,
        subscribed: ctx.state.notifications.subscribes(topic.topicid, caller),
      })),
  ),

  route(unsubscribeTopic, ({ fields, caller = '' }, ctx) => {
    if (!ctx.state.notifications.topic(fields.topicid))
      throw fail.notFound(TopicDirectoryMessage.topicNotFound)
    if (!ctx.state.notifications.unsubscribe(fields.topicid, caller))
      throw fail.conflict(TopicDirectoryMessage.notSubscribed)
    return null
  }),
]
