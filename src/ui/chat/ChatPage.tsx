import { useSelector } from '@xstate/react'
import { useParams } from 'react-router-dom'
import { PageLoading } from '../app/PageLoading'
import { useAppServices } from '../app/services-context'
import { SIGN_IN_TRIGGER, useSignIn } from '../auth/sign-in-context'
import { Button, kitStyles } from '../kit'
import styles from './Chat.module.css'
import { ChatScreen } from './ChatScreen'
import { CHAT_COPY } from './chat-copy'

const SignedOut = () => {
  const signIn = useSignIn()
  return (
    <div className={`${kitStyles.card} ${styles.signedOut}`}>
      <p>{CHAT_COPY.signedOutText}</p>
      <div>
        <Button variant="primary" {...SIGN_IN_TRIGGER} onClick={signIn.open}>
          {CHAT_COPY.signIn}
        </Button>
      </div>
    </div>
  )
}

/**
 * Messages (`/chat`, `/chat/:chatid`, docs/product.md §2): the inbox and the open conversation side by side,
 * one at a time on a narrow screen, filling the window below the header (`data-fill-window`: the history
 * scrolls inside, the composer stays in view). Signed out, it asks for a sign-in; a new sign-in starts afresh
 * (the `key`).
 */
export const ChatPage = () => {
  const { session } = useAppServices()
  const signedIn = useSelector(session, (s) => s.hasTag('signedIn'))
  const busy = useSelector(session, (s) => s.hasTag('busy'))
  const userid = useSelector(session, (s) => s.context.keys?.userid ?? '')
  const { chatid } = useParams()
  return (
    <section className={styles.page} aria-labelledby="chat-title" data-fill-window="">
      <h1 id="chat-title" className={chatid ? styles.narrowHidden : undefined}>
        {CHAT_COPY.title}
      </h1>
      {signedIn ? (
        <ChatScreen key={userid} selfId={userid} chatid={chatid} />
      ) : busy ? (
        <PageLoading />
      ) : (
        <SignedOut />
      )}
    </section>
  )
}
