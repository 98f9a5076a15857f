/** How the screen names a topic: its name, or its id when it has none (docs/product.md §3 Topics). */
import type { Topic } from '../../domain/contract/schemas'

export const nameOf = (topic: Pick<Topic, 'topicid' | 'topic_name'>): string =>
  topic.topic_name?.trim() || topic.topicid

/** The name of one topic of a list by its id; the id itself when the list does not hold it. */
export const topicName = (topics: readonly Topic[], topicid: string): string =>
  nameOf(topics.find((t) => t.topicid === topicid) ?? { topicid })
