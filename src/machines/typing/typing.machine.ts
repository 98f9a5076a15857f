/**
 * Typing in one open conversation (docs/product.md §14.11, docs/protocol.md §3.12). Heard: who is typing, each
 * shown until TYPING_SHOWN_MS after their last typing frame or until a message of theirs arrives. Told: while
 * the person types in the composer, one typing signal at most every TYPING_SEND_INTERVAL_MS, none for an
 * empty composer and none after a send (no signal is held back to go out later). Whether a signal may go
 * to this chat at all, and that it never waits for an offline link, is the SDK's (`client.typing`).
 */
import { assign, enqueueActions, fromPromise, setup } from 'xstate'
import { TYPING_SEND_INTERVAL_MS, TYPING_SHOWN_MS } from '../../domain/messages/typing'
import { missing } from '../kit'
import { fromWatch, missingWatch } from '../kit/watch'
import type { TypingContext, TypingEvent, TypingInput, TypingTopicInput } from './typing.types'

const expiry = (from: string) => `typing.expire:${from}`

export const typingMachine = setup({
  types: { context: {} as TypingContext, events: {} as TypingEvent, input: {} as TypingInput },
  actors: {
    watchTyping: missingWatch<TypingTopicInput>('typingMachine', 'watchTyping'),
    announceTyping: fromPromise<boolean, TypingTopicInput>(missing('typingMachine', 'announceTyping')),
  },
  delays: { interval: TYPING_SEND_INTERVAL_MS },
}).createMachine({
  id: 'typing',
  type: 'parallel',
  context: ({ input }) => ({ ...input, typers: [] }),
  invoke: { src: 'watchTyping', input: ({ context }) => ({ topic: context.topic }) },
  on: {
    'typing.heard': {
      guard: ({ context, event }) => event.from !== context.selfId,
      actions: enqueueActions(({ context, event, enqueue }) => {
        enqueue.cancel(expiry(event.from))
        enqueue.raise(
          { type: 'typing.expired', from: event.from },
          { id: expiry(event.from), delay: TYPING_SHOWN_MS },
        )
        if (!context.typers.includes(event.from)) enqueue.assign({ typers: [...context.typers, event.from] })
      }),
    },
    'typing.expired': {
      actions: assign({ typers: ({ context, event }) => context.typers.filter((who) => who !== event.from) }),
    },
    'typing.arrived': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const done = context.typers.filter((who) => event.senders.includes(who))
        if (done.length === 0) return
        for (const who of done) enqueue.cancel(expiry(who))
        enqueue.assign({ typers: context.typers.filter((who) => !done.includes(who)) })
      }),
    },
  },
  states: {
    telling: {
      initial: 'quiet',
      states: {
        quiet: {
          on: { 'composer.typed': { guard: ({ event }) => event.text.trim() !== '', target: 'told' } },
        },
        // One signal, then nothing for the interval however much is typed (what is typed meanwhile is
        // covered by the signal just sent: the other side shows it for longer than the interval).
        told: {
          invoke: {
            src: 'announceTyping',
            input: ({ context }) => ({ topic: context.topic }),
            onError: {},
          },
          after: { interval: 'quiet' },
        },
      },
    },
  },
})

/** Where the app composes no typing (a component test, a client without a socket): it hears and tells nothing. */
export const inertTypingMachine = typingMachine.provide({
  actors: {
    watchTyping: fromWatch<TypingEvent, TypingTopicInput>(() => undefined),
    announceTyping: fromPromise<boolean, TypingTopicInput>(async () => false),
  },
})
