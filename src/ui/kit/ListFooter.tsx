import { Alert } from './Alert'
import { Button } from './Button'
import styles from './kit.module.css'
import { Spinner } from './Spinner'

interface ListFooterProps {
  loading: boolean
  loadingLabel: string
  /** What went wrong with the last page, when it failed. */
  error: string | undefined
  onRetry: () => void
  /** Present while there is another page to fetch. */
  onMore: (() => void) | undefined
  /** What an empty list says once it loaded without an error; pass it only while the list has no rows. */
  empty?: string | undefined
}

/** Under a paged list: what an empty list says, the loading status, a failed page with "Try again", or "Show more". */
export const ListFooter = ({ loading, loadingLabel, error, onRetry, onMore, empty }: ListFooterProps) => (
  <>
    {empty !== undefined && !loading && error === undefined ? <p className={styles.muted}>{empty}</p> : null}
    {loading ? <Spinner label={loadingLabel} /> : null}
    {error !== undefined ? (
      <>
        <Alert tone="error">The list could not be loaded: {error}</Alert>
        <div>
          <Button onClick={onRetry}>Try again</Button>
        </div>
      </>
    ) : null}
    {onMore ? (
      <div>
        <Button onClick={onMore}>Show more</Button>
      </div>
    ) : null}
  </>
)
