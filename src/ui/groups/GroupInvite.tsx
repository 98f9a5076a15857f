import { displayName } from '../../domain/display'
import { PersonSearch } from '../contacts/PersonSearch'
import { PEOPLE_CARD } from '../contacts/people-card'
import { PEOPLE_COPY } from '../contacts/people-copy'
import { Alert } from '../kit'
import type { GroupPartProps } from './group-view'

/** Members invite people found by search; the invited join at once and are told. */
export const GroupInvite = ({ state, send }: GroupPartProps) => {
  const { group, members, inviting, invited, inviteError } = state.context
  if (group?.is_group_member !== true) return null
  return (
    <section className={PEOPLE_CARD} aria-labelledby="group-invite-title">
      <h2 id="group-invite-title">Invite people</h2>
      <PersonSearch
        label="Find a person to invite"
        pickLabel="Invite"
        busy={inviting?.userid}
        exclude={new Set(members.items.map((m) => m.userid))}
        allExcluded={PEOPLE_COPY.allInGroup}
        onPick={(person) => send({ type: 'group.invite', person })}
      />
      {inviteError ? <Alert tone="error">{inviteError.message}</Alert> : null}
      {invited ? <p role="status">Invited {displayName(invited)}.</p> : null}
    </section>
  )
}
