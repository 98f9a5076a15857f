import { type FormEvent, useEffect, useId, useState } from 'react'
import { countText, Limits, type Problem, tooLong } from '../../domain/validation'
import { Alert, Button, Field, kitStyles } from '../kit'
import styles from './Subscription.module.css'
import { SUB_COPY } from './subscription-copy'

interface OneFieldFormProps {
  legend: string
  label: string
  button: string
  busy: boolean
  /** Another topic request is running; this form's button waits for it (the machine runs one at a time). */
  waiting: boolean
  error: string | undefined
  /** The longest text the network accepts: shown as a counter. */
  max?: number
  /** What is wrong with the text, checked as it is typed (the network's own rule). */
  check: (text: string) => Problem
  onSubmit: (text: string) => void
}

/**
 * A one-field form (create a topic, subscribe to a topic id). Text the network would refuse is named as
 * it is typed and not sent; what was typed stays after a failure; the owner remounts it (a new `key`)
 * after a success to clear it.
 */
export const OneFieldForm = (props: OneFieldFormProps) => {
  const { legend, label, button, busy, waiting, error, max, check, onSubmit } = props
  const [text, setText] = useState('')
  const blank = text.trim() === ''
  const problem = blank ? undefined : check(text)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!blank && !problem && !waiting) onSubmit(text)
  }
  return (
    <form onSubmit={submit}>
      <fieldset className={styles.form}>
        <legend>{legend}</legend>
        <Field
          label={label}
          value={text}
          onChange={(e) => setText(e.target.value)}
          required
          hint={max ? SUB_COPY.counter(countText(text.trim(), max)) : undefined}
          error={problem ?? error}
        />
        <div className={styles.actions}>
          <Button
            type="submit"
            busy={busy}
            disabled={blank || problem !== undefined || waiting}
            disabledReason={waiting ? SUB_COPY.otherTopicRequest : undefined}
          >
            {button}
          </Button>
        </div>
      </fieldset>
    </form>
  )
}

interface PublishFormProps {
  topicName: string
  /** Bumped by every successful publication. */
  revision: number
  /** The last successful publication was to this topic: its form is cleared and confirms it. */
  publishedHere: boolean
  /** The confirmation shown beside the Publish button after this topic's success. */
  confirmation: string | undefined
  busy: boolean
  /** As OneFieldForm's: another topic request is running. */
  waiting: boolean
  error: string | undefined
  onPublish: (title: string, content: string) => void
}

const titleProblem = (title: string): Problem =>
  tooLong(title.trim(), Limits.publishTitle) ? SUB_COPY.tooLong('The title', Limits.publishTitle) : undefined

const contentProblem = (content: string): Problem =>
  tooLong(content.trim(), Limits.publishContent)
    ? SUB_COPY.tooLong('The content', Limits.publishContent)
    : undefined

/** Publishes a notification (title, content) to the subscribers of one of my topics. */
export const PublishForm = (props: PublishFormProps) => {
  const { topicName, revision, publishedHere, confirmation, busy, waiting, error, onPublish } = props
  const [title, setTitle] = useState('')
  const [content, setContent] = useState('')
  const [seenRevision, setSeenRevision] = useState(revision)
  // Only this topic's own success clears it: what is typed for another topic stays.
  useEffect(() => {
    if (revision === seenRevision) return
    setSeenRevision(revision)
    if (publishedHere) {
      setTitle('')
      setContent('')
    }
  }, [revision, seenRevision, publishedHere])
  const contentId = useId()
  const contentProblemId = useId()
  const problem = contentProblem(content)
  const complete = title.trim() !== '' && content.trim() !== ''
  const valid = complete && !titleProblem(title) && !problem
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (valid && !waiting) onPublish(title, content)
  }
  return (
    <form onSubmit={submit}>
      <fieldset className={styles.form}>
        <legend>{SUB_COPY.publishLegend(topicName)}</legend>
        <Field
          label={SUB_COPY.publishTitle}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
          hint={SUB_COPY.counter(countText(title.trim(), Limits.publishTitle))}
          error={titleProblem(title)}
        />
        <div className={kitStyles.field}>
          <label htmlFor={contentId}>{SUB_COPY.publishContent}</label>
          <textarea
            id={contentId}
            className={styles.textarea}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? contentProblemId : undefined}
            required
          />
          {problem ? (
            <span id={contentProblemId} role="alert" className={kitStyles.alertError}>
              {problem}
            </span>
          ) : null}
        </div>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className={styles.actions}>
          <Button
            type="submit"
            busy={busy}
            disabled={!valid || waiting}
            disabledReason={waiting ? SUB_COPY.otherTopicRequest : undefined}
          >
            {SUB_COPY.publishButton}
          </Button>
          {publishedHere && confirmation ? (
            <span role="status" className={styles.confirmation}>
              {confirmation}
            </span>
          ) : null}
        </div>
      </fieldset>
    </form>
  )
}
