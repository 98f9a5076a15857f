/** The typed setup shared by the dapps machine and its create and manage states. */
import { assign, fromPromise, setup } from 'xstate'
import type { Dapp } from '../../domain/contract/schemas'
import type { KeyPair } from '../../domain/keys/key-pair'
import { errorText } from '../subscription/subscription.lists'
import type { DappFields, DappsContext, DappsEvent, DappsInput, DownloadKeyPairInput } from './dapps.types'
import { fieldsComplete } from './dapps.types'

const missing = (name: string) => async (): Promise<never> => {
  throw new Error(`dappsMachine needs ${name} from machine.provide()`)
}

export const dappsSetup = setup({
  types: { context: {} as DappsContext, events: {} as DappsEvent, input: {} as DappsInput },
  actors: {
    generateKeyPair: fromPromise<KeyPair>(missing('generateKeyPair')),
    downloadKeyPair: fromPromise<void, DownloadKeyPairInput>(missing('downloadKeyPair')),
    createDapp: fromPromise<Dapp, DappFields>(missing('createDapp')),
    loadDapps: fromPromise<Dapp[]>(missing('loadDapps')),
    updateDapp: fromPromise<Dapp, DappFields>(missing('updateDapp')),
  },
  actions: {
    /** The error shown; every field stays as it was. */
    showError: assign((_, params: { error: unknown; fallback: string }) => ({
      error: errorText(params.error, params.fallback),
    })),
    clearError: assign({ error: undefined }),
  },
  guards: {
    hasKeyPair: ({ context }) => context.keyPair !== undefined,
    isCreateMode: ({ context }) => context.mode === 'create',
    isCreated: ({ context }) => context.created !== undefined,
    complete: (_, params: { fields: DappsContext['fields'] }) => fieldsComplete(params.fields),
  },
})
