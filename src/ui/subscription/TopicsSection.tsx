import type { ReactNode } from 'react'
import type { Topic } from '../../domain/contract/schemas'
import { checkText, checkTopicId, Limits } from '../../domain/validation'
import { Alert, Button, kitStyles } from '../kit'
import { LeaveTopic } from './LeaveTopic'
import styles from './Subscription.module.css'
import { SUB_COPY } from './subscription-copy'
import type { SectionProps } from './subscription-view'
import { TopicDirectory } from './TopicDirectory'
import { OneFieldForm, PublishForm } from './TopicForms'
import { nameOf, topicName } from './topic-names'

/** A topic's name, and its id under it when the name is not the id itself (no id shown twice). */
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
    <ul className={kitStyles.cardList}>
      {topics.map((topic) => (
        <li key={topic.topicid} className={styles.item}>
          <strong>{nameOf(topic)}</strong>
          {nameOf(topic) === topic.topicid ? null : <span className={styles.id}>{topic.topicid}</span>}
          {render?.(topic)}
        </li>
      ))}
    </ul>
  )

/** Copies one of my topic ids, so it can be shared with people who should subscribe. */
const CopyId = ({ topic, state, send }: SectionProps & { topic: Topic }) => {
  const copied = state.hasTag('topicCopied') && state.context.copied === topic.topicid
  return (
    <div className={styles.actions}>
      <Button
        variant="ghost"
        aria-label={copied ? undefined : SUB_COPY.copyIdLabel(nameOf(topic))}
        onClick={() => send({ type: 'topics.copy', topicid: topic.topicid })}
      >
        {copied ? SUB_COPY.copied : SUB_COPY.copyId}
      </Button>
      <span role="status" className="visually-hidden">
        {copied ? SUB_COPY.copiedStatus : ''}
      </span>
    </div>
  )
}

/**
 * My created and subscribed topics (docs/product.md §3 Topics): leave a subscribed one, find others on the
 * node by name or id, subscribe by a pasted id, create, publish (docs/protocol.md §4.4, §4.7).
 */
export const TopicsSection = ({ state, send }: SectionProps) => {
  const { created, subscribed, topicError, topicsError, revision, published, drafts, copyError, leave } =
    state.context
  const busy = state.hasTag('topicsBusy')
  const running = (op: 'creating' | 'subscribing' | 'publishing') => state.matches({ topics: { ops: op } })
  const publishingTo = (topicid: string) => running('publishing') && drafts.publish?.topicid === topicid
  const errorFor = (op: 'create' | 'subscribe') => (topicError?.op === op ? topicError.message : undefined)
  const publishError = (topicid: string) =>
    topicError?.op === 'publish' && drafts.publish?.topicid === topicid ? topicError.message : undefined
  const confirmation = published
    ? SUB_COPY.published(published.title, topicName(created, published.topicid))
    : undefined
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
      <h3>{SUB_COPY.subscribedTitle}</h3>
      <TopicList
        topics={subscribed}
        empty={SUB_COPY.noSubscribed}
        render={(topic) => <LeaveTopic topic={topic} state={state} send={send} />}
      />
      <p role="status" className={styles.muted}>
        {leave.unavailable ? SUB_COPY.noUnsubscribe : leave.left ? SUB_COPY.left(nameOf(leave.left)) : ''}
      </p>
      <h3>{SUB_COPY.findTitle}</h3>
      <TopicDirectory state={state} send={send} />
      <OneFieldForm
        key={`subscribe-${revision.subscribe}`}
        legend={SUB_COPY.subscribeLegend}
        label={SUB_COPY.topicId}
        button={SUB_COPY.subscribeButton}
        busy={running('subscribing')}
        waiting={busy && !running('subscribing')}
        error={errorFor('subscribe')}
        check={checkTopicId}
        onSubmit={(topicid) => send({ type: 'topics.subscribe', topicid })}
      />
      <h3>{SUB_COPY.createdTitle}</h3>
      {copyError ? <Alert tone="error">{copyError.message}</Alert> : null}
      <TopicList
        topics={created}
        empty={SUB_COPY.noCreated}
        render={(topic) => (
          <>
            <CopyId topic={topic} state={state} send={send} />
            <PublishForm
              revision={revision.publish}
              publishedHere={published?.topicid === topic.topicid}
              confirmation={confirmation}
              topicName={nameOf(topic)}
              busy={publishingTo(topic.topicid)}
              waiting={busy && !publishingTo(topic.topicid)}
              error={publishError(topic.topicid)}
              onPublish={(title, content) =>
                send({ type: 'topics.publish', topicid: topic.topicid, title, content })
              }
            />
          </>
        )}
      />
      <OneFieldForm
        key={`create-${revision.create}`}
        legend={SUB_COPY.createLegend}
        label={SUB_COPY.topicName}
        button={SUB_COPY.createButton}
        busy={running('creating')}
        waiting={busy && !running('creating')}
        error={errorFor('create')}
        max={Limits.topicName}
        check={(name) => checkText(name, 'The topic name', Limits.topicName)}
        onSubmit={(name) => send({ type: 'topics.create', name })}
      />
    </section>
  )
}
