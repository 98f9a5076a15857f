/** Topics: create, subscribe, publish, my lists (protocol §4.4, §9.7). */
export { type PublishTopicParams, TopicModule } from './topic-module'
