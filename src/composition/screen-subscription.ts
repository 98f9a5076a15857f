/**
 * The subscription screen's machine with its actors bound to the signed-in SDK client and the wallet, in
 * a chunk of their own: imported when that screen first asks (`AppServices.screens.subscription`).
 */
import { fromPromise } from 'xstate'
import { fromWatch } from '../machines/kit'
import type { CopyTextInput } from '../machines/profile/profile.types'
import { notificationViewOf } from '../machines/subscription/subscription.lists'
import { subscriptionMachine } from '../machines/subscription/subscription.machine'
import type { PageInput, PushStatus, SubscriptionEvent } from '../machines/subscription/subscription.types'
import { readProfiles } from './people-profiles'
import { needClient, type ScreenDeps, walletFor } from './screen-actors'

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
