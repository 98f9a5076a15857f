import { Link } from 'react-router-dom'
import { chatPath } from '../chat/chat-path'
import { PEOPLE_CARD } from '../contacts/people-card'
import { PEOPLE_COPY } from '../contacts/people-copy'
import { kitStyles, ListFooter, PersonList, PersonRow } from '../kit'
import type { GroupPartProps } from './group-view'

/** The members, page by page; only members see them. */
export const GroupMembers = ({ state, send }: GroupPartProps) => {
  if (state.matches({ ready: { members: 'hidden' } })) return null
  const { members, viewer } = state.context
  const loading = state.hasTag('membersLoading')
  const failed = state.hasTag('membersError')
  return (
    <section className={PEOPLE_CARD} aria-labelledby="group-members-title" aria-busy={loading}>
      <h2 id="group-members-title">Members</h2>
      {members.items.length > 0 ? (
        <PersonList label="Members">
          {members.items.map((m) => (
            <PersonRow key={m.userid} person={m} detail={m.userid === viewer ? 'You' : undefined}>
              {m.userid === viewer ? null : (
                <Link className={kitStyles.button} to={chatPath(m.userid)}>
                  {PEOPLE_COPY.message}
                </Link>
              )}
            </PersonRow>
          ))}
        </PersonList>
      ) : null}
      <ListFooter
        loading={loading}
        loadingLabel="Loading members..."
        error={failed ? (members.error?.message ?? '') : undefined}
        onRetry={() => send({ type: 'group.retryMembers' })}
        onMore={
          state.can({ type: 'group.moreMembers' }) ? () => send({ type: 'group.moreMembers' }) : undefined
        }
      />
    </section>
  )
}
