/**
 * Finding topics and leaving them: this project's two endpoints beside the network's topic calls
 * (docs/protocol.md §4.7). The public Web3MQ nodes list only the topics a person created or subscribed to
 * and have no unsubscribe; a node without these routes answers 404, and the app says plainly that it cannot
 * browse or leave there, keeping the paste-an-id way (docs/product.md §14.2). Signed like their neighbours
 * `users/search` and `subscribe_topic`: `web3mq_signature` over userid + the field + timestamp.
 */
import * as z from 'zod/mini'
import { dataEndpoint, listEndpoint, signedBy } from '../endpoint'
import { NodeCode } from '../node-codes'
import { refusal } from '../refusals'
import { num, optNum, optStr, str } from '../schemas'

export const TopicDirectoryLimits = {
  /** Characters of a search: a topic name's limit (docs/product.md §14.1). */
  keyword: 100,
  /** Topics one page of a search lists at most. */
  pageSize: 100,
} as const

/** The node's exact words for these endpoints' refusals. */
export const TopicDirectoryMessage = {
  topicNotFound: 'Topic not found',
  notSubscribed: 'You are not subscribed to this topic',
} as const

/** A topic as a search lists it: the network's topic item, whether the searcher subscribes, its creator. */
export const foundTopicSchema = z.looseObject({
  topicid: str,
  topic_name: optStr,
  create_at: optNum,
  creator_id: optStr,
  subscribed: z.boolean(),
})

export type FoundTopic = z.output<typeof foundTopicSchema>

/**
 * Every topic on the node whose name contains `keyword` (case-insensitive) or whose id is `keyword`
 * (trimmed, lower-cased); an empty keyword lists them all. Newest first.
 */
export const searchTopics = listEndpoint({
  name: 'topic.search',
  method: 'GET',
  path: '/api/topics/search/',
  auth: signedBy.signature('keyword'),
  refusals: {},
  params: z.object({
    keyword: z.string().check(z.maxLength(TopicDirectoryLimits.keyword)),
    // The neighbours' paging, bounded: a page is a whole number from 1, at most pageSize topics.
    page: z.optional(z.pipe(num, z.number().check(z.int(), z.gte(1)))),
    size: z.optional(z.pipe(num, z.number().check(z.int(), z.gte(1), z.lte(TopicDirectoryLimits.pageSize)))),
  }),
  item: foundTopicSchema,
  list: { items: 'result', total: 'total' },
})

/** Ends the signer's subscription: the topic's later publications no longer reach them. */
export const unsubscribeTopic = dataEndpoint({
  name: 'topic.unsubscribe',
  method: 'POST',
  path: '/api/unsubscribe_topic/',
  auth: signedBy.signature('topicid'),
  refusals: {
    topicNotFound: refusal(NodeCode.notFound, 'no topic with that id', TopicDirectoryMessage.topicNotFound),
    notSubscribed: refusal(
      NodeCode.conflict,
      'the signer does not subscribe to this topic (never did, or left already)',
      TopicDirectoryMessage.notSubscribed,
    ),
  },
  params: z.object({ topicid: str }),
  data: z.nullish(z.unknown()),
})

export const topicDirectoryEndpoints = [searchTopics, unsubscribeTopic] as const
