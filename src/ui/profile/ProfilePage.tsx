import { useParams } from 'react-router-dom'
import { useAppServices } from '../app/services-context'
import { useSignIn } from '../auth/sign-in-context'
import { Spinner } from '../kit'
import styles from './ProfilePage.module.css'
import { ProfileScreen } from './ProfileScreen'
import { useViewer } from './use-viewer'

/**
 * `/profile/:handle` and `/profile` (docs/product.md §2). Waits for the session to settle, then runs one profile
 * machine per handle and viewer: a different route or a sign-in/out starts a fresh machine (the `key`).
 * Signed out on `/profile`, its "Sign in" opens the shell's sign-in dialog (SignInProvider).
 */
export const ProfilePage = () => {
  const { handle } = useParams<{ handle?: string }>()
  const services = useAppServices()
  const signIn = useSignIn()
  const { pending, viewer } = useViewer(services.session)
  return (
    <div className={styles.page}>
      {pending ? (
        <Spinner label="Loading profile..." />
      ) : (
        <ProfileScreen
          key={`${handle ?? ''}|${viewer?.userid ?? ''}`}
          machine={services.machines.profile}
          handle={handle}
          viewer={viewer}
          onSignIn={signIn.open}
        />
      )}
    </div>
  )
}
