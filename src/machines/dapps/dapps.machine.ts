/**
 * The dapp dialogs (docs/product.md §3 Dapp, docs/product.md §10.3), one machine for both: input `mode` 'create'
 * starts the create-dapp flow (key pair, "KeyPairs" download, create), 'manage' the list-and-edit flow.
 * The node, the key generator and the file download are provided actors.
 */
import { createDappStates } from './dapps.create-states'
import { manageDappsStates } from './dapps.manage-states'
import { dappsSetup } from './dapps.setup'
import { emptyFields } from './dapps.types'

export const dappsMachine = dappsSetup.createMachine({
  id: 'dapps',
  context: ({ input }) => ({
    mode: input.mode,
    fields: emptyFields,
    keyPair: undefined,
    downloaded: false,
    downloadedFor: undefined,
    created: undefined,
    dapps: [],
    selected: undefined,
    saved: false,
    error: undefined,
  }),
  initial: 'choosing',
  states: {
    choosing: { always: [{ guard: 'isCreateMode', target: 'create' }, { target: 'manage' }] },
    create: createDappStates,
    manage: manageDappsStates,
  },
})
