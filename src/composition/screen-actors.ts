/**
 * The I/O behind the screen machines, bound to the signed-in SDK client, the wallet that signs, and the
 * unsigned API for public data. Each actor fails with a clear error when its precondition is missing.
 */
import { fromCallback, fromPromise } from 'xstate'
import { DEFAULT_DID_TYPE, KEYPAIR_FILENAME, StorageKeys, type WalletId } from '../domain/config'
import type { Notification } from '../domain/messages'
import type {
  BindAccount,
  BindTelegramRequest,
  BindTelegramResult,
} from '../machines/bind-did/bind-did.types'
import type { DappFields, DownloadKeyPairInput } from '../machines/dapps/dapps.types'
import type {
  ContactPage,
  ContactPageInput,
  CopyTextInput,
  FollowInput,
  LoadProfileInput,
  LoadProfileOutput,
  UpdateProfileInput,
} from '../machines/profile/profile.types'
import { notificationViewOf } from '../machines/subscription/subscription.lists'
import type { PushStatus } from '../machines/subscription/subscription.types'
import type { Clipboard, KeyStore } from '../ports'
import type { Client } from '../sdk'
import { ownDid } from './own-did'
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
}

export const needClient = (deps: ScreenDeps): Client => {
  const client = deps.client()
  if (!client) throw new Error('Sign in first')
  return client
}

/** The wallet the signed-in user signed up with, as stored at login (the domain default before that). */
const storedWalletId = (store: KeyStore): WalletId =>
  (store.get(StorageKeys.walletType) ?? DEFAULT_DID_TYPE) as WalletId

/** The stored wallet of the signed-in user, connected (again, after a reload) for a signature. */
export const walletFor = async (runtime: Runtime) =>
  runtime.wallets.ensure(storedWalletId(runtime.ports.keyStore))

export const profileActors = (deps: ScreenDeps) => ({
  loadProfile: fromPromise<LoadProfileOutput, LoadProfileInput>(async ({ input }) => {
    const runtime = await deps.loadRuntime()
    const me = deps.client()?.keys.userid ?? ''
    const did = input.did ?? ownDid(runtime.ports.keyStore)
    const profile = await runtime.publicReads.profile(did, me)
    return { profile, isSelf: input.did === undefined || profile.userid === me }
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

export const bindDidActors = (deps: ScreenDeps) => ({
  loadAccount: fromPromise<BindAccount>(async () => {
    const store = (await deps.loadRuntime()).ports.keyStore
    return {
      walletId: storedWalletId(store),
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

export const subscriptionActors = (deps: ScreenDeps) => ({
  getAuthInfo: fromPromise(async () => needClient(deps).user.getMyAuthInfo(deps.pushDappId)),
  setPushAuth: fromPromise(async ({ input }: { input: { status: PushStatus } }) => {
    const client = needClient(deps)
    const { signer, account } = await walletFor(await deps.loadRuntime())
    return client.user.switchPushServer(
      { status: input.status, signer, account, uri: deps.appOrigin },
      deps.pushDappId,
    )
  }),
  loadTopics: fromPromise(async () => {
    const client = needClient(deps)
    const [created, subscribed] = await Promise.all([
      client.topic.getMyCreateTopicList({ page: 1, size: 100 }),
      client.topic.getMySubscribeTopicList({ page: 1, size: 100 }),
    ])
    return { created: created.items, subscribed: subscribed.items }
  }),
  createTopic: fromPromise(async ({ input }: { input: { name: string } }) =>
    needClient(deps).topic.createTopic(input.name),
  ),
  subscribeTopic: fromPromise(async ({ input }: { input: { topicid: string } }) =>
    needClient(deps).topic.subscribeTopicAndRead(input.topicid),
  ),
  publishTopic: fromPromise(
    async ({ input }: { input: { topicid: string; title: string; content: string } }) =>
      needClient(deps).topic.publishTopicMessage(input),
  ),
  loadNotifications: fromPromise(async ({ input }: { input: { page: number } }) => {
    const page = await needClient(deps).notify.queryNotifications({ page: input.page, size: 20 })
    return { items: page.items.map((n) => notificationViewOf(n)), total: page.total }
  }),
  markRead: fromPromise(async ({ input }: { input: { ids: string[] } }) =>
    needClient(deps).notify.changeNotificationStatus(input.ids, 'read'),
  ),
  copyText: fromPromise<void, CopyTextInput>(async ({ input }) => deps.clipboard.writeText(input.text)),
  loadTelegramBinding: fromPromise(async () => needClient(deps).bindDid.telegramBinding()),
  liveNotifications: fromCallback(({ sendBack }) => {
    const client = deps.client()
    if (!client) return undefined
    const onNew = ({ notifications }: { notifications: readonly Notification[] }) => {
      for (const n of notifications)
        sendBack({ type: 'notification.received', notification: notificationViewOf(n) })
    }
    client.events.on('notification.messageNew', onNew)
    return () => client.events.off('notification.messageNew', onNew)
  }),
})

export const dappsActors = (deps: ScreenDeps) => ({
  generateKeyPair: fromPromise(async () => needClient(deps).dapp.generateDappKeyPair()),
  downloadKeyPair: fromPromise<void, DownloadKeyPairInput>(async ({ input }) =>
    needClient(deps).dapp.downloadKeyPair(
      { dappId: input.dappId, ...input.pair },
      input.filename || KEYPAIR_FILENAME,
    ),
  ),
  createDapp: fromPromise(async ({ input }: { input: DappFields }) =>
    needClient(deps).dapp.createDapp(input),
  ),
  updateDapp: fromPromise(async ({ input }: { input: DappFields }) =>
    needClient(deps).dapp.updateDapp(input),
  ),
  loadDapps: fromPromise(async () => (await needClient(deps).dapp.getMyCreateDappList()).items),
})
