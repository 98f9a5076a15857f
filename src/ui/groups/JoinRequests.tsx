import { PEOPLE_CARD } from '../contacts/people-card'
import { PEOPLE_COPY } from '../contacts/people-copy'
import { Alert, Button, ListFooter, PersonList, PersonRow } from '../kit'
import type { GroupPartProps } from './group-view'

/** The creator's pending join requests: Approve (the default action) or Reject, each signed by the wallet. */
export const JoinRequests = ({ state, send }: GroupPartProps) => {
  const { requests, requestsError, requesters, answering, answerError } = state.context
  const loading = state.hasTag('requestsLoading')
  return (
    <section className={PEOPLE_CARD} aria-labelledby="group-requests-title" aria-busy={loading}>
      <h2 id="group-requests-title">Join requests</h2>
      <ListFooter
        loading={loading}
        loadingLabel="Loading join requests..."
        error={state.hasTag('requestsError') ? (requestsError?.message ?? '') : undefined}
        onRetry={() => send({ type: 'group.retryRequests' })}
        onMore={undefined}
        empty={requests.length === 0 ? 'No join requests waiting.' : undefined}
      />
      {requests.length > 0 ? (
        <PersonList label="Join requests">
          {requests.map((r) => (
            <PersonRow
              key={r.userid}
              // The asker's display name once their profile was read; the short id until then.
              person={{ userid: r.userid, name: requesters.names[r.userid] }}
              detail={r.reason || undefined}
            >
              <Button
                variant="primary"
                busy={answering?.userid === r.userid && answering.approve}
                disabled={answering !== undefined}
                onClick={() => send({ type: 'group.answer', userid: r.userid, approve: true })}
              >
                Approve
              </Button>
              <Button
                busy={answering?.userid === r.userid && !answering.approve}
                disabled={answering !== undefined}
                onClick={() => send({ type: 'group.answer', userid: r.userid, approve: false })}
              >
                {PEOPLE_COPY.reject}
              </Button>
            </PersonRow>
          ))}
        </PersonList>
      ) : null}
      {answerError ? <Alert tone="error">{answerError.message}</Alert> : null}
    </section>
  )
}
