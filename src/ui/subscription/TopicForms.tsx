import { type FormEvent, useEffect, useId, useState } from 'react'
import { Alert, Button, Field, kitStyles } from '../kit'
import styles from './Subscription.module.css'
import { SUB_COPY } from './subscription-copy'

interface OneFieldFormProps {
  legend: string
  label: string
  button: string
  busy: boolean
  error: string | undefined
  onSubmit: (text: string) => void
}

/**
 * A one-field form (create a topic, subscribe to a topic id). What was typed stays after a failure;
 * the owner remounts it (a new `key`) after a success to clear it.
 */
export const OneFieldForm = ({ legend, label, button, busy, error, onSubmit }: OneFieldFormProps) => {
  const [text, setText] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (text.trim() !== '') onSubmit(text)
  }
  return (
    <form onSubmit={submit}>
      <fieldset className={styles.form}>
        <legend>{legend}</legend>
        <Field label={label} value={text} onChange={(e) => setText(e.target.value)} required error={error} />
        <div className={styles.actions}>
          <Button type="submit" busy={busy} disabled={text.trim() === ''}>
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
  /** The last successful publication was to this topic: its form is cleared. */
  publishedHere: boolean
  busy: boolean
  error: string | undefined
  onPublish: (title: string, content: string) => void
}

/** Publishes a notification (title, content) to the subscribers of one of my topics. */
export const PublishForm = ({
  topicName,
  revision,
  publishedHere,
  busy,
  error,
  onPublish,
}: PublishFormProps) => {
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
  const complete = title.trim() !== '' && content.trim() !== ''
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (complete) onPublish(title, content)
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
        />
        <div className={kitStyles.field}>
          <label htmlFor={contentId}>{SUB_COPY.publishContent}</label>
          <textarea
            id={contentId}
            className={styles.textarea}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            required
          />
        </div>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className={styles.actions}>
          <Button type="submit" busy={busy} disabled={!complete}>
            {SUB_COPY.publishButton}
          </Button>
        </div>
      </fieldset>
    </form>
  )
}
