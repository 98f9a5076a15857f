/**
 * The push server's Web Push channel (docs/protocol.md §4.6): the node's VAPID key, each device's push
 * subscription, and the person's alert rules (docs/product.md §14.6). A project extension, like the
 * key-package directory: a node without it answers 404, and the app says it cannot push.
 */
import * as z from 'zod/mini'
import { PUSH_SOURCES } from '../../push/rules'
import { dataEndpoint, signedBy } from '../endpoint'
import { NodeCode } from '../node-codes'
import { refusal } from '../refusals'
import { num, str } from '../schemas'

export const WebPushLimits = {
  /** Push subscriptions one user may keep: one per browser they use. */
  subscriptionsPerUser: 10,
  /** Characters of a push service's endpoint URL. */
  endpointChars: 1024,
  /** Muted chats and groups in one set of rules. */
  muted: 1000,
} as const

/** The node's exact words for the channel's own refusals. */
export const WebPushMessage = {
  notAuthorized: 'Push server not authorized',
  invalidSubscription: 'Invalid push subscription',
  tooManySubscriptions: 'Too many push subscriptions',
  subscriptionNotFound: 'Push subscription not found',
} as const

const base64url = z.string().check(z.regex(/^[A-Za-z0-9_-]+$/))

/** An endpoint the browser's push service gave: https, or http on this machine (a local push service). */
export const pushEndpoint = z
  .string()
  .check(
    z.maxLength(WebPushLimits.endpointChars),
    z.regex(/^(https:\/\/[^\s/]+|http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?)\/\S*$/),
  )

const source = z.enum(PUSH_SOURCES)
const conversation = z.string().check(z.minLength(1), z.maxLength(200))
/** Minutes after local midnight. */
const minutes = z.number().check(z.int(), z.gte(0), z.lt(24 * 60))

/** The rules as the wire carries them: the sources that alert, the muted conversations, quiet hours. */
export const pushRulesFields = {
  sources: z.array(source).check(z.maxLength(PUSH_SOURCES.length)),
  muted: z.array(conversation).check(z.maxLength(WebPushLimits.muted)),
  quiet_from: z.optional(minutes),
  quiet_to: z.optional(minutes),
  time_zone: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
}

export const pushRulesSchema = z.looseObject({ ...pushRulesFields, subscriptions: num })

/** The key a browser subscribes with (`applicationServerKey`): the node's VAPID public key, base64url. */
export const webPushServerKey = dataEndpoint({
  name: 'webpush.serverKey',
  method: 'GET',
  path: '/api/webpush/server_key/',
  auth: { kind: 'none' },
  refusals: {},
  params: z.object({}),
  data: z.looseObject({ public_key: base64url }),
})

/** Adds or refreshes this device's subscription; the push server must be authorised first (§9.4). */
export const webPushSubscribe = dataEndpoint({
  name: 'webpush.subscribe',
  method: 'POST',
  path: '/api/webpush/subscribe/',
  auth: signedBy.userSignature('endpoint', 'p256dh', 'auth'),
  refusals: {
    notAuthorized: refusal(
      NodeCode.forbidden,
      'the user has not authorised the push server (web3mq:push-server-v1), or revoked it',
      WebPushMessage.notAuthorized,
    ),
    invalidSubscription: refusal(
      NodeCode.badRequest,
      'p256dh is not a P-256 public key or auth is not 16 bytes',
      WebPushMessage.invalidSubscription,
    ),
    tooManySubscriptions: refusal(
      NodeCode.conflict,
      'the user already keeps the most subscriptions; remove one first',
      WebPushMessage.tooManySubscriptions,
    ),
  },
  params: z.object({ endpoint: pushEndpoint, p256dh: base64url, auth: base64url }),
  data: z.looseObject({ endpoint: str, subscriptions: num }),
})

/** Removes one of the signer's subscriptions (this device stops receiving pushes). */
export const webPushUnsubscribe = dataEndpoint({
  name: 'webpush.unsubscribe',
  method: 'POST',
  path: '/api/webpush/unsubscribe/',
  auth: signedBy.userSignature('endpoint'),
  refusals: {
    subscriptionNotFound: refusal(
      NodeCode.notFound,
      'the signer has no subscription with this endpoint',
      WebPushMessage.subscriptionNotFound,
    ),
  },
  params: z.object({ endpoint: str }),
  data: z.nullish(z.unknown()),
})

/** The signer's rules, and how many devices receive pushes. */
export const webPushRules = dataEndpoint({
  name: 'webpush.rules',
  method: 'GET',
  path: '/api/webpush/rules/',
  auth: signedBy.userSignature(),
  refusals: {},
  params: z.object({}),
  data: pushRulesSchema,
})

/** Replaces the signer's rules; they govern pushes at once and the app's in-tab alerts. */
export const webPushSetRules = dataEndpoint({
  name: 'webpush.setRules',
  method: 'POST',
  path: '/api/webpush/rules/update/',
  auth: signedBy.userSignature('sources', 'muted', 'quiet_from', 'quiet_to', 'time_zone'),
  refusals: {},
  params: z.object(pushRulesFields),
  data: pushRulesSchema,
})

export const webPushEndpoints = [
  webPushServerKey,
  webPushSubscribe,
  webPushUnsubscribe,
  webPushRules,
  webPushSetRules,
] as const
