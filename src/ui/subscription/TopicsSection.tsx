import type { ReactNode } from 'react'
import type { Topic } from '../../domain/contract/schemas'
import { Alert, Button } from '../kit'
import styles from './Subscription.module.css'
import { SUB_COPY } from './subscription-copy'
import type { SectionProps } from './subscription-view'
import { OneFieldForm, PublishForm } from './TopicForms'

const nameOf = (topic: Topic): string => topic.topic_name?.trim() || topic.topicid

const topicName = (topics: readonly Topic[], topicid: string): string =>
  nameOf(topics.find((t) => t.topicid === topicid) ?? { topicid })

const TopicList = ({
  topics,
  empty,
  render,
}: {
  topics: Topic[]
  empty: string
  render?: (t: Topic) => ReactNode
}) =>
  topics.length === 0 ? (
    <p className={styles.muted}>{empty}</p>
  ) : (
    <ul className={styles.list}>
      {topics.map((topic) => (
        <li key={topic.topicid} className={styles.item}>
          <strong>{nameOf(topic)}</strong>
          <span className={styles.id}>{topic.topicid}</span>
          {render?.(topic)}
        </li>
      ))}
    </ul>
  )

/** My created and subscribed topics, with forms to create, subscribe and publish (docs/product.md §3 Topics). */
export const TopicsSection = ({ state, send }: SectionProps) => {
  const { created, subscribed, topicError, topicsError, revision, published, drafts } = state.context
  const busy = state.hasTag('topicsBusy')
  const errorFor = (op: 'create' | 'subscribe') => (topicError?.op === op ? topicError.message : undefined)
  const publishError = (topicid: string) =>
    topicError?.op === 'publish' && drafts.publish?.topicid === topicid ? topicError.message : undefined
  return (
    <section className={styles.card} aria-labelledby="topics-title" aria-busy={busy || undefined}>
      <h2 id="topics-title">{SUB_COPY.topicsTitle}</h2>
      {state.hasTag('topicsLoading') ? <p role="status">{SUB_COPY.topicsLoading}</p> : null}
      {state.hasTag('topicsLoadFailed') ? (
        <>
          <Alert tone="error">{topicsError?.message}</Alert>
          <Button onClick={() => send({ type: 'topics.retry' })}>{SUB_COPY.retry}</Button>
        </>
      ) : null}
      {published ? (
        <Alert tone="success">
          {SUB_COPY.published(published.title, topicName(created, published.topicid))}
        </Alert>
      ) : null}
      <OneFieldForm
        key={`create-${revision.create}`}
        legend={SUB_COPY.createLegend}
        label={SUB_COPY.topicName}
        button={SUB_COPY.createButton}
        busy={state.matches({ topics: 'creating' })}
        error={errorFor('create')}
        onSubmit={(name) => send({ type: 'topics.create', name })}
      />
      <OneFieldForm
        key={`subscribe-${revision.subscribe}`}
        legend={SUB_COPY.subscribeLegend}
        label={SUB_COPY.topicId}
        button={SUB_COPY.subscribeButton}
        busy={state.matches({ topics: 'subscribing' })}
        error={errorFor('subscribe')}
        onSubmit={(topicid) => send({ type: 'topics.subscribe', topicid })}
      />
      <h3>{SUB_COPY.createdTitle}</h3>
      <TopicList
        topics={created}
        empty={SUB_COPY.noCreated}
        render={(topic) => (
          <PublishForm
            revision={revision.publish}
            publishedHere={published?.topicid === topic.topicid}
            topicName={nameOf(topic)}
            busy={state.matches({ topics: 'publishing' }) && drafts.publish?.topicid === topic.topicid}
            error={publishError(topic.topicid)}
            onPublish={(title, content) =>
              send({ type: 'topics.publish', topicid: topic.topicid, title, content })
            }
          />
        )}
      />
      <h3>{SUB_COPY.subscribedTitle}</h3>
      <TopicList topics={subscribed} empty={SUB_COPY.noSubscribed} />
    </section>
  )
}
