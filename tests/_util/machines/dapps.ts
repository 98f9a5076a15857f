/** Fake actors for the dapps machine's tests: scripted answers and a log of every call. */
import { createActor, fromPromise } from 'xstate'
import type { Dapp } from '../../../src/domain/contract/schemas'
import type { KeyPair } from '../../../src/domain/keys/key-pair'
import { dappsMachine } from '../../../src/machines/dapps/dapps.machine'
import type { DappFields, DappsMode, DownloadKeyPairInput } from '../../../src/machines/dapps/dapps.types'

export interface DappsScript {
  generate?: () => Promise<KeyPair>
  download?: (input: DownloadKeyPairInput) => Promise<void>
  create?: (fields: DappFields) => Promise<Dapp>
  load?: () => Promise<Dapp[]>
  update?: (fields: DappFields) => Promise<Dapp>
}

export const pair: KeyPair = { PrivateKey: 'a'.repeat(64), PublicKey: 'b'.repeat(64) }

export const myDapps: Dapp[] = [
  {
    dapp_id: 'web3mq:im',
    dapp_name: 'Chat',
    dapp_type: 'im',
    dapp_description: 'Talk',
    dapp_pubkey: 'c'.repeat(64),
  },
  {
    dapp_id: 'web3mq:shop',
    dapp_name: 'Shop',
    dapp_type: 'other',
    dapp_pubkey: 'd'.repeat(64),
    domain: 'shop.example',
  },
]

export interface DappsCalls {
  log: string[]
  downloads: DownloadKeyPairInput[]
  sent: DappFields[]
}

export const providedDappsMachine = (script: DappsScript, calls: DappsCalls) =>
  dappsMachine.provide({
    actors: {
      generateKeyPair: fromPromise(async () => {
        calls.log.push('generateKeyPair')
        return (script.generate ?? (async () => pair))()
      }),
      downloadKeyPair: fromPromise(async ({ input }) => {
        calls.downloads.push(input)
        return (script.download ?? (async () => undefined))(input)
      }),
      createDapp: fromPromise(async ({ input }) => {
        calls.sent.push(input)
        calls.log.push('createDapp')
        return (script.create ?? (async (f: DappFields) => ({ ...f, creator_id: 'user:1' })))(input)
      }),
      loadDapps: fromPromise(async () => {
        calls.log.push('loadDapps')
        return (script.load ?? (async () => myDapps))()
      }),
      updateDapp: fromPromise(async ({ input }) => {
        calls.sent.push(input)
        calls.log.push('updateDapp')
        return (script.update ?? (async (f: DappFields) => ({ ...f })))(input)
      }),
    },
  })

export const startDapps = (mode: DappsMode, script: DappsScript = {}) => {
  const calls: DappsCalls = { log: [], downloads: [], sent: [] }
  const actor = createActor(providedDappsMachine(script, calls), { input: { mode } }).start()
  return { actor, calls }
}
