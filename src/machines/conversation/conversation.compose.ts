/**
 * Replies, edits, reactions and deletes in the conversation machine (docs/product.md §14.9): the composer's
 * mode (`compose`: a new message, a reply, an edit) with the two states that send a reply or save an edit, and
 * the `changes` region that sends reactions and deletes without holding up the composer. A newer reaction or
 * delete takes over from one still on its way (the earlier one is already in the SDK's outbox or fails alone).
 */
import { assign } from 'xstate'
import type { DisplayMessage } from '../../domain/messages'
import type { ComposeMode } from './conversation.compose.types'
import { conversationSetup } from './conversation.setup'
import type { ConversationContext, ConversationEvent } from './conversation.types'

const NEW: ComposeMode = { kind: 'new' }

const held = (context: ConversationContext, id: string): DisplayMessage | undefined =>
  context.messages.find((m) => m.id === id && !m.deleted)

const own = (context: ConversationContext, id: string): DisplayMessage | undefined => {
  const message = held(context, id)
  return message?.senderId === context.selfId ? message : undefined
}

/** The draft to come back to when an edit ends: the one set aside for it, else the draft as it is. */
const restored = (context: ConversationContext): string =>
  context.compose.kind === 'edit' ? context.compose.draft : context.draft

const idOf = (event: ConversationEvent): string => ('id' in event ? event.id : '')

/**
 * Spread into the composer region: its mode changes (in any of its states), what `composer.send` does first in
 * idle (an unchanged edit just ends; an edit is saved; a reply is sent), and the two states that do it.
 */
export const composeConfig = conversationSetup.createStateConfig({
  on: {
    'compose.reply': {
      guard: ({ context, event }) => held(context, idOf(event)) !== undefined,
      actions: assign(({ context, event }) => ({
        draft: restored(context),
        compose: { kind: 'reply', target: held(context, idOf(event)) as DisplayMessage } as ComposeMode,
      })),
    },
    'compose.edit': {
      guard: ({ context, event }) => own(context, idOf(event)) !== undefined,
      actions: assign(({ context, event }) => {
        const target = own(context, idOf(event)) as DisplayMessage
        const compose: ComposeMode = { kind: 'edit', target, draft: restored(context) }
        return { draft: target.content, compose }
      }),
    },
    'compose.cancel': { actions: assign(({ context }) => ({ draft: restored(context), compose: NEW })) },
  },
  states: {
    sendingReply: {
      tags: 'sending',
      entry: assign({ outgoing: ({ context }) => context.draft }),
      invoke: {
        src: 'sendReply',
        input: ({ context }) => ({
          topic: context.topic,
          parent: (context.compose as Extract<ComposeMode, { kind: 'reply' }>).target,
          text: context.outgoing,
        }),
        // As for a new message: what was typed while it was queued stays.
        onDone: { target: 'idle', actions: ['sent', assign({ compose: NEW })] },
        onError: {
          target: 'idle',
          actions: { type: 'sendFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saving: {
      tags: 'sending',
      entry: assign({ outgoing: ({ context }) => context.draft }),
      invoke: {
        src: 'editMessage',
        input: ({ context }) => ({
          topic: context.topic,
          target: (context.compose as Extract<ComposeMode, { kind: 'edit' }>).target,
          text: context.outgoing,
        }),
        onDone: {
          target: 'idle',
          actions: assign(({ context }) => ({
            draft: restored(context),
            outgoing: '',
            sendError: undefined,
            compose: NEW,
          })),
        },
        // The edited text stays in the composer, still editing.
        onError: {
          target: 'idle',
          actions: { type: 'sendFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
})

/** The transitions `composer.send` tries first in the composer's idle state, before a new message. */
export const composeSend = conversationSetup.createStateConfig({
  on: {
    'composer.send': [
      {
        guard: ({ context }) =>
          context.compose.kind === 'edit' && context.draft.trim() === context.compose.target.content.trim(),
        actions: assign(({ context }) => ({ draft: restored(context), compose: NEW })),
      },
      {
        guard: ({ context }) => context.compose.kind === 'edit' && context.draft.trim() !== '',
        target: 'saving',
      },
      {
        guard: ({ context }) => context.compose.kind === 'reply' && context.draft.trim() !== '',
        target: 'sendingReply',
      },
    ],
  },
}).on?.['composer.send']

/** Whether one's own reaction `emoji` is on `message` now: the toggle removes it then. */
const reacted = (message: DisplayMessage, emoji: string): boolean =>
  message.reactions?.some((r) => r.emoji === emoji && r.mine) ?? false

export const changesRegion = conversationSetup.createStateConfig({
  initial: 'idle',
  on: {
    'message.react': {
      guard: ({ context, event }) => held(context, idOf(event)) !== undefined,
      target: '.reacting',
      reenter: true,
    },
    'message.delete': {
      guard: ({ context, event }) => own(context, idOf(event)) !== undefined,
      target: '.deleting',
      reenter: true,
    },
  },
  states: {
    idle: {},
    reacting: {
      invoke: {
        src: 'reactMessage',
        input: ({ context, event }) => {
          const target = held(context, idOf(event)) as DisplayMessage
          const emoji = event.type === 'message.react' ? event.emoji : ''
          return { topic: context.topic, target, emoji, on: !reacted(target, emoji) }
        },
        onDone: { target: 'idle', actions: assign({ changeError: undefined }) },
        onError: {
          target: 'idle',
          actions: { type: 'changeFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    deleting: {
      invoke: {
        src: 'deleteMessage',
        input: ({ context, event }) => ({
          topic: context.topic,
          target: own(context, idOf(event)) as DisplayMessage,
        }),
        onDone: {
          target: 'idle',
          // A deleted message being edited or replied to is no longer.
          actions: assign(({ context, event }) => ({
            changeError: undefined,
            ...(context.compose.kind !== 'new' && context.compose.target.id === event.output
              ? { draft: restored(context), compose: NEW }
              : {}),
          })),
        },
        onError: {
          target: 'idle',
          actions: { type: 'changeFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
})
