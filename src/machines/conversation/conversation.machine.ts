/**
 * One conversation (docs/product.md §4): the history (page 1 replaces, older pages append, docs/product.md §4
 * [P4.27]; page sizes in ./conversation.paging), live rows from the SDK's watch of the chat
 * (`watchConversation`, which also opens it, so its unread count stays 0),
 * the composer with its draft (kept on a failed send), Retry for a failed message, where the chat opens
 * (older pages are read until its first unread message is held, up to LOCATE_LIMIT) and read receipts for
 * others' messages in the span the reader covered (./conversation.receipts), and a message asked for (a search
 * result, `conversation.goTo`: older pages are read until it is held or the history passes its time,
 * docs/product.md §14.12). I/O only through provided actors.
 */
import { assign } from 'xstate'
import { toUiError } from '../kit'
import { changesRegion, composeConfig, composeSend } from './conversation.compose'
import { historyRegion, receiptsRegion } from './conversation.regions'
import { conversationSetup, foundIn } from './conversation.setup'
import { type MessageTarget, RETRY_GONE, SEND_FAILED } from './conversation.types'

export const conversationMachine = conversationSetup.createMachine({
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
    security: 'checking',
    outgoing: '',
    located: false,
    firstUnread: undefined,
    marked: new Set<string>(),
    marking: [],
    unmarked: [],
    target: undefined,
    compose: { kind: 'new' },
    changeError: undefined,
  }),
  invoke: { src: 'watchConversation', input: ({ context }) => ({ topic: context.topic }) },
  on: {
    'conversation.messages': {
      actions: [
        assign({ messages: ({ event }) => event.messages }),
        // A wanted message that arrives with the rows (the stored page, a live one) is found.
        assign({
          target: ({ context }) =>
            context.target && foundIn(context)
              ? { ...context.target, state: 'found' as const }
              : context.target,
        }),
      ],
    },
    'conversation.goTo': {
      actions: [
        assign({
          target: ({ context, event }) => ({
            id: event.id,
            timestamp: event.timestamp,
            seq: (context.target?.seq ?? 0) + 1,
            state: 'seeking' as const,
          }),
        }),
        assign({
          target: ({ context }) =>
            foundIn(context)
              ? { ...(context.target as MessageTarget), state: 'found' as const }
              : context.target,
        }),
      ],
    },
  },
  states: {
    history: historyRegion,
    composer: {
      initial: 'idle',
      on: { 'draft.change': { actions: assign({ draft: ({ event }) => event.text }) }, ...composeConfig.on },
      states: {
        idle: {
          on: {
            'composer.send': [...(composeSend ?? []), { guard: 'hasText', target: 'sending' }],
            'message.retry': { target: 'retrying' },
          },
        },
        sending: {
          tags: 'sending',
          entry: assign({ outgoing: ({ context }) => context.draft }),
          invoke: {
            src: 'sendMessage',
            input: ({ context, event }) => ({
              topic: context.topic,
              text: context.outgoing,
              members: event.type === 'composer.send' ? event.members : undefined,
            }),
            onDone: { target: 'idle', actions: 'sent' },
            onError: {
              target: 'idle',
              actions: { type: 'sendFailed', params: ({ event }) => ({ error: event.error }) },
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
        ...composeConfig.states,
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
    security: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadSecurity',
            input: ({ context }) => ({ topic: context.topic }),
            onDone: {
              target: 'done',
              actions: assign({ security: ({ event }) => event.output ?? 'unavailable' }),
            },
            // Not known is not encrypted: said so, never left as "checking".
            onError: { target: 'done', actions: assign({ security: 'unavailable' as const }) },
          },
        },
        done: { type: 'final' },
      },
    },
    receipts: receiptsRegion,
    changes: changesRegion,
  },
})
