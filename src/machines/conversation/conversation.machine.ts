/**
 * One conversation (docs/product.md §4): the history (page 1 replaces, older pages append, docs/product.md §4
 * [P4.27]; page sizes in ./conversation.paging), live rows from the SDK's watch of the chat
 * (`watchConversation`, which also opens it, so its unread count stays 0),
 * the composer with its draft (kept on a failed send), Retry for a failed message, and read receipts
 * for others' messages once they were on screen. I/O only through provided actors.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { UserLike } from '../../domain/display'
import { missing, missingWatch, toUiError } from '../kit'
import { endOf, firstPage, olderPage } from './conversation.paging'
import { toMark } from './conversation.receipts'
import {
  type ConversationContext,
  type ConversationEvent,
  type ConversationInput,
  LOAD_FAILED,
  type LoadPageInput,
  type LoadPageOutput,
  type MarkReadInput,
  OLDER_FAILED,
  RETRY_GONE,
  SEND_FAILED,
  type SendInput,
  type WatchInput,
} from './conversation.types'

const MACHINE = 'conversationMachine'

const unreadSeen = (context: ConversationContext, seen: readonly string[]): string[] =>
  toMark(context.messages, seen, context.selfId, [...context.marked, ...context.unmarked])

export const conversationMachine = setup({
  types: {
    context: {} as ConversationContext,
    events: {} as ConversationEvent,
    input: {} as ConversationInput,
  },
  actors: {
    /** The SDK's watch of the chat: opens it and sends `conversation.messages` with its rows, until stopped. */
    watchConversation: missingWatch<WatchInput>(MACHINE, 'watchConversation'),
    loadPage: fromPromise<LoadPageOutput, LoadPageInput>(missing(MACHINE, 'loadPage')),
    sendMessage: fromPromise<void, SendInput>(missing(MACHINE, 'sendMessage')),
    /** Sends a failed message again; false when it is no longer waiting to be sent. */
    retryMessage: fromPromise<boolean, { id: string }>(missing(MACHINE, 'retryMessage')),
    markRead: fromPromise<void, MarkReadInput>(missing(MACHINE, 'markRead')),
    /** The other person's public profile of a private chat; undefined for a group. */
    loadPeer: fromPromise<UserLike | undefined, WatchInput>(missing(MACHINE, 'loadPeer')),
  },
  actions: {
    takePage: assign((_, params: { output: LoadPageOutput; loaded: number }) => ({
      messages: params.output.messages,
      hasMore: params.output.more,
      loaded: params.loaded,
    })),
  },
  guards: {
    hasText: ({ context }) => context.draft.trim() !== '',
    hasMore: ({ context }) => context.hasMore,
    hasUnmarked: ({ context }) => context.unmarked.length > 0,
    seesUnread: ({ context, event }) =>
      event.type === 'messages.seen' && unreadSeen(context, event.ids).length > 0,
  },
}).createMachine({
  id: 'conversation',
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    messages: [],
    loaded: 0,
    hasMore: false,
    error: undefined,
    olderError: undefined,
    sendError: undefined,
    peer: undefined,
    outgoing: '',
    marked: [],
    marking: [],
    unmarked: [],
  }),
  invoke: { src: 'watchConversation', input: ({ context }) => ({ topic: context.topic }) },
  on: {
    'conversation.messages': { actions: assign({ messages: ({ event }) => event.messages }) },
  },
  states: {
    history: {
      initial: 'loading',
      states: {
        loading: {
          tags: 'loading',
          invoke: {
            src: 'loadPage',
            input: ({ context }) => ({ topic: context.topic, ...firstPage }),
            onDone: {
              target: 'ready',
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
              actions: assign({
                error: ({ event }) => toUiError(event.error, { code: 'CHAT.HISTORY', message: LOAD_FAILED }),
              }),
            },
          },
        },
        failed: { on: { 'conversation.reload': 'loading' } },
        ready: {
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
              }),
            },
          },
        },
      },
    },
    composer: {
      initial: 'idle',
      on: { 'draft.change': { actions: assign({ draft: ({ event }) => event.text }) } },
      states: {
        idle: {
          on: {
            'composer.send': { guard: 'hasText', target: 'sending' },
            'message.retry': { target: 'retrying' },
          },
        },
        sending: {
          tags: 'sending',
          entry: assign({ outgoing: ({ context }) => context.draft }),
          invoke: {
            src: 'sendMessage',
            input: ({ context }) => ({ topic: context.topic, text: context.outgoing }),
            onDone: {
              target: 'idle',
              // What was typed while the message was being queued stays; only the sent text goes.
              actions: assign({
                draft: ({ context }) =>
                  context.draft.startsWith(context.outgoing)
                    ? context.draft.slice(context.outgoing.length).trimStart()
                    : context.draft,
                outgoing: '',
                sendError: undefined,
              }),
            },
            onError: {
              target: 'idle',
              actions: assign({
                outgoing: '',
                sendError: ({ event }) => toUiError(event.error, { code: 'CHAT.SEND', message: SEND_FAILED }),
              }),
            },
          },
        },
        retrying: {
          invoke: {
            src: 'retryMessage',
            input: ({ event }) => ({ id: event.type === 'message.retry' ? event.id : '' }),
            onDone: [
              {
                guard: ({ event }) => event.output,
                target: 'idle',
                actions: assign({ sendError: undefined }),
              },
              {
                target: 'idle',
                actions: assign({ sendError: { code: 'CHAT.SEND', message: RETRY_GONE } }),
              },
            ],
            onError: {
              target: 'idle',
              actions: assign({
                sendError: ({ event }) => toUiError(event.error, { code: 'CHAT.SEND', message: SEND_FAILED }),
              }),
            },
          },
        },
      },
    },
    peer: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadPeer',
            input: ({ context }) => ({ topic: context.topic }),
            onDone: { target: 'done', actions: assign({ peer: ({ event }) => event.output }) },
            // Without the profile, messages are named by what they carry and the short id.
            onError: 'done',
          },
        },
        done: { type: 'final' },
      },
    },
    receipts: {
      initial: 'idle',
      on: {
        'messages.seen': {
          guard: 'seesUnread',
          actions: assign({
            unmarked: ({ context, event }) => [...context.unmarked, ...unreadSeen(context, event.ids)],
          }),
        },
      },
      states: {
        idle: { always: { guard: 'hasUnmarked', target: 'marking' } },
        marking: {
          entry: assign({
            marked: ({ context }) => [...context.marked, ...context.unmarked],
            marking: ({ context }) => context.unmarked,
            unmarked: [],
          }),
          invoke: {
            src: 'markRead',
            input: ({ context }) => ({ topic: context.topic, ids: context.marking }),
            onDone: { target: 'idle', actions: assign({ marking: [] }) },
            // Not marked after all: they are asked for again the next time they are seen.
            onError: {
              target: 'idle',
              actions: assign({
                marked: ({ context }) => context.marked.filter((id) => !context.marking.includes(id)),
                marking: [],
              }),
            },
          },
        },
      },
    },
  },
})
