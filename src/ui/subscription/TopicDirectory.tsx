import { type FormEvent, useState } from 'react'
import type { FoundTopic } from '../../domain/contract/endpoints/topic-directory'
import { countText, Limits } from '../../domain/validation'
import { keywordProblem } from '../../machines/subscription/subscription.topic-directory'
import { Alert, Button, Field, kitStyles } from '../kit'
import styles from './Subscription.module.css'
import { SUB_COPY } from './subscription-copy'
import type { SectionProps } from './subscription-view'
import { nameOf } from './topic-names'

/** One found topic: its name and id, and "Subscribe" unless I already do. */
const FoundRow = ({ topic, state, send }: SectionProps & { topic: FoundTopic }) => {
  const { joining, joinError } = state.context.directory
  const joiningThis = joining === topic.topicid
  const waiting = state.hasTag('topicsBusy') && !joiningThis
  const error = joinError?.topicid === topic.topicid ? joinError.message : undefined
  const name = nameOf(topic)
  // Subscribed since the search too: by a pasted id, or from these results.
  const subscribed = topic.subscribed || state.context.subscribed.some((t) => t.topicid === topic.topicid)
  return (
    <li className={styles.item}>
      <strong>{name}</strong>
      {name === topic.topicid ? null : <span className={styles.id}>{topic.topicid}</span>}
      <div className={styles.actions}>
        {subscribed ? (
          <span className={styles.badge}>{SUB_COPY.subscribedMark}</span>
        ) : (
          <Button
            aria-label={SUB_COPY.subscribeTo(name)}
            busy={joiningThis}
            disabled={waiting}
            disabledReason={waiting ? SUB_COPY.otherTopicRequest : undefined}
            onClick={() => send({ type: 'topics.join', topicid: topic.topicid })}
          >
            {SUB_COPY.subscribeButton}
          </Button>
        )}
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </li>
  )
}

/**
 * "Find a topic": every topic on the node by name or id (docs/protocol.md §4.7), an empty search listing
 * them all. What is typed stays; a node without the directory gets one plain sentence, and the paste-an-id
 * form below still subscribes (docs/product.md §14.2).
 */
export const TopicDirectory = ({ state, send }: SectionProps) => {
  const [keyword, setKeyword] = useState('')
  const { directory } = state.context
  if (state.hasTag('topicsDirectoryUnavailable')) {
    return <p className={styles.muted}>{SUB_COPY.directoryUnavailable}</p>
  }
  const searching = state.hasTag('topicsSearching')
  const problem = keywordProblem(keyword)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!problem) send({ type: 'topics.search', keyword })
  }
  const status = searching
    ? SUB_COPY.searching
    : directory.joined
      ? SUB_COPY.joined(nameOf(directory.joined))
      : directory.keyword !== undefined
        ? SUB_COPY.found(directory.total, directory.keyword)
        : ''
  const more = !searching && directory.keyword !== undefined && directory.results.length < directory.total
  return (
    <>
      <form onSubmit={submit}>
        <fieldset className={styles.form}>
          <legend>{SUB_COPY.findLegend}</legend>
          <Field
            label={SUB_COPY.searchLabel}
            type="search"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            hint={`${SUB_COPY.searchHint} ${SUB_COPY.counter(countText(keyword.trim(), Limits.topicName))}`}
            error={problem}
          />
          <div className={styles.actions}>
            <Button type="submit" busy={searching} disabled={problem !== undefined}>
              {SUB_COPY.searchButton}
            </Button>
          </div>
        </fieldset>
      </form>
      {directory.error && directory.error.message !== problem ? (
        <Alert tone="error">{directory.error.message}</Alert>
      ) : null}
      <p role="status" className={styles.muted}>
        {status}
      </p>
      {directory.results.length > 0 ? (
        <ul className={kitStyles.cardList} aria-label={SUB_COPY.findTitle}>
          {directory.results.map((topic) => (
            <FoundRow key={topic.topicid} topic={topic} state={state} send={send} />
          ))}
        </ul>
      ) : null}
      {more ? (
        <div className={styles.actions}>
          <Button onClick={() => send({ type: 'topics.searchMore' })}>{SUB_COPY.showMoreTopics}</Button>
        </div>
      ) : null}
    </>
  )
}
