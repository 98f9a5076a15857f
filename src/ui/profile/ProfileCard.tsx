import { useEffect, useRef } from 'react'
import { Link } from 'react-router-dom'
import { displayName, shorten } from '../../domain/display'
import { chatPath } from '../chat/chat-path'
import { Alert, Avatar, Button, kitStyles } from '../kit'
import { CopyAddress } from './CopyAddress'
import styles from './ProfilePage.module.css'
import { userIdEnding, walletKind } from './profile-facts'
import type { ProfilePartProps } from './profile-view-types'

export const LIST_PANEL_ID = 'profile-list-panel'

/**
 * Puts focus back on the Edit button when the edit form (which had it) closes. The kit's Button takes no
 * ref, so the button is found inside the returned container.
 */
const useReturnFocus = (editing: boolean) => {
  const container = useRef<HTMLDivElement>(null)
  const wasEditing = useRef(editing)
  useEffect(() => {
    if (wasEditing.current && !editing)
      container.current?.querySelector<HTMLButtonElement>('[data-edit]')?.focus()
    wasEditing.current = editing
  }, [editing])
  return container
}

/**
 * Avatar, display name, address with copy, the wallet kind and Web3MQ ID in words, the two counts (buttons opening the
 * lists), and Follow/Unfollow and Message (others, when signed in) or Edit profile (own).
 */
export const ProfileCard = ({ snapshot, send, canFollow }: ProfilePartProps & { canFollow: boolean }) => {
  const { profile, isSelf, list, followError } = snapshot.context
  const editing = snapshot.hasTag('editing')
  const actions = useReturnFocus(editing)
  if (!profile) return null
  const name = displayName(profile)
  const followers = profile.stats?.total_followers ?? 0
  const following = profile.stats?.total_following ?? 0
  const followed = profile.is_my_following === true
  // aria-controls must name an element that exists (axe: aria-valid-attr-value); the list panel is only
  // rendered while a list is open.
  const controls = list.kind === 'none' ? undefined : LIST_PANEL_ID
  return (
    <section className={styles.card} aria-labelledby="profile-title">
      <div className={styles.identity}>
        <Avatar user={profile} size={96} alt={`Avatar of ${name}`} />
        <div className={styles.identityText}>
          <h1 id="profile-title" className={styles.name} title={name}>
            {name}
          </h1>
          {profile.wallet_address ? (
            // Without a nickname the title already is the short address: not written a second time.
            <CopyAddress
              snapshot={snapshot}
              send={send}
              showAddress={name !== shorten(profile.wallet_address)}
            />
          ) : null}
        </div>
      </div>
      <dl className={styles.facts}>
        <dt>Wallet</dt>
        <dd>{walletKind(profile.wallet_type)}</dd>
        <dt>Web3MQ ID</dt>
        <dd title={profile.userid}>{userIdEnding(profile.userid)}</dd>
      </dl>
      <div className={styles.counts}>
        <Button
          variant="ghost"
          aria-pressed={list.kind === 'followers'}
          aria-controls={controls}
          onClick={() => send({ type: 'profile.showFollowers' })}
        >
          <strong>{followers}</strong> Followers
        </Button>
        <Button
          variant="ghost"
          aria-pressed={list.kind === 'following'}
          aria-controls={controls}
          onClick={() => send({ type: 'profile.showFollowing' })}
        >
          <strong>{following}</strong> Following
        </Button>
      </div>
      <div ref={actions} className={styles.actions}>
        {isSelf && !editing ? (
          <Button data-edit onClick={() => send({ type: 'profile.edit' })}>
            Edit profile
          </Button>
        ) : null}
        {canFollow ? (
          <Button
            variant={followed ? 'secondary' : 'primary'}
            busy={snapshot.hasTag('following')}
            onClick={() => send({ type: 'profile.follow' })}
          >
            {followed ? 'Unfollow' : 'Follow'}
          </Button>
        ) : null}
        {canFollow && profile.userid ? (
          <Link to={chatPath(profile.userid)} className={kitStyles.button}>
            Message
          </Link>
        ) : null}
      </div>
      {followError ? <Alert tone="error">{followError.message}</Alert> : null}
    </section>
  )
}
