/**
 * Topics, the node's pub/sub (docs/protocol.md §4.4 "Topics", §9.7): create, subscribe, publish, and my created
 * and subscribed lists; and this project's search of every topic and unsubscribe (§4.7), which a node without
 * them answers with 404: `searchTopics` then resolves undefined and `unsubscribeTopic` false, so the app says
 * it cannot browse or leave there (docs/product.md §14.2). Topic ids pass through unchanged; only bridge topics
 * are lowercased (docs/product.md §5), and that is the bridge module's business.
 */
import {
  createTopic,
  type FoundTopic,
  type ListPage,
  myCreatedTopics,
  mySubscribedTopics,
  publishTopicMessage,
  searchTopics,
  subscribeTopic,
  type Topic,
  TopicDirectoryMessage,
  unsubscribeTopic,
} from '../../domain/contract'
import { HttpError, NodeError } from '../../domain/errors'
import { mergeListPage, type PageParams, pageFields } from '../contact/paging'
import type { ClientContext } from '../core/context'

interface PublishTopicParams {
  topicid: string
  title: string
  content: string
}

const byTopicid = (t: Topic): string => t.topicid

/**
 * The node has no such route: an HTTP 404, or a 404 envelope that is none of the endpoint's own refusals
 * (an unknown topic) nor about the signing user.
 */
const isMissingRoute = (error: unknown): boolean =>
  (error instanceof HttpError && error.status === 404) ||
  (error instanceof NodeError &&
    error.nodeCode === 404 &&
    error.message !== TopicDirectoryMessage.topicNotFound &&
    !/user/i.test(error.message))

/** A page of every topic whose name holds the keyword or whose id it is. */
interface SearchParams extends PageParams {
  keyword: string
}

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

  /**
   * Every topic on the node whose name holds `keyword` (any case) or whose id it is, newest first, each with
   * whether I subscribe; an empty keyword lists them all. Undefined when the node cannot search topics.
   */
  async searchTopics(params: SearchParams): Promise<ListPage<FoundTopic> | undefined> {
    try {
      return await this.ctx.api.call(searchTopics, { keyword: params.keyword, ...pageFields(params) })
    } catch (error) {
      if (isMissingRoute(error)) return undefined
      throw error
    }
  }

  /**
   * Ends my subscription: the topic's later publications no longer reach me. Resolves false when the node
   * has no unsubscribe call (every public Web3MQ node today); a refusal (not subscribed, no such topic) throws.
   */
  async unsubscribeTopic(topicid: string): Promise<boolean> {
    try {
      await this.ctx.api.call(unsubscribeTopic, { topicid })
    } catch (error) {
      if (isMissingRoute(error)) return false
      throw error
    }
    this.mySubscribeList = this.mySubscribeList.filter((t) => t.topicid !== topicid)
    return true
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
