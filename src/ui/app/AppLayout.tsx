import { useSelector } from '@xstate/react'
import { type ComponentType, Suspense } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { SignInProvider } from '../auth/sign-in-context'
import { DemoTabNotice } from '../demo/DemoTabNotice'
import styles from './app.module.css'
import { Header } from './Header'
import { PageLoading } from './PageLoading'
import { REGION_RETRY_MS, RouteErrorBoundary } from './RouteErrorBoundary'
import { SessionNotice } from './SessionNotice'
import { StorageNotice } from './StorageNotice'
import { useAppServices } from './services-context'
import { useOpenFromPush } from './use-open-from-push'

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

/**
 * Every screen but the 404: header, session notices, the routed page (loaded on demand), dialogs. A page
 * or dialog that fails is replaced by an error in its own place and tries again by itself; the header stays.
 */
export const AppLayout = ({ DappModals }: { DappModals: ComponentType }) => {
  const { pathname } = useLocation()
  useOpenFromPush()
  return (
    <SignInProvider>
      <div className={styles.shell}>
        <Header />
        <SessionNotice />
        <StorageNotice />
        <DemoTabNotice />
        <main id="main" tabIndex={-1} className={styles.main}>
          <RouteErrorBoundary resetKey={pathname} retryMs={REGION_RETRY_MS}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
        <RouteErrorBoundary retryMs={REGION_RETRY_MS}>
          <DappModalsHost DappModals={DappModals} />
        </RouteErrorBoundary>
      </div>
    </SignInProvider>
  )
}
