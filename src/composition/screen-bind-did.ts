/**
 * The `/binddid` screen's machine with its actors bound to the signed-in SDK client and the wallet, in a
 * chunk of their own: imported when that screen first asks (`AppServices.screens.bindDid`).
 */
import { fromPromise } from 'xstate'
import { StorageKeys } from '../domain/config'
import { bindDidMachine } from '../machines/bind-did/bind-did.machine'
import type {
  BindAccount,
  BindTelegramRequest,
  BindTelegramResult,
} from '../machines/bind-did/bind-did.types'
import { needClient, type ScreenDeps, storedWalletId, walletFor } from './screen-actors'

export const bindDidActors = (deps: ScreenDeps) => ({
  // From storage and the wallets found, never the wallet itself: nothing is asked of it before the bind.
  loadAccount: fromPromise<BindAccount>(async () => {
    const runtime = await deps.loadRuntime()
    const store = runtime.ports.keyStore
    const walletId = storedWalletId(store)
    return {
      walletId,
      walletName: runtime.wallets.nameOf(walletId),
      address: store.get(StorageKeys.walletAddress) ?? '',
    }
  }),
  bindTelegram: fromPromise<BindTelegramResult, BindTelegramRequest>(async ({ input }) => {
    const client = needClient(deps)
    const { signer, account, walletId } = await walletFor(await deps.loadRuntime())
    const binding = await client.bindDid.bindTelegramAccount({
      telegramId: input.telegramId,
      signer,
      account,
      walletId,
      uri: deps.appOrigin,
      action: input.action,
      onSigned: input.onSigned,
    })
    deps.accountChanged()
    return binding
  }),
})

export const bindDidScreen = (deps: ScreenDeps) => bindDidMachine.provide({ actors: bindDidActors(deps) })
