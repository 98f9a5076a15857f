/**
 * The I/O behind the profile screen, and what every screen's actors share: the signed-in SDK client, the
 * wallet that signs, and the unsigned API for public data. Each actor fails with a clear error when its
 * precondition is missing. The other screens' actors load with their screens (`screen-*.ts`).
 */
import { fromPromise } from 'xstate'
import { DEFAULT_DID_TYPE, StorageKeys, type WalletId } from '../domain/config'
import { isOwnProfile } from '../domain/display'
import type {
  ContactPage,
  ContactPageInput,
  CopyTextInput,
  FollowInput,
  LoadProfileInput,
  LoadProfileOutput,
  UpdateProfileInput,
} from '../machines/profile/profile.types'
import type { Clipboard, KeyStore } from '../ports'
import type { PushSubscriber } from '../ports/push-subscriber'
import type { Client } from '../sdk'
import { ownDid, signedIn } from './own-did'
import type { Runtime } from './runtime'
import type { LoadRuntime } from './session-actors'

export interface ScreenDeps {
  loadRuntime: LoadRuntime
  /** The signed-in client, or undefined. */
  client: () => Client | undefined
  /** Tells the session the person's public profile changed (the header shows it). */
  accountChanged: () => void
  appOrigin: string
  pushDappId: string
  clipboard: Clipboard
  /** A push service other than this browser's (tests); the subscription screen builds the browser's. */
  pushSubscriber?: PushSubscriber
  /** The page, for the browser's notifications and push service; none outside a browser. */
  window?: Window
  /** The person's IANA time zone, for quiet hours. */
  timeZone: string
}

export const needClient = (deps: ScreenDeps): Client => {
  return signedIn(deps.client())
}

/** The wallet the signed-in user signed up with, as stored at login (the domain default before that). */
export const storedWalletId = (store: KeyStore): WalletId =>
  (store.get(StorageKeys.walletType) ?? DEFAULT_DID_TYPE) as WalletId

/** The wallet the signed-in user signed in with (stored with the session), connected again after a reload. */
export const walletFor = async (runtime: Runtime) =>
  runtime.wallets.signing(storedWalletId(runtime.ports.keyStore))

export const profileActors = (deps: ScreenDeps) => ({
  loadProfile: fromPromise<LoadProfileOutput, LoadProfileInput>(async ({ input }) => {
    const runtime = await deps.loadRuntime()
    const me = deps.client()?.keys.userid ?? ''
    const did = input.did ?? ownDid(runtime.ports.keyStore)
    const profile = await runtime.publicReads.profile(did, me)
    return { profile, isSelf: isOwnProfile(input.did, profile.userid, me) }
  }),
  loadFollowers: fromPromise<ContactPage, ContactPageInput>(async ({ input }) =>
    (await deps.loadRuntime()).publicReads.followers(input.userid, input.page),
  ),
  loadFollowing: fromPromise<ContactPage, ContactPageInput>(async ({ input }) =>
    (await deps.loadRuntime()).publicReads.following(input.userid, input.page),
  ),
  follow: fromPromise<void, FollowInput>(async ({ input }) => {
    const client = needClient(deps)
    const { signer, account } = await walletFor(await deps.loadRuntime())
    await client.contact.followOperation({
      targetUserid: input.targetUserid,
      action: input.action,
      signer,
      account,
    })
  }),
  updateProfile: fromPromise<void, UpdateProfileInput>(async ({ input }) => {
    await needClient(deps).user.updateMyProfile(input.nickname, input.avatar_url)
    deps.accountChanged()
  }),
  copyText: fromPromise<void, CopyTextInput>(async ({ input }) => deps.clipboard.writeText(input.text)),
})
