import { useMachine } from '@xstate/react'
import { Suspense, use } from 'react'
import { PageLoading } from '../app/PageLoading'
import { useAppServices } from '../app/services-context'
import { useViewer } from '../profile/use-viewer'
import { AddFriend } from './AddFriend'
import { ContactsList } from './ContactsList'
import styles from './People.module.css'
import { PEOPLE_COPY, TAB_COPY, TABS } from './people-copy'
import { SignInPrompt } from './SignInPrompt'

/** The signed-in screen; its machines load with it (suspending until they are there). */
const ContactsContent = ({ viewer }: { viewer: string }) => {
  const { people } = useAppServices()
  const [state, send] = useMachine(use(people.machines()).contacts, { input: {} })
  return (
    <>
      <nav aria-label="Contact lists">
        <ul className={styles.tabs}>
          {TABS.map((tab) => (
            <li key={tab}>
              <button
                type="button"
                className={styles.linkButton}
                aria-pressed={state.context.tab === tab}
                onClick={() => send({ type: 'contacts.tab', tab })}
              >
                {TAB_COPY[tab].label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <ContactsList state={state} send={send} />
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
