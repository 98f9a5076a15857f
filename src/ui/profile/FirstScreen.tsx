import { useAppServices } from '../app/services-context'
import { SIGN_IN_TRIGGER } from '../auth/sign-in-context'
import { DemoOffer } from '../demo/DemoOffer'
import { Button } from '../kit'
import styles from './FirstScreen.module.css'
import { firstScreenCopy as copy } from './first-screen-copy'
import pageStyles from './ProfilePage.module.css'

/**
 * What a visitor signed out meets at `/` (which is `/profile`, docs/product.md §2 [P2.4]): what the app is, how
 * to start with its one action, "Connect wallet", in view on a phone's first screen, then what it does
 * (docs/product.md §14.10). On the mock node the dev wallet is named and a demo conversation offered. Nothing
 * here signs or asks the node anything: the action prepares the sign-in dialog on intent like every sign-in
 * control (docs/product.md §14.5).
 */
export const FirstScreen = ({ onSignIn }: { onSignIn: () => void }) => {
  const mockNode = useAppServices().demo?.offer !== undefined
  return (
    <section className={pageStyles.card} aria-labelledby="profile-title">
      <hgroup className={styles.head}>
        <h1 id="profile-title">{copy.title}</h1>
        <p className={styles.lead}>{copy.lead}</p>
      </hgroup>
      <h2 className={styles.subhead}>{copy.startTitle}</h2>
      <ol className={styles.steps}>
        <li>{mockNode ? copy.steps.walletOnMock : copy.steps.wallet}</li>
        <li>{copy.steps.password}</li>
      </ol>
      <p className={styles.action}>
        <Button variant="primary" {...SIGN_IN_TRIGGER} onClick={onSignIn}>
          {copy.connect}
        </Button>
      </p>
      <h2 className={styles.subhead}>{copy.whatTitle}</h2>
      <ul className={styles.features}>
        {copy.features.map((feature) => (
          <li key={feature.name}>
            <strong>{feature.name}</strong>: {feature.text}
          </li>
        ))}
      </ul>
      <DemoOffer />
    </section>
  )
}
