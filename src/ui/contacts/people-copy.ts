/** The words of the Contacts and Groups screens, in one place. */
import type { ContactsTab } from '../../machines/contacts/contacts.machine'
import { pathSegment } from '../kit'

export const TAB_COPY: Record<ContactsTab, { label: string; empty: string; loading: string }> = {
  contacts: {
    label: 'Contacts',
    empty: 'No contacts yet: people you follow who follow you back.',
    loading: 'Loading contacts...',
  },
  followers: { label: 'Followers', empty: 'No followers yet.', loading: 'Loading followers...' },
  following: { label: 'Following', empty: 'Not following anyone yet.', loading: 'Loading following...' },
  received: {
    label: 'Requests received',
    empty: 'No friend requests waiting.',
    loading: 'Loading friend requests...',
  },
  sent: { label: 'Requests sent', empty: 'No friend requests sent.', loading: 'Loading friend requests...' },
  groups: { label: 'Groups', empty: 'You are in no group yet.', loading: 'Loading groups...' },
}

export const TABS: readonly ContactsTab[] = [
  'contacts',
  'followers',
  'following',
  'received',
  'sent',
  'groups',
]

export const PEOPLE_COPY = {
  signIn: 'Connect wallet',
  contactsSignedOut: 'Sign in with your wallet to see your contacts, followers and friend requests.',
  groupsSignedOut: 'Sign in with your wallet to see and join groups.',
  follow: 'Follow',
  unfollow: 'Unfollow',
  message: 'Message',
  agree: 'Agree',
  reject: 'Reject',
  openChat: 'Open chat',
  newGroup: 'New group',
  tryAgain: 'Try again',
  /** A search that found no one; one that found only people it cannot offer (the viewer, members). */
  noneFound: (searched: string) => `No one found for “${searched}”.`,
  allYou: (searched: string) => `“${searched}” finds only you.`,
  allInGroup: (searched: string) => `Everyone found for “${searched}” is in the group.`,
}

/** The address of a group's page. */
export const groupPath = (groupid: string): string => `/groups/${pathSegment(groupid)}`
