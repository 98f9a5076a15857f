/**
 * The create-dapp dialog (docs/product.md §10.3): generate the dapp's ed25519 key pair, offer the private
 * key as the "KeyPairs" download, and create the dapp with the public key. Creating needs a key pair;
 * a failure keeps the fields and the pair so nothing has to be typed or generated again.
 */
import { assign } from 'xstate'
import { KEYPAIR_FILENAME } from '../../domain/config'
import type { KeyPair } from '../../domain/keys/key-pair'
import { dappsSetup } from './dapps.setup'
import { cleanFields, fileDappId, refusalOf } from './dapps.types'

export const createDappStates = dappsSetup.createStateConfig({
  initial: 'editing',
  states: {
    editing: {
      tags: ['editing'],
      on: {
        'dapp.generateKeyPair': 'generating',
        'dapp.download': {
          guard: 'hasKeyPair',
          target: 'downloading',
          actions: assign({ fields: ({ context, event }) => ({ ...context.fields, dapp_id: event.dappId }) }),
        },
        'dapp.create': [
          {
            guard: { type: 'complete', params: ({ event }) => ({ fields: event.fields, checkId: true }) },
            target: 'creating',
            actions: assign({ fields: ({ event }) => event.fields }),
          },
          {
            actions: assign({
              fields: ({ event }) => event.fields,
              error: ({ event }) => refusalOf(event.fields),
            }),
          },
        ],
      },
    },
    generating: {
      tags: ['busy', 'editing'],
      entry: 'clearError',
      invoke: {
        src: 'generateKeyPair',
        onDone: {
          target: 'editing',
          actions: assign({
            keyPair: ({ event }) => event.output,
            downloaded: false,
            downloadedFor: undefined,
          }),
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'showError',
            params: ({ event }) => ({ error: event.error, fallback: 'Could not generate a key pair.' }),
          },
        },
      },
    },
    downloading: {
      tags: ['busy', 'editing'],
      entry: 'clearError',
      invoke: {
        src: 'downloadKeyPair',
        input: ({ context }) => ({
          dappId: fileDappId(context),
          pair: context.keyPair as KeyPair,
          filename: KEYPAIR_FILENAME,
        }),
        onDone: [
          { guard: 'isCreated', target: 'created', actions: 'keyFileSaved' },
          { target: 'editing', actions: 'keyFileSaved' },
        ],
        onError: [
          {
            guard: 'isCreated',
            target: 'created',
            actions: {
              type: 'showError',
              params: ({ event }) => ({ error: event.error, fallback: 'Download failed.' }),
            },
          },
          {
            target: 'editing',
            actions: {
              type: 'showError',
              params: ({ event }) => ({ error: event.error, fallback: 'Download failed.' }),
            },
          },
        ],
      },
    },
    creating: {
      tags: ['busy', 'editing'],
      entry: 'clearError',
      invoke: {
        src: 'createDapp',
        input: ({ context }) => ({
          ...cleanFields(context.fields),
          dapp_pubkey: context.keyPair?.PublicKey ?? '',
        }),
        // A file saved before the id was corrected names the old id: it no longer counts as saved.
        onDone: {
          target: 'created',
          actions: assign(({ context, event }) => ({
            created: event.output,
            downloaded: context.downloaded && context.downloadedFor === event.output.dapp_id,
          })),
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'showError',
            params: ({ event }) => ({ error: event.error, fallback: 'The dapp could not be created.' }),
          },
        },
      },
    },
    created: {
      tags: ['created'],
      on: { 'dapp.download': { target: 'downloading' } },
    },
  },
})
