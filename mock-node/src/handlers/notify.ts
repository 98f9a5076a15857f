/** Notification history and status, and topics: create, subscribe, publish, my lists (docs/protocol.md §4.4, §9.7). */
import {
  createTopic,
  myCreatedTopics,
  mySubscribedTopics,
  notificationHistory,
  notificationStatus,
  publishTopicMessage,
  subscribeTopic,
} from '#domain/contract'
import type { NodeContext } from '../context'
import { fail } from '../failure'
import { route } from '../http/routes'
import type { TopicRecord } from '../state/notifications'
import { announceNotification, newNotification, notificationItem } from './common'

const topicItem = (t: TopicRecord) => ({
  topicid: t.topicid,
  topic_name: t.topic_name,
  create_at: t.create_at,
})

const requireTopic = (ctx: NodeContext, topicid: string): TopicRecord => {
  const topic = ctx.state.notifications.topic(topicid)
  if (!topic) throw fail.notFound('Topic not found')
  return topic
}

const readFilter = (value: string | undefined): boolean | undefined =>
  value === 'read' ? true : value === 'unread' ? false : undefined

export const notifyRoutes = [
  route(notificationHistory, ({ fields, caller = '' }, ctx) =>
    ctx.state.notifications
      .history(caller, {
        ...(fields.topic ? { topic: fields.topic } : {}),
        ...(fields.notice_type ? { type: fields.notice_type } : {}),
        ...(readFilter(fields.read_status) === undefined ? {} : { read: readFilter(fields.read_status) }),
      })
      .map(notificationItem),
  ),

  route(notificationStatus, ({ fields, caller = '' }, ctx) => {
    ctx.state.notifications.setStatus(caller, fields.messages, fields.status)
    return null
  }),

  route(createTopic, ({ fields, caller = '' }, ctx) =>
    topicItem(
      ctx.state.notifications.createTopic({
        topicid: ctx.newId('topic:'),
        topic_name: fields.topic_name,
        creator: caller,
        create_at: ctx.now(),
      }),
    ),
  ),

  route(subscribeTopic, ({ fields, caller = '' }, ctx) => {
    if (!ctx.state.notifications.subscribe(fields.topicid, caller)) throw fail.notFound('Topic not found')
    return null
  }),

  route(publishTopicMessage, ({ fields, caller = '' }, ctx) => {
    const topic = requireTopic(ctx, fields.topicid)
    if (topic.creator !== caller) throw fail.forbidden('Only the creator of a topic can publish to it')
    const record = newNotification(ctx, {
      title: fields.title,
      content: fields.content,
      type: 'subscription',
      from: caller,
      topic: topic.topicid,
    })(topic.topicid)
    // Stored once for the topic, not once per subscriber: the reply does not wait on the audience's size.
    ctx.state.notifications.publish(topic.topicid, record)
    const subscribers = ctx.state.notifications.subscribersOf(topic.topicid)
    ctx.hub.notification(subscribers, record)
    announceNotification(ctx, subscribers, record)
    return null
  }),

  route(myCreatedTopics, ({ caller = '' }, ctx) => ctx.state.notifications.createdBy(caller).map(topicItem)),
  route(mySubscribedTopics, ({ caller = '' }, ctx) =>
    ctx.state.notifications.subscribedBy(caller).map(topicItem),
  ),
]
