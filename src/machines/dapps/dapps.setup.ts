/** The typed setup shared by the dapps machine and its create and manage states. */
import { assign, fromPromise, setup } from 'xstate'
import type { Dapp } from '../../domain/contract/schemas'
import type { KeyPair } from '../../domain/keys/key-pair'
import { missing, toUiError } from '../kit'
import type { DappFields, DappsContext, DappsEvent, DappsInput, DownloadKeyPairInput } from './dapps.types'
import { DAPP_FAILED, fieldsAcceptable, fileDappId } from './dapps.types'

const MACHINE = 'dappsMachine'

export const dappsSetup = setup({
  types: { context: {} as DappsContext, events: {} as DappsEvent, input: {} as DappsInput },
  actors: {
    generateKeyPair: fromPromise<KeyPair>(missing(MACHINE, 'generateKeyPair')),
    downloadKeyPair: fromPromise<void, DownloadKeyPairInput>(missing(MACHINE, 'downloadKeyPair')),
    createDapp: fromPromise<Dapp, DappFields>(missing(MACHINE, 'createDapp')),
    loadDapps: fromPromise<Dapp[]>(missing(MACHINE, 'loadDapps')),
    updateDapp: fromPromise<Dapp, DappFields>(missing(MACHINE, 'updateDapp')),
  },
  actions: {
    /** The error shown; every field stays as it was. */
    showError: assign((_, params: { error: unknown; fallback: string }) => ({
      error: toUiError(params.error, { code: DAPP_FAILED, message: params.fallback }),
    })),
    clearError: assign({ error: undefined }),
    /** A KeyPairs file was saved: it names the created dapp's id, else the id typed so far. */
    keyFileSaved: assign(({ context }) => ({
      downloaded: true,
      downloadedFor: fileDappId(context),
    })),
  },
  guards: {
    hasKeyPair: ({ context }) => context.keyPair !== undefined,
    isCreateMode: ({ context }) => context.mode === 'create',
    isCreated: ({ context }) => context.created !== undefined,
    /** Complete and acceptable to the network; when editing, the fixed id is not checked. */
    complete: (_, params: { fields: DappsContext['fields']; checkId: boolean }) =>
      fieldsAcceptable(params.fields, params.checkId),
  },
})
