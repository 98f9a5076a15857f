import { useMachine } from '@xstate/react'
import type { ProfileViewer, profileMachine } from '../../machines/profile/profile.machine'
import { DemoOffer } from '../demo/DemoOffer'
import { Alert, Button, Spinner } from '../kit'
import { BoundDids } from './BoundDids'
import { ContactListPanel } from './ContactListPanel'
import { EditProfileForm } from './EditProfileForm'
import { FirstScreen } from './FirstScreen'
import { ProfileCard } from './ProfileCard'
import styles from './ProfilePage.module.css'

export interface ProfileScreenProps {
  machine: typeof profileMachine
  handle: string | undefined
  viewer: ProfileViewer | undefined
  onSignIn: () => void
}

/** One profile machine, rendered by its tags: signed out, loading, not found, failed, or ready. */
export const ProfileScreen = ({ machine, handle, viewer, onSignIn }: ProfileScreenProps) => {
  const [snapshot, send] = useMachine(machine, { input: { handle, viewer } })
  const { context } = snapshot

  if (snapshot.hasTag('signedOut')) return <FirstScreen onSignIn={onSignIn} />
  if (snapshot.hasTag('notFound')) {
    return (
      <section className={styles.card} aria-labelledby="profile-title">
        <h1 id="profile-title">This profile does not exist</h1>
        <p className={styles.muted}>No user was found for “{handle}”.</p>
      </section>
    )
  }
  if (snapshot.hasTag('error')) {
    return (
      <section className={styles.card} aria-labelledby="profile-title">
        <h1 id="profile-title">Profile</h1>
        <Alert tone="error">The profile could not be loaded: {context.error?.message}</Alert>
        <p role="status" className={styles.muted}>
          {snapshot.hasTag('retrying') ? 'Trying again…' : 'It will be tried again in a few seconds.'}
        </p>
        <Button onClick={() => send({ type: 'profile.retry' })}>Try again</Button>
      </section>
    )
  }
  if (!snapshot.hasTag('ready') || !context.profile) {
    return <Spinner label="Loading profile..." />
  }
  const editing = snapshot.hasTag('editing')
  return (
    <>
      <ProfileCard snapshot={snapshot} send={send} canFollow={viewer !== undefined && !context.isSelf} />
      {editing ? <EditProfileForm snapshot={snapshot} send={send} /> : null}
      {context.list.kind === 'none' ? null : <ContactListPanel snapshot={snapshot} send={send} />}
      <BoundDids entries={context.profile.bind_did_list ?? []} />
      {/* On the mock node, your own profile offers a demo person to talk to (docs/product.md §14.10). */}
      {context.isSelf && viewer ? <DemoOffer withUserid={viewer.userid} card /> : null}
    </>
  )
}
