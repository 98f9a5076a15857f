import { useMachine, useSelector } from '@xstate/react'
import { Suspense, use } from 'react'
import type { AppServices } from '../../machines/app/app-services'
import { PageLoading } from '../app/PageLoading'
import { useAppServices } from '../app/services-context'
import { SIGN_IN_TRIGGER, useSignIn } from '../auth/sign-in-context'
import { Button } from '../kit'
import { DevicePushSection } from './DevicePushSection'
import { NotificationsSection } from './NotificationsSection'
import { PushAuthSection } from './PushAuthSection'
import styles from './Subscription.module.css'
import { SUB_COPY } from './subscription-copy'
import { TelegramLinks } from './TelegramLinks'
import { TopicsSection } from './TopicsSection'

interface ContentProps {
  telegramBot: AppServices['config']['telegramBot']
}

/**
 * The signed-in screen: one machine for the whole screen, its regions shown as sections in the order a
 * person comes for them: the notifications first, then getting them into Telegram (the bot, then the
 * push server's authorisation), then topics, which fewer people manage. The machine loads with the screen
 * (suspending until it is there).
 */
const SubscriptionContent = ({ telegramBot }: ContentProps) => {
  const { screens } = useAppServices()
  const [state, send] = useMachine(use(screens.subscription()))
  return (
    <>
      <NotificationsSection state={state} send={send} />
      <TelegramLinks links={telegramBot} bound={state.context.telegram} />
      <PushAuthSection state={state} send={send} />
      <DevicePushSection state={state} send={send} />
      <TopicsSection state={state} send={send} />
    </>
  )
}

const SignedOut = () => {
  const signIn = useSignIn()
  return (
    <div className={styles.card}>
      <p>{SUB_COPY.signedOutText}</p>
      <div className={styles.actions}>
        <Button variant="primary" {...SIGN_IN_TRIGGER} onClick={signIn.open}>
          {SUB_COPY.signIn}
        </Button>
      </div>
    </div>
  )
}

/**
 * `/bind/subscribeManagement` (docs/product.md §2), the content beside the Binding Settings navigation: the push
 * server's authorisation, the Telegram bot links, topics, and the notification history. Signed out, it
 * asks for a sign-in; a new sign-in starts a fresh machine (the `key`).
 */
export const SubscriptionPage = () => {
  const { session, config } = useAppServices()
  const signedIn = useSelector(session, (s) => s.hasTag('signedIn'))
  const busy = useSelector(session, (s) => s.hasTag('busy'))
  const userid = useSelector(session, (s) => s.context.keys?.userid ?? '')
  return (
    <section className={styles.page} aria-labelledby="subscription-title">
      <h1 id="subscription-title">{SUB_COPY.title}</h1>
      {signedIn ? (
        <Suspense fallback={<PageLoading />}>
          <SubscriptionContent key={userid} telegramBot={config.telegramBot} />
        </Suspense>
      ) : busy ? (
        <PageLoading />
      ) : (
        <SignedOut />
      )}
    </section>
  )
}
