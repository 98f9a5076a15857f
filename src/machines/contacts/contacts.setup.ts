/**
 * The contacts machine's setup: its actor contract with the composition root (each default throws until
 * provided), and the list actions its regions share.
 */
import { assign, setup } from 'xstate'
import {
  emptyPaged,
  fromWatch,
  MachineCode,
  mergePaged,
  missing,
  nextPage,
  pagedHasMore,
  promiseActors,
  toUiError,
} from '../kit'
import { keyOf, shownOf } from './contacts.lists'
import type { ContactsContext, ContactsEvent, ContactsRequests, ContactsTab, TabPage } from './contacts.types'

const MACHINE = 'contactsMachine'

export const CONTACTS_FALLBACK = { code: MachineCode.contactsFailed, message: 'Something went wrong' }

/** What "Add friend" says when Send is pressed before a person was chosen. */
export const PICK_FIRST = 'Choose a person to send the request to.'

/** Each request fails, naming itself, until the composition root provides it. */
const requests: ContactsRequests = {
  loadTab: missing(MACHINE, 'loadTab'),
  follow: missing(MACHINE, 'follow'),
  answerRequest: missing(MACHINE, 'answerRequest'),
  sendFriend: missing(MACHINE, 'sendFriend'),
}

export const contactsSetup = setup({
  types: {
    context: {} as ContactsContext,
    events: {} as ContactsEvent,
    input: {} as { tab?: ContactsTab },
  },
  actors: {
    ...promiseActors(requests),
    /** The client's `watchContacts`: sends `contacts.changed` for each change of people or groups. */
    liveContacts: fromWatch(() => undefined),
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
