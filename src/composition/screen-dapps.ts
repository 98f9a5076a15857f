/**
 * The dapp dialogs' machine with its actors bound to the signed-in SDK client, in a chunk of their own:
 * imported when a dapp dialog first opens (`AppServices.screens.dapps`).
 */
import { fromPromise } from 'xstate'
import { dappsMachine } from '../machines/dapps/dapps.machine'
import type { DappFields, DownloadKeyPairInput } from '../machines/dapps/dapps.types'
import { needClient, type ScreenDeps } from './screen-actors'

export const dappsActors = (deps: ScreenDeps) => ({
  generateKeyPair: fromPromise(async () => needClient(deps).dapp.generateDappKeyPair()),
  downloadKeyPair: fromPromise<void, DownloadKeyPairInput>(async ({ input }) =>
    needClient(deps).dapp.downloadKeyPair({ dappId: input.dappId, ...input.pair }, input.filename),
  ),
  createDapp: fromPromise(async ({ input }: { input: DappFields }) =>
    needClient(deps).dapp.createDapp(input),
  ),
  updateDapp: fromPromise(async ({ input }: { input: DappFields }) =>
    needClient(deps).dapp.updateDapp(input),
  ),
  loadDapps: fromPromise(async () => (await needClient(deps).dapp.getMyCreateDappList()).items),
})

export const dappsScreen = (deps: ScreenDeps) => dappsMachine.provide({ actors: dappsActors(deps) })
