/** Notification history and read status (docs/protocol.md §4.4 "Notifications"), topics (pub/sub). */
import * as z from 'zod/mini'
import { READ_STATUSES } from '../../protocol/message-status'
import { dataEndpoint, listEndpoint, signedBy } from '../endpoint'
import { refuse } from '../refusals'
import { notificationItemSchema, optStr, paging, str, strList, topicSchema } from '../schemas'

/** JS signs userid + topic + notice_type + timestamp with absent values as ''. */
export const notificationHistory = listEndpoint({
  name: 'notify.history',
  method: 'GET',
  path: '/api/notification/history/',
  auth: signedBy.signature('topic', 'notice_type'),
  refusals: {},
  params: z.object({ ...paging, topic: optStr, notice_type: optStr, read_status: optStr }),
  item: notificationItemSchema,
  list: { items: 'result', total: 'total' },
})

export const notificationStatus = dataEndpoint({
  name: 'notify.status',
  method: 'POST',
  path: '/api/notification/status/',
  auth: signedBy.signature('status'),
  refusals: {},
  params: z.object({ messages: strList, status: z.enum(READ_STATUSES) }),
  data: z.nullish(z.unknown()),
})

export const createTopic = dataEndpoint({
  name: 'topic.create',
  method: 'POST',
  path: '/api/create_topic/',
  auth: signedBy.signature(),
  refusals: {},
  params: z.object({ topic_name: z.string().check(z.minLength(1), z.maxLength(100)) }),
  data: topicSchema,
})

export const subscribeTopic = dataEndpoint({
  name: 'topic.subscribe',
  method: 'POST',
  path: '/api/subscribe_topic/',
  auth: signedBy.signature('topicid'),
  refusals: { notFound: refuse.notFound('no topic with that id') },
  params: z.object({ topicid: str }),
  data: z.nullish(z.unknown()),
})

export const publishTopicMessage = dataEndpoint({
  name: 'topic.publish',
  method: 'POST',
  path: '/api/publish_topic_message/',
  auth: signedBy.signature('topicid'),
  refusals: {
    notFound: refuse.notFound('no topic with that id'),
    forbidden: refuse.forbidden('only its creator publishes to a topic'),
  },
  params: z.object({
    topicid: str,
    title: z.string().check(z.minLength(1), z.maxLength(200)),
    content: z.string().check(z.maxLength(10_000)),
  }),
  data: z.nullish(z.unknown()),
})

const topicList = {
  refusals: {},
  method: 'GET',
  auth: signedBy.signature(),
  params: z.object({ ...paging }),
  item: topicSchema,
  list: { items: 'array' },
} as const

export const myCreatedTopics = listEndpoint({
  ...topicList,
  name: 'topic.myCreated',
  path: '/api/my_create_topic_list/',
})
export const mySubscribedTopics = listEndpoint({
  ...topicList,
  name: 'topic.mySubscribed',
  path: '/api/my_subscribe_topic_list/',
})

export const notifyEndpoints = [
  notificationHistory,
  notificationStatus,
  createTopic,
  subscribeTopic,
  publishTopicMessage,
  myCreatedTopics,
  mySubscribedTopics,
] as const
