/** Fake actors for the subscription machine's tests: scripted answers and a log of every call. */
import { createActor, fromCallback, fromPromise } from 'xstate'
import type { AuthInfo, Topic } from '../../../src/domain/contract/schemas'
import { DEFAULT_PUSH_RULES, type PushRules } from '../../../src/domain/push/rules'
import type { SenderProfiles } from '../../../src/machines/kit/people-names'
import { subscriptionMachine } from '../../../src/machines/subscription/subscription.machine'
import type {
  NotificationPageView,
  NotificationView,
  PublishInput,
  PushStatus,
  TopicLists,
  TopicSearchInput,
  TopicSearchPage,
  WebPushLoad,
} from '../../../src/machines/subscription/subscription.types'
import type { BrowserPushSubscription } from '../../../src/ports/push-subscriber'
import type { AlertPermission } from '../../../src/ports/system-notifications'
import type { BoundTelegram } from '../../../src/sdk/bind-did/bind-did'
import type { PushSettings } from '../../../src/sdk/webpush/webpush'

export interface SubscriptionScript {
  authInfo?: () => Promise<AuthInfo | null>
  setPushAuth?: (status: PushStatus) => Promise<AuthInfo | null>
  topics?: () => Promise<TopicLists>
  createTopic?: (name: string) => Promise<Topic>
  subscribeTopic?: (topicid: string) => Promise<Topic>
  publishTopic?: (input: PublishInput) => Promise<void>
  /** The node's topic directory (default: it finds nothing); undefined answers as a node without one. */
  searchTopics?: (input: TopicSearchInput) => Promise<TopicSearchPage>
  /** Default: the node lets me leave; false answers as a node without unsubscribe. */
  unsubscribeTopic?: (topicid: string) => Promise<boolean>
  notifications?: (page: number) => Promise<NotificationPageView>
  markRead?: (ids: string[]) => Promise<void>
  /** Senders' public profiles by userid (none by default: every sender keeps a short id). */
  senders?: (userids: string[]) => Promise<SenderProfiles>
  copyText?: (text: string) => Promise<void>
  telegram?: () => Promise<BoundTelegram | undefined>
  /** What the Web Push region reads (default: a node without the channel). */
  webPush?: () => Promise<WebPushLoad>
  permission?: () => Promise<AlertPermission>
  subscribeBrowser?: (serverKey: string) => Promise<BrowserPushSubscription>
  registerDevice?: (subscription: BrowserPushSubscription) => Promise<number>
  unregisterDevice?: (endpoint: string) => Promise<void>
  unsubscribeBrowser?: () => Promise<void>
  /** Default: the node keeps what was sent, for one device. */
  saveRules?: (rules: PushRules) => Promise<PushSettings>
  /** Receives the function that delivers a live notification to the machine. */
  live?: (deliver: (n: NotificationView) => void) => void
}

export const authInfo = (status: number): AuthInfo => ({
  auth_status: status,
  dapp_id: 'web3mq:push-server-v1',
  userid: 'user:1',
})

export const DEVICE: BrowserPushSubscription = {
  endpoint: 'http://127.0.0.1:9/push/device-1',
  p256dh: 'BPublicKey',
  auth: 'authSecret',
}

/** A node with the Web Push channel, the default rules, this browser able to push and holding nothing. */
export const webPushLoad = (change: Partial<WebPushLoad> = {}): WebPushLoad => ({
  serverKey: 'BServerKey',
  settings: { rules: DEFAULT_PUSH_RULES, subscriptions: 0 },
  supported: true,
  device: undefined,
  timeZone: 'Europe/Paris',
  ...change,
})

/** The rules' changes in the call log: the sources off, the mutes, quiet hours. */
export const rulesCall = (rules: PushRules): string => {
  const off = Object.entries(rules.sources)
    .filter(([, on]) => !on)
    .map(([source]) => source)
  const quiet = rules.quiet ? `${rules.quiet.from}-${rules.quiet.to}@${rules.quiet.timeZone}` : 'none'
  return `saveWebPushRules:off=${off.join(',')};muted=${rules.muted.length};quiet=${quiet}`
}

export const note = (id: string, read = false, title = `Title ${id}`): NotificationView => ({
  id,
  title,
  content: `Content ${id}`,
  type: 'subscription',
  timestamp: 1_700_000_000_000,
  read,
  come_from: 'user:2',
  topic: 'topic:1',
})

export const providedSubscriptionMachine = (script: SubscriptionScript, calls: string[]) =>
  subscriptionMachine.provide({
    actors: {
      getAuthInfo: fromPromise(async () => (script.authInfo ?? (async () => authInfo(0)))()),
      setPushAuth: fromPromise(async ({ input }) => {
        calls.push(`setPushAuth:${input.status}`)
        return (script.setPushAuth ?? (async (s: PushStatus) => authInfo(s === 'on' ? 1 : 0)))(input.status)
      }),
      loadTopics: fromPromise(async () =>
        (script.topics ?? (async () => ({ created: [], subscribed: [] })))(),
      ),
      createTopic: fromPromise(async ({ input }) => {
        calls.push(`createTopic:${input.name}`)
        return (
          script.createTopic ?? (async (name: string) => ({ topicid: `topic:${name}`, topic_name: name }))
        )(input.name)
      }),
      subscribeTopic: fromPromise(async ({ input }) => {
        calls.push(`subscribeTopic:${input.topicid}`)
        return (script.subscribeTopic ?? (async (topicid: string) => ({ topicid })))(input.topicid)
      }),
      searchTopics: fromPromise(async ({ input }) => {
        calls.push(`searchTopics:${input.keyword}:${input.page}:${input.size}`)
        return (script.searchTopics ?? (async () => ({ items: [], total: 0 })))(input)
      }),
      unsubscribeTopic: fromPromise(async ({ input }) => {
        calls.push(`unsubscribeTopic:${input.topicid}`)
        return (script.unsubscribeTopic ?? (async () => true))(input.topicid)
      }),
      publishTopic: fromPromise(async ({ input }) => {
        calls.push(`publishTopic:${input.topicid}:${input.title}:${input.content}`)
        return (script.publishTopic ?? (async () => undefined))(input)
      }),
      loadNotifications: fromPromise(async ({ input }) => {
        calls.push(`loadNotifications:${input.page}`)
        return (script.notifications ?? (async () => ({ items: [], total: 0 })))(input.page)
      }),
      markRead: fromPromise(async ({ input }) => {
        calls.push(`markRead:${input.ids.join(',')}`)
        return (script.markRead ?? (async () => undefined))(input.ids)
      }),
      loadSenders: fromPromise(async ({ input }) => {
        calls.push(`loadSenders:${input.userids.join(',')}`)
        return (script.senders ?? (async () => ({})))(input.userids)
      }),
      copyText: fromPromise(async ({ input }) => {
        calls.push(`copyText:${input.text}`)
        return (script.copyText ?? (async () => undefined))(input.text)
      }),
      loadTelegramBinding: fromPromise(async () => (script.telegram ?? (async () => undefined))()),
      loadWebPush: fromPromise(async () =>
        (script.webPush ?? (async () => webPushLoad({ serverKey: undefined, settings: undefined })))(),
      ),
      requestAlertPermission: fromPromise(async () => {
        calls.push('requestAlertPermission')
        return (script.permission ?? (async (): Promise<AlertPermission> => 'granted'))()
      }),
      subscribeBrowser: fromPromise(async ({ input }) => {
        calls.push(`subscribeBrowser:${input.serverKey}`)
        return (script.subscribeBrowser ?? (async () => DEVICE))(input.serverKey)
      }),
      registerDevice: fromPromise(async ({ input }) => {
        calls.push(`registerDevice:${input.endpoint}`)
        return (script.registerDevice ?? (async () => 1))(input)
      }),
      unregisterDevice: fromPromise(async ({ input }) => {
        calls.push(`unregisterDevice:${input.endpoint}`)
        return (script.unregisterDevice ?? (async () => undefined))(input.endpoint)
      }),
      unsubscribeBrowser: fromPromise(async () => {
        calls.push('unsubscribeBrowser')
        return (script.unsubscribeBrowser ?? (async () => undefined))()
      }),
      saveWebPushRules: fromPromise(async ({ input }) => {
        calls.push(rulesCall(input))
        return (script.saveRules ?? (async (rules: PushRules) => ({ rules, subscriptions: 1 })))(input)
      }),
      liveNotifications: fromCallback(({ sendBack }) => {
        script.live?.((notification) => sendBack({ type: 'notification.received', notification }))
      }),
    },
  })

export const startSubscription = (script: SubscriptionScript = {}) => {
  const calls: string[] = []
  const actor = createActor(providedSubscriptionMachine(script, calls)).start()
  return { actor, calls }
}
