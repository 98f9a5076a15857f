/**
 * The I/O behind the session, wallet-connect and auth machines: stored keys, the SDK client, the wallets.
 * Every actor loads the runtime lazily, so none of this is in the first download.
 */
import { fromPromise } from 'xstate'
import { type DidType, StorageKeys, type WalletId } from '../domain/config'
import type { UserLike } from '../domain/display'
import type { LoginResult, LookupOutput, MainKeys } from '../machines/auth/auth.machine'
import type { LoginPayload, RestoredSession, SessionKeys } from '../machines/session/session.machine'
import type { KeyStore, WalletAccount } from '../ports'
import type { Client } from '../sdk'
import { ownDid } from './own-did'
import type { Runtime } from './runtime'

export type LoadRuntime = () => Promise<Runtime>

/** docs/product.md §4 session start: keys only when all three of each group are stored. */
export const readStoredSession = (store: KeyStore): RestoredSession => {
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

export const writeLogin = (store: KeyStore, payload: LoginPayload): void => {
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
export const clearLogin = (store: KeyStore): void => {
  store.remove(StorageKeys.privateKey)
  store.remove(StorageKeys.publicKey)
  store.remove(StorageKeys.userid)
}

export interface SessionHooks {
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
  clearSession: fromPromise<void, { client: Client | undefined }>(async ({ input }) => {
    input.client?.close()
    clearLogin((await loadRuntime()).ports.keyStore)
  }),
})

type WalletRef = { walletId: WalletId; didType: DidType; account: WalletAccount }

export const walletActors = (loadRuntime: LoadRuntime) => ({
  connectWallet: fromPromise<WalletAccount, { walletId: WalletId }>(async ({ input }) =>
    (await loadRuntime()).wallets.connect(input.walletId),
  ),
})

const signerOf = async (runtime: Runtime, walletId: WalletId) =>
  (await runtime.wallets.ensure(walletId)).signer

export const authActors = (loadRuntime: LoadRuntime) => ({
  lookupUser: fromPromise<LookupOutput, WalletRef>(async ({ input }) => {
    const { auth } = await (await loadRuntime()).web3mq()
    const found = await auth.getUserInfo({ did_type: input.didType, did_value: input.account.address })
    return {
      userid: found.userid,
      userExist: found.userExist,
      ...(found.mainPublicKey ? { mainPublicKey: found.mainPublicKey } : {}),
    }
  }),
  deriveMainKeys: fromPromise<MainKeys, WalletRef & { password: string }>(async ({ input }) => {
    const runtime = await loadRuntime()
    const { auth } = await runtime.web3mq()
    return auth.getMainKeypair({
      password: input.password,
      did_type: input.didType,
      did_value: input.account.address,
      signer: await signerOf(runtime, input.walletId),
      account: input.account,
    })
  }),
  registerUser: fromPromise<
    void,
    WalletRef & { mode: 'register' | 'reset'; userid: string; mainKeys: MainKeys; nickname: string }
  >(async ({ input }) => {
    const runtime = await loadRuntime()
    const { auth } = await runtime.web3mq()
    const did = { did_type: input.didType, did_value: input.account.address }
    const { signContent } = auth.getRegisterSignContent({
      ...did,
      userid: input.userid,
      mainPublicKey: input.mainKeys.PublicKey,
      walletId: input.walletId,
      purpose: input.mode,
    })
    const did_signature = await (await signerOf(runtime, input.walletId)).sign(signContent, input.account)
    const body = { ...did, userid: input.userid, did_pubkey: input.account.didPubkey, did_signature }
    if (input.mode === 'reset') await auth.resetPassword(body)
    else await auth.register({ ...body, ...(input.nickname ? { nickname: input.nickname } : {}) })
  }),
  loginUser: fromPromise<LoginResult, WalletRef & { userid: string; mainKeys: MainKeys }>(
    async ({ input }) => {
      const { auth } = await (await loadRuntime()).web3mq()
      return auth.login({
        userid: input.userid,
        did_type: input.didType,
        did_value: input.account.address,
        mainPrivateKey: input.mainKeys.PrivateKey,
        mainPublicKey: input.mainKeys.PublicKey,
      })
    },
  ),
})
