/**
 * A group's members as the composer's `@` suggestions (docs/product.md §14.8): read once when the group's chat
 * opens (`loadMembers`). A private chat, or a list that could not be read, offers nobody: the person can
 * still type, and a message names only members the list held. I/O only through provided actors.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { Member } from '../../domain/messages/content/mention-text'
import { isGroupTopic } from '../../domain/protocol'
import { missing } from '../kit'
import type { LoadMembersInput, MentionsContext, MentionsInput } from './mentions.types'

export const mentionsMachine = setup({
  types: { context: {} as MentionsContext, input: {} as MentionsInput },
  actors: {
    loadMembers: fromPromise<readonly Member[], LoadMembersInput>(missing('mentionsMachine', 'loadMembers')),
  },
}).createMachine({
  id: 'mentions',
  context: ({ input }) => ({ topic: input.topic, members: [] }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: ({ context }) => isGroupTopic(context.topic), target: 'loading' },
        { target: 'none' },
      ],
    },
    loading: {
      invoke: {
        src: 'loadMembers',
        input: ({ context }) => ({ groupid: context.topic }),
        onDone: { target: 'ready', actions: assign({ members: ({ event }) => event.output }) },
        onError: 'none',
      },
    },
    ready: { type: 'final' },
    none: { type: 'final' },
  },
})
