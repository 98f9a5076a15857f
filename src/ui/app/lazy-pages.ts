import type { ComponentType } from 'react'
import { lazyNamed } from '../kit/lazy-named'

/** The on-demand screens the shell places; each may be swapped (tests, stories) through createAppRoutes. */
export interface AppPages {
  ProfilePage: ComponentType
  BindDidPage: ComponentType
  SubscriptionPage: ComponentType
  /** The create-dapp / dapp-manage dialogs, shown while the session's modal is not 'none'. */
  DappModals: ComponentType
}

/** Each screen in its own chunk, fetched the first time it is shown. */
export const defaultPages = (): AppPages => ({
  ProfilePage: lazyNamed(() => import('../profile/ProfilePage'), 'ProfilePage'),
  BindDidPage: lazyNamed(() => import('../bind-did/BindDidPage'), 'BindDidPage'),
  SubscriptionPage: lazyNamed(() => import('../subscription/SubscriptionPage'), 'SubscriptionPage'),
  DappModals: lazyNamed(() => import('../dapps/DappModals'), 'DappModals'),
})
