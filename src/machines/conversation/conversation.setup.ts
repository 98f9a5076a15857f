/**
 * The conversation machine's setup: its actor contract with the composition root (each default throws until
 * provided), its actions and guards. The machine is in ./conversation.machine, its history and receipts
 * regions in ./conversation.regions.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { UserLike } from '../../domain/display'
import type { ChatSecurity } from '../../sdk/e2e/e2e'
import { missing, missingWatch, toUiError } from '../kit'
import {
  CHANGE_FAILED,
  type DeleteInput,
  type EditInput,
  type ReactInput,
  type ReplyInput,
} from './conversation.compose.types'
import { LOCATE_LIMIT } from './conversation.paging'
import { firstUnread, toMark } from './conversation.receipts'
import {
  type ConversationContext,
  type ConversationEvent,
  type ConversationInput,
  type LoadPageInput,
  type LoadPageOutput,
  type MarkReadInput,
  SEND_FAILED,
  type SendInput,
  type WatchInput,
} from './conversation.types'

const MACHINE = 'conversationMachine'

/** The ids a `messages.seen` asks receipts for: others' unread messages of its span not asked for yet. */
export const unreadSeen = (context: ConversationContext, event: ConversationEvent): string[] =>
  event.type === 'messages.seen' ? toMark(context.messages, event, context.selfId, context.marked) : []

/** Whether the chat holds the wanted message (false when none is wanted). */
export const foundIn = (context: ConversationContext): boolean =>
  context.target !== undefined && context.messages.some((m) => m.id === context.target?.id)

/** Older pages are still to be read for the wanted message (docs/product.md §14.12). */
const targetWanted = (context: ConversationContext): boolean => {
  const { target, messages } = context
  if (target?.state !== 'seeking' || foundIn(context) || !context.hasMore) return false
  const oldest = messages[messages.length - 1]
  return oldest === undefined || oldest.timestamp >= target.timestamp
}

/** The wanted message as it stands after the rows changed: found once held, missing once nothing can hold it. */
export const targetState = (context: ConversationContext): ConversationContext['target'] => {
  const { target } = context
  if (target?.state !== 'seeking') return target
  if (foundIn(context)) return { ...target, state: 'found' }
  return targetWanted(context) ? target : { ...target, state: 'missing' }
}

export const conversationSetup = setup({
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
    /** A reply, a reaction, an edit, a delete (docs/protocol.md §3.11); a delete answers the id it deleted. */
    sendReply: fromPromise<void, ReplyInput>(missing(MACHINE, 'sendReply')),
    reactMessage: fromPromise<void, ReactInput>(missing(MACHINE, 'reactMessage')),
    editMessage: fromPromise<void, EditInput>(missing(MACHINE, 'editMessage')),
    deleteMessage: fromPromise<string, DeleteInput>(missing(MACHINE, 'deleteMessage')),
    /** Sends a failed message again; false when it is no longer waiting to be sent. */
    retryMessage: fromPromise<boolean, { id: string }>(missing(MACHINE, 'retryMessage')),
    markRead: fromPromise<void, MarkReadInput>(missing(MACHINE, 'markRead')),
    /** The other person's public profile of a private chat; undefined for a group. */
    loadPeer: fromPromise<UserLike | undefined, WatchInput>(missing(MACHINE, 'loadPeer')),
    /** Whether the chat is end-to-end encrypted; undefined when the client cannot encrypt. */
    loadSecurity: fromPromise<ChatSecurity | undefined, WatchInput>(missing(MACHINE, 'loadSecurity')),
  },
  actions: {
    /** A message or a reply is on its way: only the sent text leaves the draft; what was typed meanwhile stays. */
    sent: assign(({ context }) => ({
      draft: context.draft.startsWith(context.outgoing)
        ? context.draft.slice(context.outgoing.length).trimStart()
        : context.draft,
      outgoing: '',
      sendError: undefined,
    })),
    /** A message, a reply or an edit failed: its text stays in the composer, and the error says so. */
    sendFailed: assign((_, params: { error: unknown }) => ({
      outgoing: '',
      sendError: toUiError(params.error, { code: 'CHAT.SEND', message: SEND_FAILED }),
    })),
    /** A reaction or a delete failed: the message stays as it was, and the error says so. */
    changeFailed: assign((_, params: { error: unknown }) => ({
      changeError: toUiError(params.error, { code: 'CHAT.SEND', message: CHANGE_FAILED }),
    })),
    takePage: assign((_, params: { output: LoadPageOutput; loaded: number }) => ({
      messages: params.output.messages,
      hasMore: params.output.more,
      loaded: params.loaded,
    })),
    /** The wanted message found, or given up on, once paging for it is over. */
    settleTarget: assign(({ context }) => ({ target: targetState(context) })),
    /** The chat is placed: at its oldest unread message held, if any (once; a reload keeps the place). */
    locate: assign(({ context }) =>
      context.located ? {} : { located: true, firstUnread: firstUnread(context.messages, context.selfId).id },
    ),
  },
  guards: {
    hasText: ({ context }) => context.draft.trim() !== '',
    hasMore: ({ context }) => context.hasMore,
    hasUnmarked: ({ context }) => context.unmarked.length > 0,
    seesUnread: ({ context, event }) => unreadSeen(context, event).length > 0,
    /** The wanted message is not held, an older page may hold it, and what is held does not go past its time. */
    targetGoesBack: ({ context }) => targetWanted(context),
    targetUnsettled: ({ context }) => context.target?.state === 'seeking' && !targetWanted(context),
    /** The unread run reaches the oldest message held, and an older page may hold its start. */
    unreadGoesBack: ({ context }) =>
      !context.located &&
      context.hasMore &&
      context.loaded < LOCATE_LIMIT &&
      firstUnread(context.messages, context.selfId).open,
  },
})
