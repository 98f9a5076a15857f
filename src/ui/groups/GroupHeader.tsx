import { Link } from 'react-router-dom'
import { shorten } from '../../domain/display'
import { joinWayOf } from '../../machines/groups/groups.machine'
import { chatPath } from '../chat/chat-path'
import styles from '../contacts/People.module.css'
import { PEOPLE_CARD } from '../contacts/people-card'
import { PEOPLE_COPY } from '../contacts/people-copy'
import { Alert, Avatar, Button, Field, kitStyles } from '../kit'
import { type GroupPartProps, POLICY_COPY } from './group-view'

const nftText = (nfts: readonly Record<string, unknown>[]): string =>
  nfts.map((n) => `${String(n.contract)}${n.chain_type ? ` (${String(n.chain_type)})` : ''}`).join(', ')

/** How a person outside gets in: join, ask to join, or wait for an invitation, per the group's policy. */
const JoinPart = ({ state, send }: GroupPartProps) => {
  const { policy, reason } = state.context
  const way = joinWayOf(policy.policy)
  const busy = state.hasTag('membershipBusy')
  const copy = POLICY_COPY[policy.policy] ?? POLICY_COPY.creator_invite_friends
  return (
    <>
      <p>{copy?.outside}</p>
      {policy.policy === 'nft_validation' && policy.nfts.length > 0 ? (
        <p>
          NFT contract: <span className={styles.mono}>{nftText(policy.nfts)}</span>
        </p>
      ) : null}
      {way === 'join' ? (
        <div className={styles.actions}>
          <Button variant="primary" busy={busy} onClick={() => send({ type: 'group.join' })}>
            Join group
          </Button>
        </div>
      ) : null}
      {way === 'request' && !state.matches({ ready: { membership: 'requested' } }) ? (
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault()
            send({ type: 'group.join' })
          }}
        >
          <Field
            label="Why you want to join"
            hint="Optional: the creator reads it."
            value={reason}
            onChange={(e) => send({ type: 'group.reason', value: e.target.value })}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" busy={busy}>
              Ask to join
            </Button>
          </div>
        </form>
      ) : null}
    </>
  )
}

/** The group's name, picture and id, the way in or out, and its chat. */
export const GroupHeader = ({ state, send }: GroupPartProps) => {
  const { group, membershipError, membershipNotice } = state.context
  if (!group) return null
  const member = group.is_group_member === true
  return (
    <section className={PEOPLE_CARD} aria-label="Group">
      <div className={styles.head}>
        <Avatar user={{ avatar_url: group.avatar_url, userid: group.groupid }} size={64} alt="" />
        <div>
          <span className={styles.mono} title={group.groupid}>
            {shorten(group.groupid)}
          </span>
          <span className={styles.muted}>{member ? 'You are a member.' : 'You are not a member.'}</span>
        </div>
      </div>
      {member ? (
        <div className={styles.actions}>
          <Link className={kitStyles.button} to={chatPath(group.groupid)}>
            {PEOPLE_COPY.openChat}
          </Link>
          <Button
            variant="danger"
            busy={state.hasTag('membershipBusy')}
            onClick={() => send({ type: 'group.leave' })}
          >
            Leave group
          </Button>
        </div>
      ) : (
        <JoinPart state={state} send={send} />
      )}
      {membershipError ? <Alert tone="error">{membershipError.message}</Alert> : null}
      {membershipNotice ? <p role="status">{membershipNotice}</p> : null}
    </section>
  )
}
