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
import type { KeyStore, WalletAccount } from '../ports'
import type { Client, SigningWallet, WalletAuth } from '../sdk'
import { ownDid } from './own-did'
import type { Runtime } from './runtime'

export type LoadRuntime = () => Promise<Runtime>

/** docs/product.md §4 session start: keys only when all three of each group are stored. */
const readStoredSession = (store: KeyStore): RestoredSession => {
  const [priv, pub, userid] = [
    store.get(StorageKeys.privateKey),
    store.get(StorageKeys.publicKey),
    store.get(StorageKeys.userid),
  ]
  const [mainPriv, mainPub, address] = [
    store.get(StorageKeys.mainPrivateKey),
    store.get(StorageKeys.mainPublicKey),
    store.get(StorageKeys.walletAddress),
  ]
  const expiry = Number(store.get(StorageKeys.pubkeyExpiredTimestamp))
  return {
    keys: priv && pub && userid ? { PrivateKey: priv, PublicKey: pub, userid } : undefined,
    mainKeys:
      mainPriv && mainPub && address
        ? { PrivateKey: mainPriv, PublicKey: mainPub, walletAddress: address }
        : undefined,
    expiresAt: Number.isFinite(expiry) && expiry > 0 ? expiry : undefined,
  }
}

const writeLogin = (store: KeyStore, payload: LoginPayload): void => {
  store.set(StorageKeys.privateKey, payload.keys.PrivateKey)
  store.set(StorageKeys.publicKey, payload.keys.PublicKey)
  store.set(StorageKeys.userid, payload.keys.userid)
  store.set(StorageKeys.mainPrivateKey, payload.mainKeys.PrivateKey)
  store.set(StorageKeys.mainPublicKey, payload.mainKeys.PublicKey)
  store.set(StorageKeys.walletAddress, payload.mainKeys.walletAddress)
  store.set(StorageKeys.walletType, payload.walletType)
  store.set(StorageKeys.didKey, payload.didKey)
  store.set(StorageKeys.pubkeyExpiredTimestamp, String(payload.expiresAt))
}

/** docs/product.md §4: logout removes private key, public key and userid (main keys stay for the next login). */
const clearLogin = (store: KeyStore): void => {
  store.remove(StorageKeys.privateKey)
  store.remove(StorageKeys.publicKey)
  store.remove(StorageKeys.userid)
}

interface SessionHooks {
  /** Called with each new client, so the socket status reaches the socket machine. */
  onClient(client: Client): void
}

export const sessionActors = (loadRuntime: LoadRuntime, keyStore: KeyStore, hooks: SessionHooks) => ({
  // Read straight from storage: a signed-out first visit never needs the SDK.
  restoreSession: fromPromise<RestoredSession>(async () => readStoredSession(keyStore)),
  initClient: fromPromise<Client, { keys: SessionKeys; previous: Client | undefined }>(async ({ input }) => {
    const runtime = await loadRuntime()
    const web3mq = await runtime.web3mq()
    const didKey = runtime.ports.keyStore.get(StorageKeys.didKey) ?? ''
    const client = web3mq.createClient(input.keys, { didKey })
    hooks.onClient(client)
    // The socket opens in the background: REST works at once, the header shows the socket's state.
    client.connect().catch((error: unknown) => runtime.ports.logger.warn('socket did not open', error))
    return client
  }),
  persistLogin: fromPromise<void, LoginPayload>(async ({ input }) =>
    writeLogin((await loadRuntime()).ports.keyStore, input),
  ),
  loadAccount: fromPromise<UserLike | undefined, { keys: SessionKeys }>(async ({ input }) => {
    const runtime = await loadRuntime()
    return runtime.publicReads.profile(ownDid(runtime.ports.keyStore), input.keys.userid)
  }),
  clearSession: fromPromise<void, ClearSessionInput<Client>>(async ({ input }) => {
    input.client?.close()
    const { keyStore } = (await loadRuntime()).ports
    if (input.forget) forgetDevice(keyStore)
    else clearLogin(keyStore)
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
