import { useEffect, useRef } from 'react'
import type { Topic } from '../../domain/contract/schemas'
import { Alert, Button } from '../kit'
import styles from './Subscription.module.css'
import { SUB_COPY } from './subscription-copy'
import type { SectionProps } from './subscription-view'
import { nameOf } from './topic-names'

/**
 * "Unsubscribe" on one of my subscribed topics, then a confirm step in place: "Unsubscribe" again leaves
 * (docs/protocol.md §4.7), "Keep" goes back. Focus moves into the question and back to the button, so a
 * keyboard never loses its place. Nothing is offered once the node has said it cannot unsubscribe.
 */
export const LeaveTopic = ({ topic, state, send }: SectionProps & { topic: Topic }) => {
  const { asked, leaving, error, unavailable } = state.context.leave
  const name = nameOf(topic)
  const askedHere = asked === topic.topicid
  const leavingThis = leaving === topic.topicid
  const waiting = state.hasTag('topicsBusy') && !leavingThis
  // The kit's Button takes no ref: its holder finds it. The first button of either step takes focus.
  const holder = useRef<HTMLDivElement>(null)
  const wasAsked = useRef(false)
  useEffect(() => {
    if (askedHere || wasAsked.current) holder.current?.querySelector('button')?.focus()
    wasAsked.current = askedHere
  }, [askedHere])
  if (unavailable) return null
  const failed = error?.topicid === topic.topicid ? error.message : undefined
  return (
    <div ref={holder}>
      {askedHere ? (
        <div className={styles.confirm}>
          <p>{SUB_COPY.confirmLeave(name)}</p>
          <div className={styles.actions}>
            <Button
              variant="danger"
              aria-label={SUB_COPY.confirmUnsubscribeLabel(name)}
              disabled={waiting}
              disabledReason={waiting ? SUB_COPY.otherTopicRequest : undefined}
              onClick={() => send({ type: 'topics.leave.confirm' })}
            >
              {SUB_COPY.unsubscribe}
            </Button>
            <Button
              aria-label={SUB_COPY.keepLabel(name)}
              onClick={() => send({ type: 'topics.leave.cancel' })}
            >
              {SUB_COPY.keep}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button
            variant="ghost"
            aria-label={SUB_COPY.unsubscribeLabel(name)}
            busy={leavingThis}
            onClick={() => send({ type: 'topics.leave.ask', topicid: topic.topicid })}
          >
            {SUB_COPY.unsubscribe}
          </Button>
        </div>
      )}
      {failed ? <Alert tone="error">{failed}</Alert> : null}
    </div>
  )
}
