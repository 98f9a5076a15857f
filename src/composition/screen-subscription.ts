/**
 * The subscription screen's machine with its actors bound to the signed-in SDK client and the wallet, in
 * a chunk of their own: imported when that screen first asks (`AppServices.screens.subscription`).
 */
import { fromPromise } from 'xstate'
import { browserPushSubscriber, createBrowserPushSubscriber } from '../adapters/platform/push-subscriber'
import { createBrowserNotifier } from '../adapters/platform/system-notifier'
import type { PushRules } from '../domain/push/rules'
import { fromWatch } from '../machines/kit'
import type { CopyTextInput } from '../machines/profile/profile.types'
import { notificationViewOf } from '../machines/subscription/subscription.lists'
import { subscriptionMachine } from '../machines/subscription/subscription.machine'
import type {
  PageInput,
  PushStatus,
  SubscriptionEvent,
  TopicSearchInput,
} from '../machines/subscription/subscription.types'
import type { BrowserPushSubscription, PushSubscriber } from '../ports/push-subscriber'
import { readProfiles } from './people-profiles'
import { needClient, type ScreenDeps, walletFor } from './screen-actors'

/** The browser's push service, or one that supports nothing where there is none. */
const pushSubscriberOf = (deps: ScreenDeps): PushSubscriber =>
  deps.pushSubscriber ?? browserPushSubscriber() ?? createBrowserPushSubscriber({ hasPushManager: false })

/** Notifications while the app is closed: the node's channel, this browser's push service, the rules. */
const webPushActors = (deps: ScreenDeps, push = pushSubscriberOf(deps)) => ({
  loadWebPush: fromPromise(async () => {
    const { webPush } = needClient(deps)
    const [serverKey, settings, device] = await Promise.all([
      webPush.serverKey(),
      webPush.settings(),
      // A browser that cannot say (its worker never became ready) holds nothing the switch can show.
      push.current().catch(() => undefined),
    ])
    return {
      serverKey,
      settings,
      device,
      supported: push.supported(),
      timeZone: deps.timeZone,
    }
  }),
  requestAlertPermission: fromPromise(async () =>
    createBrowserNotifier(deps.window ?? {}).requestPermission(),
  ),
  subscribeBrowser: fromPromise(async ({ input }: { input: { serverKey: string } }) =>
    push.subscribe(input.serverKey),
  ),
  registerDevice: fromPromise(async ({ input }: { input: BrowserPushSubscription }) =>
    needClient(deps).webPush.subscribe(input),
  ),
  unregisterDevice: fromPromise(async ({ input }: { input: { endpoint: string } }) =>
    needClient(deps).webPush.unsubscribe(input.endpoint),
  ),
  unsubscribeBrowser: fromPromise(async () => push.unsubscribe()),
  saveWebPushRules: fromPromise(async ({ input }: { input: PushRules }) =>
    needClient(deps).webPush.setRules(input),
  ),
})

export const subscriptionActors = (deps: ScreenDeps) => ({
  ...webPushActors(deps),
  getAuthInfo: fromPromise(async () => needClient(deps).user.getMyAuthInfo(deps.pushDappId)),
  setPushAuth: fromPromise(async ({ input }: { input: { status: PushStatus } }) => {
    const client = needClient(deps)
    const { signer, account } = await walletFor(await deps.loadRuntime())
    return client.user.switchPushServer(
      { status: input.status, signer, account, uri: deps.appOrigin },
      deps.pushDappId,
    )
  }),
  loadTopics: fromPromise(async ({ input }: { input: PageInput }) => {
    const client = needClient(deps)
    const [created, subscribed] = await Promise.all([
      client.topic.getMyCreateTopicList(input),
      client.topic.getMySubscribeTopicList(input),
    ])
    return { created: created.items, subscribed: subscribed.items }
  }),
  createTopic: fromPromise(async ({ input }: { input: { name: string } }) =>
    needClient(deps).topic.createTopic(input.name),
  ),
  subscribeTopic: fromPromise(async ({ input }: { input: { topicid: string } }) =>
    needClient(deps).topic.subscribeTopicAndRead(input.topicid),
  ),
  searchTopics: fromPromise(async ({ input }: { input: TopicSearchInput }) =>
    needClient(deps).topic.searchTopics(input),
  ),
  unsubscribeTopic: fromPromise(async ({ input }: { input: { topicid: string } }) =>
    needClient(deps).topic.unsubscribeTopic(input.topicid),
  ),
  publishTopic: fromPromise(
    async ({ input }: { input: { topicid: string; title: string; content: string } }) =>
      needClient(deps).topic.publishTopicMessage(input),
  ),
  loadNotifications: fromPromise(async ({ input }: { input: PageInput }) => {
    const page = await needClient(deps).notify.queryNotifications(input)
    return { items: page.items.map((n) => notificationViewOf(n)), total: page.total }
  }),
  markRead: fromPromise(async ({ input }: { input: { ids: string[] } }) =>
    needClient(deps).notify.changeNotificationStatus(input.ids, 'read'),
  ),
  loadSenders: fromPromise(async ({ input }: { input: { userids: string[] } }) =>
    readProfiles(deps, input.userids),
  ),
  copyText: fromPromise<void, CopyTextInput>(async ({ input }) => deps.clipboard.writeText(input.text)),
  loadTelegramBinding: fromPromise(async () => needClient(deps).bindDid.telegramBinding()),
  liveNotifications: fromWatch<SubscriptionEvent>((send) =>
    deps.client()?.notify.watchNotifications(({ arrived }) => {
      for (const n of arrived) send({ type: 'notification.received', notification: notificationViewOf(n) })
    }),
  ),
})

export const subscriptionScreen = (deps: ScreenDeps) =>
  subscriptionMachine.provide({ actors: subscriptionActors(deps) })
