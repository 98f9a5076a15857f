import { useSyncExternalStore } from 'react'
import type { LocalStoreStatus } from '../../machines/app/app-services'
import { Alert } from '../kit'
import styles from './app.module.css'
import { useAppServices } from './services-context'

const never: LocalStoreStatus = { inMemory: () => false, subscribe: () => () => undefined }

/** Says that chats are kept only for this session when the browser refused IndexedDB. */
export const StorageNotice = () => {
  const status = useAppServices().localStore ?? never
  const inMemory = useSyncExternalStore(status.subscribe, status.inMemory)
  if (!inMemory) return null
  return (
    <div className={styles.notice}>
      <Alert tone="info">
        This browser does not allow local storage, so chats are kept only until this tab closes.
      </Alert>
    </div>
  )
}
