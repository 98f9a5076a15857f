/**
 * One conversation's "Mute notifications" toggle (docs/product.md §14.6): the mute lives in the person's
 * alert rules on the node (docs/protocol.md §4.6), read once when the chat opens and written on each toggle.
 * A node without the Web Push channel keeps no rules, and the toggle is not offered there.
 */
import { assign, fromPromise, setup } from 'xstate'
import { MachineCode, missing, toUiError } from '../kit'
import {
  MUTE_FAILED,
  type MuteContext,
  type MuteEvent,
  type MuteInput,
  type MuteReading,
  type SetMuteInput,
} from './mute.types'

export const muteMachine = setup({
  types: { context: {} as MuteContext, events: {} as MuteEvent, input: {} as MuteInput },
  actors: {
    readMute: fromPromise<MuteReading, MuteInput>(missing('muteMachine', 'readMute')),
    setMute: fromPromise<boolean, SetMuteInput>(missing('muteMachine', 'setMute')),
  },
}).createMachine({
  id: 'mute',
  context: ({ input }) => ({ topic: input.topic, muted: false, error: undefined }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'readMute',
        input: ({ context }) => ({ topic: context.topic }),
        onDone: [
          { guard: ({ event }) => !event.output.available, target: 'unavailable' },
          { target: 'ready', actions: assign({ muted: ({ event }) => event.output.muted }) },
        ],
        // Rules that cannot be read leave the chat as it is, without a toggle that could not tell its state.
        onError: { target: 'unavailable' },
      },
    },
    unavailable: { type: 'final' },
    ready: {
      on: { 'mute.toggle': { target: 'saving', actions: assign({ error: undefined }) } },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        src: 'setMute',
        input: ({ context }) => ({ topic: context.topic, muted: !context.muted }),
        onDone: { target: 'ready', actions: assign({ muted: ({ event }) => event.output }) },
        onError: {
          target: 'ready',
          actions: assign({
            error: ({ event }) => ({
              code: toUiError(event.error, { code: MachineCode.notificationsFailed }).code,
              message: MUTE_FAILED,
            }),
          }),
        },
      },
    },
  },
})
