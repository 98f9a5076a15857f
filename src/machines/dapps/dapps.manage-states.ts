/**
 * The dapp-manage dialog: list my dapps, pick one, edit its name, description, type and domain (id and
 * public key stay as they are) and save. A failed save keeps the edited fields.
 */
import { assign } from 'xstate'
import type { Dapp } from '../../domain/contract/schemas'
import { dappsSetup } from './dapps.setup'
import { cleanFields, fieldsOf, refusalOf } from './dapps.types'

const replace = (list: readonly Dapp[], dapp: Dapp): Dapp[] =>
  list.map((d) => (d.dapp_id === dapp.dapp_id ? dapp : d))

export const manageDappsStates = dappsSetup.createStateConfig({
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'loadDapps',
        onDone: { target: 'list', actions: assign({ dapps: ({ event }) => event.output }) },
        onError: {
          target: 'loadFailed',
          actions: {
            type: 'showError',
            params: ({ event }) => ({ error: event.error, fallback: 'Could not load your dapps.' }),
          },
        },
      },
    },
    loadFailed: { tags: ['error'], on: { 'dapp.retry': 'loading' } },
    list: {
      tags: ['list'],
      entry: assign({ selected: undefined, saved: false }),
      on: {
        'dapp.select': {
          guard: ({ context, event }) => context.dapps.some((d) => d.dapp_id === event.dappId),
          target: 'editing',
          actions: assign(({ context, event }) => {
            const selected = context.dapps.find((d) => d.dapp_id === event.dappId) as Dapp
            return { selected, fields: fieldsOf(selected), error: undefined }
          }),
        },
      },
    },
    editing: {
      tags: ['editing'],
      on: {
        'dapp.back': { target: 'list', actions: 'clearError' },
        'dapp.update': [
          {
            guard: { type: 'complete', params: ({ event }) => ({ fields: event.fields, checkId: false }) },
            target: 'updating',
            // The id is the dapp's, whatever the form sent: it cannot be edited.
            actions: assign(({ context, event }) => ({
              fields: { ...event.fields, dapp_id: context.selected?.dapp_id ?? event.fields.dapp_id },
              saved: false,
            })),
          },
          {
            actions: assign({
              fields: ({ event }) => event.fields,
              error: ({ event }) => refusalOf(event.fields, false),
              saved: false,
            }),
          },
        ],
      },
    },
    updating: {
      tags: ['busy', 'editing'],
      entry: 'clearError',
      invoke: {
        src: 'updateDapp',
        input: ({ context }) => ({
          ...cleanFields(context.fields),
          dapp_pubkey: context.selected?.dapp_pubkey ?? '',
        }),
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const updated: Dapp = { ...context.selected, ...cleanFields(context.fields), ...event.output }
            return { selected: updated, dapps: replace(context.dapps, updated), saved: true }
          }),
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'showError',
            params: ({ event }) => ({ error: event.error, fallback: 'The dapp could not be saved.' }),
          },
        },
      },
    },
  },
})
