/**
 * The I/O behind the session and sign-in machines: stored keys, the SDK client, the wallets. Every actor
 * loads the runtime lazily, so none of this is in the first download.
 */
import { fromPromise } from 'xstate'
import { StorageKeys, type WalletId } from '../domain/config'
import type { UserLike } from '../domain/display'
import type {
  ClearSessionInput,
  LoginPayload,
  RestoredSession,
  SessionKeys,
} from '../machines/session/session.types'
import { authMachine } from '../machines/sign-in/sign-in.auth'
import type {
  ConnectOutput,
  DeriveMainKeysInput,
  LoginResult,
  LoginUserInput,
  LookupOutput,
  MainKeys,
  RegisterUserInput,
  WalletRef,
} from '../machines/sign-in/sign-in.types'
import { walletConnectMachine } from '../machines/sign-in/sign-in.wallet'
import type { Client, WalletAuth } from '../sdk'
import { ownDid } from './own-did'
import type { Runtime } from './runtime'
import { endLogin, readStoredSession, type SessionStores, writeLogin } from './stored-session'

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
    // Chats with other clients of this project are end-to-end encrypted by a device the stored main key
    // certifies (the SDK leaves E2E off without one).
    const { mainKeys } = await readStoredSession(stores)
    const e2e = runtime.e2e(input.keys.userid, stores.vault, mainKeys)
    const client = web3mq.createClient(input.keys, { didKey, e2e })
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
    endLogin(stores.keyStore, input.forget)
  }),
})

/** The SDK's sign-in steps, from the runtime loaded once for the step that asks. */
const walletAuth = async (loadRuntime: LoadRuntime): Promise<WalletAuth> =>
  (await (await loadRuntime()).web3mq()).walletAuth

/**
 * The sign-in machine's children, each step one SDK operation (sdk/auth/wallet-steps.ts) signed by the wallet
 * the connect step gave; this only wires them.
 */
export const signInActors = (loadRuntime: LoadRuntime) => ({
  walletConnect: walletConnectMachine.provide({
    actors: {
      connectWallet: fromPromise<ConnectOutput, { walletId: WalletId }>(async ({ input }) =>
        (await loadRuntime()).wallets.connect(input.walletId),
      ),
    },
  }),
  auth: authMachine.provide({
    actors: {
      lookupUser: fromPromise<LookupOutput, WalletRef>(async ({ input }) =>
        (await walletAuth(loadRuntime)).lookup(input),
      ),
      deriveMainKeys: fromPromise<MainKeys, DeriveMainKeysInput>(async ({ input }) =>
        (await walletAuth(loadRuntime)).mainKeys(input, input.password, input.knownMainPublicKey),
      ),
      registerUser: fromPromise<void, RegisterUserInput>(async ({ input }) => {
        await (await walletAuth(loadRuntime)).register(input, { ...input, purpose: input.mode })
      }),
      loginUser: fromPromise<LoginResult, LoginUserInput>(async ({ input }) =>
        (await walletAuth(loadRuntime)).login(input, input),
      ),
    },
  }),
})
