/**
 * The marks region of the notification centre: a row marked read by its button or by being opened, every
 * unread row shown, and the friend requests of a person the reader answered. Kept apart so the machine
 * file stays a table of its regions.
 */
import { assign } from 'xstate'
import { unreadIdsOf } from '../../domain/messages/notification-row'
import { answeredRequestIds, answeredRequestOf } from './notifications.list'
import { failure, notificationsSetup } from './notifications.setup'

// A mark asked for while another is under way waits in a queue: a row opened, or a friend request answered,
// in the meantime is still marked read.
export const marksRegion = notificationsSetup.createStateConfig({
  initial: 'idle',
  on: {
    'notifications.markRead': {
      guard: { type: 'isUnread', params: ({ event }) => ({ id: event.id }) },
      actions: { type: 'enqueue', params: ({ event }) => ({ ids: [event.id] }) },
    },
    'notifications.markAllRead': {
      guard: 'hasUnread',
      actions: { type: 'enqueue', params: ({ context }) => ({ ids: unreadIdsOf(context.items) }) },
    },
    'notifications.contactsChanged': {
      guard: { type: 'answersRequest', params: ({ event }) => ({ change: event.change }) },
      actions: {
        type: 'enqueue',
        params: ({ context, event }) => ({
          ids: answeredRequestIds(context.items, answeredRequestOf(event.change) ?? ''),
        }),
      },
    },
  },
  states: {
    idle: { always: { guard: 'hasQueued', target: 'marking', actions: 'takeQueue' } },
    marking: {
      tags: ['marking'],
      invoke: {
        src: 'markRead',
        input: ({ context }) => ({ ids: context.marking }),
        onDone: { target: 'idle', actions: 'acceptMarks' },
        onError: {
          target: 'idle',
          actions: assign({
            marking: [],
            markError: ({ event }) => failure(event.error, 'Could not mark the notifications as read.'),
          }),
        },
      },
    },
  },
})
