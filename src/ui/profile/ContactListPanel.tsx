import { Button, ListFooter, PersonList, PersonRow } from '../kit'
import { LIST_PANEL_ID } from './ProfileCard'
import styles from './ProfilePage.module.css'
import type { ProfilePartProps } from './profile-view-types'

const COPY = {
  followers: { title: 'Followers', loading: 'Loading followers...', empty: 'No followers yet.' },
  following: { title: 'Following', loading: 'Loading following...', empty: 'Not following anyone yet.' },
} as const

/** The open followers or following list: page 1 first, "Show more" for the next, errors with retry. */
export const ContactListPanel = ({ snapshot, send }: ProfilePartProps) => {
  const { list } = snapshot.context
  if (list.kind === 'none') return null
  const copy = COPY[list.kind]
  const loading = snapshot.hasTag('listLoading')
  const failed = snapshot.hasTag('listError')
  return (
    <section
      id={LIST_PANEL_ID}
      className={styles.card}
      aria-labelledby="profile-list-title"
      aria-busy={loading}
    >
      <div className={styles.panelHead}>
        <h2 id="profile-list-title">{copy.title}</h2>
        <Button variant="ghost" onClick={() => send({ type: 'profile.closeList' })}>
          Close list
        </Button>
      </div>
      {list.items.length > 0 ? (
        <PersonList>
          {list.items.map((contact) => (
            <PersonRow key={contact.userid} person={contact} />
          ))}
        </PersonList>
      ) : null}
      <ListFooter
        empty={list.items.length === 0 ? copy.empty : undefined}
        loading={loading}
        loadingLabel={copy.loading}
        error={failed ? (list.error?.message ?? '') : undefined}
        onRetry={() => send({ type: 'profile.retryList' })}
        onMore={
          snapshot.can({ type: 'profile.moreList' }) ? () => send({ type: 'profile.moreList' }) : undefined
        }
      />
    </section>
  )
}
