/**
 * Topics, the node's pub/sub (docs/protocol.md §4.4 "Topics", §9.7): create, subscribe, publish, and my created
 * and subscribed lists. Topic ids pass through unchanged; only bridge topics are lowercased (docs/product.md §5),
 * and that is the bridge module's business.
 */
import {
  createTopic,
  type ListPage,
  myCreatedTopics,
  mySubscribedTopics,
  publishTopicMessage,
  subscribeTopic,
  type Topic,
} from '../../domain/contract'
import { mergeListPage, type PageParams, pageFields } from '../contact/paging'
import type { ClientContext } from '../core/context'

interface PublishTopicParams {
  topicid: string
  title: string
  content: string
}

const byTopicid = (t: Topic): string => t.topicid

export class TopicModule {
  /** Topics I created. */
  myTopicList: Topic[] = []
  /** Topics I subscribed to. */
  mySubscribeList: Topic[] = []

  constructor(private readonly ctx: ClientContext) {}

  /** Creates a topic; resolves with the node's `{topicid, ...}` and emits "topic.created". */
  async createTopic(topicName: string): Promise<Topic> {
    const topic = await this.ctx.api.call(createTopic, { topic_name: topicName })
    this.ctx.events.emitIfListened('topic.created', {
      topicid: topic.topicid,
      topic_name: topic.topic_name ?? topicName,
    })
    return topic
  }

  /** Subscribes to a topic; its publications then arrive as `subscription` notifications. */
  async subscribeTopic(topicid: string): Promise<void> {
    await this.ctx.api.call(subscribeTopic, { topicid })
    this.ctx.events.emitIfListened('topic.subscribed', { topicid })
  }

  /**
   * Subscribes as `subscribeTopic` does, then reads my subscribed list back for the topic as the node holds
   * it, so a screen can show its name at once (the subscribe answer carries none); only the id when the
   * first page does not list it.
   */
  async subscribeTopicAndRead(topicid: string): Promise<Topic> {
    await this.subscribeTopic(topicid)
    const page = await this.getMySubscribeTopicList({ page: 1, size: 100 })
    return page.items.find((t) => t.topicid === topicid) ?? { topicid }
  }

  /** Publishes to a topic's subscribers; the node accepts it from the topic's creator. */
  async publishTopicMessage(params: PublishTopicParams): Promise<void> {
    const { topicid, title, content } = params
    await this.ctx.api.call(publishTopicMessage, { topicid, title, content })
  }

  /** Topics I created, merged page by page; emits "notification.getMyTopicList". */
  async getMyCreateTopicList(params?: PageParams): Promise<ListPage<Topic>> {
    const page = await this.ctx.api.call(myCreatedTopics, pageFields(params))
    this.myTopicList = mergeListPage(this.myTopicList, page, params, byTopicid)
    this.ctx.events.emitIfListened('notification.getMyTopicList', { items: this.myTopicList })
    return page
  }

  /** Topics I subscribed to, merged page by page; emits "notification.getMySubscribeList". */
  async getMySubscribeTopicList(params?: PageParams): Promise<ListPage<Topic>> {
    const page = await this.ctx.api.call(mySubscribedTopics, pageFields(params))
    this.mySubscribeList = mergeListPage(this.mySubscribeList, page, params, byTopicid)
    this.ctx.events.emitIfListened('notification.getMySubscribeList', { items: this.mySubscribeList })
    return page
  }
}
