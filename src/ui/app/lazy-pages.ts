import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { CHUNK_LOAD_TIMEOUT_MS } from '../../domain/config'

/** The on-demand screens the shell places; each may be swapped (tests, stories) through createAppRoutes. */
export interface AppPages {
  ProfilePage: ComponentType
  BindDidPage: ComponentType
  SubscriptionPage: ComponentType
  /** The create-dapp / dapp-manage dialogs, shown while the session's modal is not 'none'. */
  DappModals: ComponentType
}

/**
 * A chunk that has not arrived after the spec's script chunk timeout (120 s) counts as failed, so the
 * error screen offers a reload instead of a spinner that never ends.
 */
export const withChunkTimeout = <T>(load: Promise<T>, ms: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Loading the page timed out after ${ms / 1000} s`)), ms)
    load.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })

/** React.lazy for a module whose component is a named export (the project has no default exports). */
export const lazyNamed = <P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> =>
  lazy(() => withChunkTimeout(load()).then((module) => ({ default: module[name] })))

/** Each screen in its own chunk, fetched the first time it is shown. */
export const defaultPages = (): AppPages => ({
  ProfilePage: lazyNamed(() => import('../profile/ProfilePage'), 'ProfilePage'),
  BindDidPage: lazyNamed(() => import('../bind-did/BindDidPage'), 'BindDidPage'),
  SubscriptionPage: lazyNamed(() => import('../subscription/SubscriptionPage'), 'SubscriptionPage'),
  DappModals: lazyNamed(() => import('../dapps/DappModals'), 'DappModals'),
})
