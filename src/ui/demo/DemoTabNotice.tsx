import { useSyncExternalStore } from 'react'
import type { DemoTab } from '../../machines/app/app-services'
import styles from '../app/app.module.css'
import { useAppServices } from '../app/services-context'
import { Alert, Button } from '../kit'
import { demoCopy } from './demo-copy'

/** Says, on every page of a demo tab, who this tab is and how its sign-in went (docs/product.md §14.10). */
const Notice = ({ tab }: { tab: DemoTab }) => {
  const status = useSyncExternalStore(tab.subscribe, tab.status, tab.status)
  const { person } = tab
  return (
    <div className={styles.notice}>
      {status.phase === 'failed' ? (
        <>
          <Alert tone="error">{demoCopy.failed(person, status.message)}</Alert>
          <Button onClick={tab.retry}>{demoCopy.retry}</Button>
        </>
      ) : (
        <Alert tone="info">
          {status.phase === 'signingIn'
            ? demoCopy.signingIn(person)
            : status.phase === 'signedIn'
              ? demoCopy.signedIn(person)
              : demoCopy.unavailable(person)}
        </Alert>
      )}
    </div>
  )
}

/** Nothing outside a demo tab. */
export const DemoTabNotice = () => {
  const tab = useAppServices().demo?.tab
  return tab ? <Notice tab={tab} /> : null
}
