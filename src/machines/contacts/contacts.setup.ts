/**
 * The contacts machine's setup: its actor contract with the composition root (each default throws until
 * provided), and the list actions its regions share.
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate'
import { emptyPaged, mergePaged, missing, nextPage, pagedHasMore, toUiError } from '../kit'
import { keyOf, shownOf } from './contacts.lists'
import type {
  AnswerInput,
  ContactsContext,
  ContactsEvent,
  ContactsTab,
  FollowInput,
  SendFriendInput,
  TabPage,
  TabPageInput,
} from './contacts.types'

const MACHINE = 'contactsMachine'

export const CONTACTS_FALLBACK = { code: 'CONTACTS_FAILED', message: 'Something went wrong' }

/** What "Add friend" says when Send is pressed before a person was chosen. */
export const PICK_FIRST = 'Choose a person to send the request to.'

export const contactsSetup = setup({
  types: {
    context: {} as ContactsContext,
    events: {} as ContactsEvent,
    input: {} as { tab?: ContactsTab },
  },
  actors: {
    loadTab: fromPromise<TabPage, TabPageInput>(missing(MACHINE, 'loadTab')),
    follow: fromPromise<void, FollowInput>(missing(MACHINE, 'follow')),
    answerRequest: fromPromise<void, AnswerInput>(missing(MACHINE, 'answerRequest')),
    sendFriend: fromPromise<void, SendFriendInput>(missing(MACHINE, 'sendFriend')),
    /** Sends `contacts.changed` when the node tells of a friend request or a contact change. */
    liveContacts: fromCallback<ContactsEvent>(() => undefined),
  },
  actions: {
    openTab: assign((_, params: { tab: ContactsTab }) => ({ tab: params.tab, list: emptyPaged() })),
    firstPage: assign(({ context }) => ({ list: { ...context.list, requestedPage: 1, error: undefined } })),
    mergePage: assign(({ context }, params: { page: TabPage }) => ({
      list: mergePaged(context.list, shownOf(context.tab, params.page), keyOf),
    })),
    nextPage: assign(({ context }) => ({ list: nextPage(context.list) })),
    rowFailed: assign(({ context }, params: { error: unknown }) => ({
      busy: undefined,
      rowError: context.busy
        ? { userid: context.busy.userid, error: toUiError(params.error, CONTACTS_FALLBACK) }
        : undefined,
    })),
    listFailed: assign(({ context }, params: { error: unknown }) => ({
      list: { ...context.list, error: toUiError(params.error, CONTACTS_FALLBACK) },
    })),
  },
  guards: {
    hasMore: ({ context }) => pagedHasMore(context.list),
  },
})
