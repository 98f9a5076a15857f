/**
 * The inbox machine's setup: its actor contract with the composition root (each default throws until
 * provided), its actions and guards. The machine is in ./inbox.machine, its pinned and archived chats in
 * ./inbox.prefs.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { Contact } from '../../domain/contract/schemas'
import type { Channel } from '../../domain/messages'
import { arrangeChats, type ChatPrefs } from '../../domain/search'
import { missing, missingWatch } from '../kit'
import { byLatestActivity } from './inbox.order'
import type { InboxContext, InboxEvent, InboxInput, SearchUsersInput } from './inbox.types'

const MACHINE = 'inboxMachine'

/** Archived chats a new message brought back, once the mutes are known (docs/product.md §14.12). */
export const revivedChats = (context: InboxContext): string[] =>
  context.muted ? arrangeChats(context.channels, context.prefs, context.muted).revived : []

export const inboxSetup = setup({
  types: {
    context: {} as InboxContext,
    events: {} as InboxEvent,
    input: {} as InboxInput,
  },
  actors: {
    /** Reads the node's first page of chats; the SDK merges it with what it holds. */
    loadChannels: fromPromise<readonly Channel[]>(missing(MACHINE, 'loadChannels')),
    /**
     * Sends `inbox.list` at once and on every change of the client's chat list, with the profiles of the
     * other people of private chats that have no name, until stopped.
     */
    watchChannels: missingWatch(MACHINE, 'watchChannels'),
    searchUsers: fromPromise<readonly Contact[], SearchUsersInput>(missing(MACHINE, 'searchUsers')),
    /** The pinned and archived chats stored on this device for the signed-in account. */
    loadPrefs: fromPromise<ChatPrefs>(missing(MACHINE, 'loadPrefs')),
    savePrefs: fromPromise<void, ChatPrefs>(missing(MACHINE, 'savePrefs')),
    /** Sends `inbox.muted` at once and whenever the alert rules change, until stopped. */
    watchMuted: missingWatch(MACHINE, 'watchMuted'),
  },
  actions: {
    setChannels: assign((_, params: { channels: readonly Channel[] }) => ({
      channels: byLatestActivity(params.channels),
    })),
  },
  guards: {
    hasQuery: ({ context }) => context.query.trim() !== '',
    hasRevived: ({ context }) => revivedChats(context).length > 0,
    prefsDirty: ({ context }) => context.prefsDirty,
  },
})
