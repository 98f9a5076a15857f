/**
 * The shapes the contacts machine exchanges with the UI and the composition root's actors. People and
 * groups are the contract's loose entity types, so extra node fields (a friend request's `content`) pass through.
 */
import type { Contact, Group } from '../../domain/contract'
import type { FetchedPage, PagedList, UiError } from '../kit'

export type { Contact, Group }

/** The lists of the contacts screen: four of people, two of friend requests, and my groups. */
export type ContactsTab = 'contacts' | 'followers' | 'following' | 'received' | 'sent' | 'groups'

export type ContactsItem = Contact | Group

export interface TabPageInput {
  tab: ContactsTab
  /** 1-based. */
  page: number
  size: number
}

export type TabPage = FetchedPage<ContactsItem>

export type FollowAction = 'follow' | 'cancel'
export type FriendAnswer = 'agree' | 'reject'

export interface FollowInput {
  targetUserid: string
  action: FollowAction
}

export interface AnswerInput {
  targetUserid: string
  action: FriendAnswer
}

export interface SendFriendInput {
  targetUserid: string
  note: string
}

/**
 * The node requests behind the machine's promise actors, by actor name: the one declaration of their types,
 * from which the setup's slots, the composition root's actors and the test fakes are all built (`promiseActors`).
 */
export interface ContactsRequests {
  loadTab(input: TabPageInput): Promise<TabPage>
  follow(input: FollowInput): Promise<void>
  answerRequest(input: AnswerInput): Promise<void>
  sendFriend(input: SendFriendInput): Promise<void>
}

/** A person row's failed action, shown on that row. */
export interface RowError {
  userid: string
  error: UiError
}

export interface FriendDraft {
  /** The person chosen from the search. */
  target: Contact | undefined
  /** As typed; kept through errors. */
  note: string
  error: UiError | undefined
  /** The person the last request went to, for "Friend request sent to …". */
  sentTo: Contact | undefined
}

export interface ContactsContext {
  tab: ContactsTab
  list: PagedList<ContactsItem>
  /** The person whose follow or answer is being sent, and which. */
  busy: { userid: string; action: FollowAction | FriendAnswer } | undefined
  rowError: RowError | undefined
  friend: FriendDraft
}

export type ContactsEvent =
  | { type: 'contacts.tab'; tab: ContactsTab }
  | { type: 'contacts.more' }
  | { type: 'contacts.retry' }
  /** Something changed on the node (live): the shown list is fetched again. */
  | { type: 'contacts.changed' }
  | { type: 'contacts.follow'; userid: string; action: FollowAction }
  | { type: 'contacts.answer'; userid: string; action: FriendAnswer }
  | { type: 'friend.pick'; person: Contact }
  | { type: 'friend.note'; value: string }
  | { type: 'friend.send' }
