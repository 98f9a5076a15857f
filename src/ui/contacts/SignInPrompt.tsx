import { SIGN_IN_TRIGGER, useSignIn } from '../auth/sign-in-context'
import { Button } from '../kit'
import styles from './People.module.css'
import { PEOPLE_CARD } from './people-card'
import { PEOPLE_COPY } from './people-copy'

/** What a signed-out person sees on the Contacts and Groups screens: why, and a way to sign in. */
export const SignInPrompt = ({ text }: { text: string }) => {
  const signIn = useSignIn()
  return (
    <div className={PEOPLE_CARD}>
      <p>{text}</p>
      <div className={styles.actions}>
        <Button variant="primary" {...SIGN_IN_TRIGGER} onClick={signIn.open}>
          {PEOPLE_COPY.signIn}
        </Button>
      </div>
    </div>
  )
}
