import { useSelector } from '@xstate/react'
import { type ComponentType, Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { SignInProvider } from '../auth/sign-in-context'
import styles from './app.module.css'
import { Header } from './Header'
import { PageLoading } from './PageLoading'
import { SessionNotice } from './SessionNotice'
import { useAppServices } from './services-context'

/** The dapp dialogs, mounted (and their code fetched) only while the session has one open. */
const DappModalsHost = ({ DappModals }: { DappModals: ComponentType }) => {
  const { session } = useAppServices()
  const modal = useSelector(session, (s) => s.context.modal)
  if (modal === 'none') return null
  return (
    <Suspense fallback={<PageLoading />}>
      <DappModals />
    </Suspense>
  )
}

/** Every screen but the 404: header, session notices, the routed page (loaded on demand), dialogs. */
export const AppLayout = ({ DappModals }: { DappModals: ComponentType }) => (
  <SignInProvider>
    <div className={styles.shell}>
      <Header />
      <SessionNotice />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <DappModalsHost DappModals={DappModals} />
    </div>
  </SignInProvider>
)
