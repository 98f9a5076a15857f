/**
 * The history and read-receipt regions of the conversation machine. History: page 1, then older pages until
 * the chat's first unread message is held (up to LOCATE_LIMIT, ./conversation.paging), where it opens; older
 * pages on request after that. Receipts: the ids the reader scrolled past, sent in batches of READ_BATCH.
 */
import { assign } from 'xstate'
import { toUiError } from '../kit'
import { endOf, firstPage, olderPage } from './conversation.paging'
import { READ_BATCH } from './conversation.receipts'
import { conversationSetup, unreadSeen } from './conversation.setup'
import { LOAD_FAILED, OLDER_FAILED } from './conversation.types'

export const historyRegion = conversationSetup.createStateConfig({
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ topic: context.topic, ...firstPage }),
        onDone: {
          target: 'placing',
          actions: [
            assign({ error: undefined }),
            {
              type: 'takePage',
              params: ({ event }) => ({ output: event.output, loaded: endOf(firstPage) }),
            },
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            assign({
              error: ({ event }) => toUiError(event.error, { code: 'CHAT.HISTORY', message: LOAD_FAILED }),
            }),
            // What the device kept is placed as it is.
            'locate',
          ],
        },
      },
    },
    placing: {
      tags: 'loading',
      always: [
        { guard: 'unreadGoesBack', target: 'locating' },
        { target: 'ready', actions: 'locate' },
      ],
    },
    // Older pages until the first unread message is held; the list shows them loading meanwhile.
    locating: {
      tags: ['loading', 'loadingOlder'],
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ topic: context.topic, ...olderPage(context.loaded) }),
        onDone: {
          target: 'placing',
          actions: {
            type: 'takePage',
            params: ({ context, event }) => ({
              output: event.output,
              loaded: endOf(olderPage(context.loaded)),
            }),
          },
        },
        onError: { target: 'ready', actions: 'locate' },
      },
    },
    failed: { on: { 'conversation.reload': 'loading' } },
    ready: {
      // A message asked for (a search result) and not held: older pages until it is, or cannot be.
      always: [
        { guard: 'targetGoesBack', target: 'older' },
        { guard: 'targetUnsettled', actions: 'settleTarget' },
      ],
      on: { 'conversation.older': { guard: 'hasMore', target: 'older' } },
    },
    older: {
      tags: 'loadingOlder',
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ topic: context.topic, ...olderPage(context.loaded) }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ olderError: undefined }),
            {
              type: 'takePage',
              params: ({ context, event }) => ({
                output: event.output,
                loaded: endOf(olderPage(context.loaded)),
              }),
            },
          ],
        },
        onError: {
          target: 'ready',
          actions: assign({
            olderError: ({ event }) =>
              toUiError(event.error, { code: 'CHAT.HISTORY', message: OLDER_FAILED }),
            // A message asked for that a page could not reach is given up, not sought again at once.
            target: ({ context }) =>
              context.target?.state === 'seeking'
                ? { ...context.target, state: 'missing' as const }
                : context.target,
          }),
        },
      },
    },
  },
})

export const receiptsRegion = conversationSetup.createStateConfig({
  initial: 'idle',
  on: {
    'messages.seen': {
      guard: 'seesUnread',
      actions: assign(({ context, event }) => {
        const ids = unreadSeen(context, event)
        return { unmarked: [...context.unmarked, ...ids], marked: new Set([...context.marked, ...ids]) }
      }),
    },
  },
  states: {
    idle: { always: { guard: 'hasUnmarked', target: 'marking' } },
    marking: {
      entry: assign({
        marking: ({ context }) => context.unmarked.slice(0, READ_BATCH),
        unmarked: ({ context }) => context.unmarked.slice(READ_BATCH),
      }),
      invoke: {
        src: 'markRead',
        input: ({ context }) => ({ topic: context.topic, ids: context.marking }),
        onDone: { target: 'idle', actions: assign({ marking: [] }) },
        // Not marked after all: they are asked for again the next time they are seen.
        onError: {
          target: 'idle',
          actions: assign({
            marked: ({ context }) =>
              new Set([...context.marked].filter((id) => !context.marking.includes(id))),
            marking: [],
          }),
        },
      },
    },
  },
})
