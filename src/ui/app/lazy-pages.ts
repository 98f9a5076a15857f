import type { ComponentType } from 'react'
import { lazyNamed } from '../kit/lazy-named'

/** The on-demand screens the shell places; each may be swapped (tests, stories) through createAppRoutes. */
export interface AppPages {
  ProfilePage: ComponentType
  BindDidPage: ComponentType
  SubscriptionPage: ComponentType
  /** The create-dapp / dapp-manage dialogs, shown while the session's modal is not 'none'. */
  DappModals: ComponentType
  /** Messages: the inbox and the open conversation (`/chat`, `/chat/:chatid`). */
  ChatPage: ComponentType
  /** Contacts, followers, following and friend requests (`/contacts`). */
  ContactsPage: ComponentType
  /** Create a group, or one group's members, invitations, policy and join requests. */
  GroupPage: ComponentType
  /** The notification centre (`/notifications`). */
  NotificationsPage: ComponentType
}

/** Each screen in its own chunk, fetched the first time it is shown. */
export const defaultPages = (): AppPages => ({
  ProfilePage: lazyNamed(() => import('../profile/ProfilePage'), 'ProfilePage'),
  BindDidPage: lazyNamed(() => import('../bind-did/BindDidPage'), 'BindDidPage'),
  SubscriptionPage: lazyNamed(() => import('../subscription/SubscriptionPage'), 'SubscriptionPage'),
  DappModals: lazyNamed(() => import('../dapps/DappModals'), 'DappModals'),
  ChatPage: lazyNamed(() => import('../chat/ChatPage'), 'ChatPage'),
  ContactsPage: lazyNamed(() => import('../contacts/ContactsPage'), 'ContactsPage'),
  GroupPage: lazyNamed(() => import('../groups/GroupPage'), 'GroupPage'),
  NotificationsPage: lazyNamed(() => import('../notifications/NotificationsPage'), 'NotificationsPage'),
})
