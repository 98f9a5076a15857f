/** Topics: create, subscribe, publish, my lists (docs/protocol.md §4.4, §9.7). */
export { type PublishTopicParams, TopicModule } from './topic-module'
