/**
 * The I/O behind the session, wallet-connect and auth machines: stored keys, the SDK client, the wallets.
 * Every actor loads the runtime lazily, so none of this is in the first download.
 */
import { fromPromise } from 'xstate'
import { forgetDevice } from '../adapters/storage/forget-device'
import { StorageKeys, type WalletId } from '../domain/config'
import type { UserLike } from '../domain/display'
import type {
  DeriveMainKeysInput,
  LoginResult,
  LoginUserInput,
  LookupOutput,
  MainKeys,
  RegisterUserInput,
  WalletRef,
} from '../machines/auth/auth.types'
import type {
  ClearSessionInput,
  LoginPayload,
  RestoredSession,
  SessionKeys,
} from '../machines/session/session.types'
import type { WalletAccount } from '../ports'
import type { Client, SigningWallet, WalletAuth } from '../sdk'
import { ownDid } from './own-did'
import type { Runtime } from './runtime'
import { clearLogin, readStoredSession, type SessionStores, writeLogin } from './stored-session'

export type LoadRuntime = () => Promise<Runtime>

interface SessionHooks {
  /** Called with each new client, so the socket status reaches the socket machine. */
  onClient(client: Client): void
  /** Called once the chat store is open: `inMemory` when IndexedDB is unavailable (chats last a session). */
  onChatStore?(inMemory: boolean): void
}

export const sessionActors = (loadRuntime: LoadRuntime, stores: SessionStores, hooks: SessionHooks) => ({
  // Read straight from storage: a signed-out first visit never needs the SDK.
  restoreSession: fromPromise<RestoredSession>(() => readStoredSession(stores)),
  initClient: fromPromise<Client, { keys: SessionKeys; previous: Client | undefined }>(async ({ input }) => {
    const runtime = await loadRuntime()
    const web3mq = await runtime.web3mq()
    const didKey = runtime.ports.keyStore.get(StorageKeys.didKey) ?? ''
    // The chat store opens at sign-in (never rejects: without IndexedDB it keeps chats in memory).
    await runtime.ports.chatStore.open()
    hooks.onChatStore?.(runtime.ports.chatStore.backend === 'memory')
    const client = web3mq.createClient(input.keys, { didKey })
    hooks.onClient(client)
    // The socket opens in the background: REST works at once, the header shows the socket's state.
    client.connect().catch((error: unknown) => runtime.ports.logger.warn('socket did not open', error))
    return client
  }),
  persistLogin: fromPromise<void, LoginPayload>(({ input }) => writeLogin(stores, input)),
  loadAccount: fromPromise<UserLike | undefined, { keys: SessionKeys }>(async ({ input }) => {
    const runtime = await loadRuntime()
    return runtime.publicReads.profile(ownDid(runtime.ports.keyStore), input.keys.userid)
  }),
  clearSession: fromPromise<void, ClearSessionInput<Client>>(async ({ input }) => {
    input.client?.close()
    if (input.forget) forgetDevice(stores.keyStore)
    else clearLogin(stores.keyStore)
  }),
})

export const walletActors = (loadRuntime: LoadRuntime) => ({
  connectWallet: fromPromise<WalletAccount, { walletId: WalletId }>(async ({ input }) =>
    (await loadRuntime()).wallets.connect(input.walletId),
  ),
})

/** The SDK's sign-in steps and the wallet that signs them (connected again after a reload). */
const signingStep = async (
  loadRuntime: LoadRuntime,
  ref: WalletRef,
): Promise<{ walletAuth: WalletAuth; wallet: SigningWallet }> => {
  const runtime = await loadRuntime()
  const [{ walletAuth }, { signer }] = await Promise.all([
    runtime.web3mq(),
    runtime.wallets.ensure(ref.walletId),
  ])
  return { walletAuth, wallet: { signer, account: ref.account } }
}

/** Each auth machine step is one SDK operation (sdk/auth/wallet-flow); this only wires them. */
export const authActors = (loadRuntime: LoadRuntime) => ({
  lookupUser: fromPromise<LookupOutput, WalletRef>(async ({ input }) =>
    (await (await loadRuntime()).web3mq()).walletAuth.lookup(input),
  ),
  deriveMainKeys: fromPromise<MainKeys, DeriveMainKeysInput>(async ({ input }) => {
    const { walletAuth, wallet } = await signingStep(loadRuntime, input)
    return walletAuth.mainKeys(wallet, input.password)
  }),
  registerUser: fromPromise<void, RegisterUserInput>(async ({ input }) => {
    const { walletAuth, wallet } = await signingStep(loadRuntime, input)
    await walletAuth.register(wallet, { ...input, purpose: input.mode })
  }),
  loginUser: fromPromise<LoginResult, LoginUserInput>(async ({ input }) => {
    const { walletAuth, wallet } = await signingStep(loadRuntime, input)
    return walletAuth.login(wallet, input)
  }),
})
