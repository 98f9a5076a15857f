import { useMachine } from '@xstate/react'
import { Suspense, use } from 'react'
import { useSearchParams } from 'react-router-dom'
import { PageLoading } from '../app/PageLoading'
import { useAppServices } from '../app/services-context'
import { useViewer } from '../profile/use-viewer'
import { AddFriend } from './AddFriend'
import { ContactsList } from './ContactsList'
import { ContactsTabs } from './ContactsTabs'
import styles from './People.module.css'
import { PEOPLE_COPY, TABS } from './people-copy'
import { SignInPrompt } from './SignInPrompt'

/** The signed-in screen; its machines load with it (suspending until they are there). */
const ContactsContent = ({ viewer }: { viewer: string }) => {
  const { people } = useAppServices()
  // `?tab=received` opens a list at once: a friend request's notification links there to be answered.
  const asked = useSearchParams()[0].get('tab')
  const [state, send] = useMachine(use(people.machines()).contacts, {
    input: { tab: TABS.find((t) => t === asked) },
  })
  return (
    <>
      <ContactsTabs selected={state.context.tab} onSelect={(tab) => send({ type: 'contacts.tab', tab })}>
        <ContactsList state={state} send={send} />
      </ContactsTabs>
      <AddFriend state={state} send={send} viewer={viewer} />
    </>
  )
}

/**
 * `/contacts`: contacts (mutual follows), followers, following, friend requests received and sent, and my
 * groups, one list at a time; "Add friend". Signed out, it asks for a sign-in; a new sign-in starts a
 * fresh machine (the `key`).
 */
export const ContactsPage = () => {
  const { session } = useAppServices()
  const { pending, viewer } = useViewer(session)
  return (
    <div className={styles.page}>
      <h1 id="contacts-title">Contacts</h1>
      {viewer ? (
        <Suspense fallback={<PageLoading />}>
          <ContactsContent key={viewer.userid} viewer={viewer.userid} />
        </Suspense>
      ) : pending ? (
        <PageLoading />
      ) : (
        <SignInPrompt text={PEOPLE_COPY.contactsSignedOut} />
      )}
    </div>
  )
}
