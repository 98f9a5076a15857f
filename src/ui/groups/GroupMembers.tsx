import { Link } from 'react-router-dom'
import { chatPath } from '../chat/chat-path'
import styles from '../contacts/People.module.css'
import { PEOPLE_COPY } from '../contacts/people-copy'
import { Alert, Button, PersonList, PersonRow, Spinner } from '../kit'
import type { GroupPartProps } from './group-view'

/** The members, page by page; only members see them. */
export const GroupMembers = ({ state, send }: GroupPartProps) => {
  if (state.matches({ ready: { members: 'hidden' } })) return null
  const { members, viewer } = state.context
  const loading = state.hasTag('membersLoading')
  const failed = state.hasTag('membersError')
  return (
    <section className={styles.card} aria-labelledby="group-members-title" aria-busy={loading}>
      <h2 id="group-members-title">Members</h2>
      {members.items.length > 0 ? (
        <PersonList label="Members">
          {members.items.map((m) => (
            <PersonRow key={m.userid} person={m} detail={m.userid === viewer ? 'You' : undefined}>
              {m.userid === viewer ? null : (
                <Link className={styles.linkButton} to={chatPath(m.userid)}>
                  {PEOPLE_COPY.message}
                </Link>
              )}
            </PersonRow>
          ))}
        </PersonList>
      ) : null}
      {loading ? <Spinner label="Loading members..." /> : null}
      {failed ? (
        <>
          <Alert tone="error">
            {PEOPLE_COPY.listFailed} {members.error?.message}
          </Alert>
          <div className={styles.actions}>
            <Button onClick={() => send({ type: 'group.retryMembers' })}>{PEOPLE_COPY.tryAgain}</Button>
          </div>
        </>
      ) : null}
      {state.can({ type: 'group.moreMembers' }) ? (
        <div className={styles.actions}>
          <Button onClick={() => send({ type: 'group.moreMembers' })}>{PEOPLE_COPY.showMore}</Button>
        </div>
      ) : null}
    </section>
  )
}
