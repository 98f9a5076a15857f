/**
 * The contacts screen (`/contacts`): one list at a time (contacts, followers, following, friend requests
 * received and sent, my groups), paged; follow, unfollow and answering a friend request from a row; and
 * "Add friend". Live contact changes fetch the shown list again.
 */
import { assign, raise } from 'xstate'
import { emptyPaged, LIST_PAGE_SIZE, toUiError } from '../kit'
import { afterFollowIn, keyOf } from './contacts.lists'
import { CONTACTS_FALLBACK, contactsSetup, PICK_FIRST } from './contacts.setup'
import type { ContactsContext, ContactsTab } from './contacts.types'

export { afterFollow, belongsTo, iFollow, isGroup } from './contacts.lists'
export { PICK_FIRST } from './contacts.setup'
export type * from './contacts.types'

const withoutBusyRow = (context: ContactsContext) => {
  const items = context.list.items.filter((item) => keyOf(item) !== context.busy?.userid)
  const removed = context.list.items.length - items.length
  return { ...context.list, items, total: Math.max(0, context.list.total - removed) }
}

/** A new tab or a change fetches page 1 again (through `again`, so a running load is dropped and restarted). */
const reload = {
  'contacts.tab': {
    target: 'again',
    actions: {
      type: 'openTab',
      params: ({ event }: { event: { tab: ContactsTab } }) => ({ tab: event.tab }),
    },
  },
  'contacts.changed': { target: 'again', actions: 'firstPage' },
} as const

export const contactsMachine = contactsSetup.createMachine({
  id: 'contacts',
  type: 'parallel',
  context: ({ input }) => ({
    tab: input.tab ?? 'contacts',
    list: emptyPaged(),
    busy: undefined,
    rowError: undefined,
    friend: { target: undefined, note: '', error: undefined, sentTo: undefined },
  }),
  invoke: { src: 'liveContacts' },
  states: {
    list: {
      initial: 'loading',
      states: {
        // Each state takes a new tab and a change itself: a re-entering transition on this region would
        // re-enter the row and friend regions too, dropping a follow or a request being sent.
        again: { always: 'loading' },
        loading: {
          tags: ['listLoading'],
          on: reload,
          invoke: {
            src: 'loadTab',
            input: ({ context }) => ({
              tab: context.tab,
              page: context.list.requestedPage,
              size: LIST_PAGE_SIZE,
            }),
            onDone: {
              target: 'shown',
              actions: { type: 'mergePage', params: ({ event }) => ({ page: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: { type: 'listFailed', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        shown: {
          on: { ...reload, 'contacts.more': { guard: 'hasMore', target: 'loading', actions: 'nextPage' } },
        },
        failed: { tags: ['listError'], on: { ...reload, 'contacts.retry': 'loading' } },
      },
    },
    row: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'contacts.follow': {
              target: 'following',
              actions: assign({
                busy: ({ event }) => ({ userid: event.userid, action: event.action }),
                rowError: undefined,
              }),
            },
            'contacts.answer': {
              target: 'answering',
              actions: assign({
                busy: ({ event }) => ({ userid: event.userid, action: event.action }),
                rowError: undefined,
              }),
            },
          },
        },
        following: {
          tags: ['rowBusy'],
          invoke: {
            src: 'follow',
            input: ({ context }) => ({
              targetUserid: context.busy?.userid ?? '',
              action: context.busy?.action === 'cancel' ? 'cancel' : 'follow',
            }),
            onDone: {
              target: 'idle',
              // The row shows the new follow, or leaves a tab it no longer belongs to (an unfollowed contact).
              actions: assign(({ context }) => ({
                busy: undefined,
                list: afterFollowIn(
                  context.tab,
                  context.list,
                  context.busy?.userid ?? '',
                  context.busy?.action === 'cancel' ? 'cancel' : 'follow',
                ),
              })),
            },
            onError: {
              target: 'idle',
              actions: { type: 'rowFailed', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        answering: {
          tags: ['rowBusy'],
          invoke: {
            src: 'answerRequest',
            input: ({ context }) => ({
              targetUserid: context.busy?.userid ?? '',
              action: context.busy?.action === 'reject' ? 'reject' : 'agree',
            }),
            onDone: {
              target: 'idle',
              // An answered request leaves the received list.
              actions: assign(({ context }) => ({ busy: undefined, list: withoutBusyRow(context) })),
            },
            onError: {
              target: 'idle',
              actions: { type: 'rowFailed', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    friend: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'friend.pick': {
              actions: assign(({ context, event }) => ({
                friend: { ...context.friend, target: event.person, error: undefined, sentTo: undefined },
              })),
            },
            'friend.note': {
              actions: assign(({ context, event }) => ({
                friend: { ...context.friend, note: event.value, sentTo: undefined },
              })),
            },
            'friend.send': [
              {
                guard: ({ context }) => context.friend.target === undefined,
                actions: assign(({ context }) => ({
                  friend: { ...context.friend, error: { code: 'CONTACTS.PICK_FIRST', message: PICK_FIRST } },
                })),
              },
              {
                target: 'sending',
                actions: assign(({ context }) => ({ friend: { ...context.friend, error: undefined } })),
              },
            ],
          },
        },
        sending: {
          tags: ['sendingFriend'],
          invoke: {
            src: 'sendFriend',
            input: ({ context }) => ({
              targetUserid: context.friend.target?.userid ?? '',
              note: context.friend.note.trim(),
            }),
            onDone: {
              target: 'editing',
              actions: [
                assign(({ context }) => ({
                  friend: { target: undefined, note: '', error: undefined, sentTo: context.friend.target },
                })),
                // The sent list (and, where the other side accepts at once, the contacts) changed.
                raise({ type: 'contacts.changed' }),
              ],
            },
            onError: {
              target: 'editing',
              actions: assign(({ context, event }) => ({
                friend: { ...context.friend, error: toUiError(event.error, CONTACTS_FALLBACK) },
              })),
            },
          },
        },
      },
    },
  },
})
