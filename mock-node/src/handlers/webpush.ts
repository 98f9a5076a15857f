/**
 * The push server's Web Push channel (docs/protocol.md §4.6): the node's VAPID key, each device's push
 * subscription, and the person's alert rules (docs/product.md §14.6). A subscription needs the push
 * server authorised (docs/protocol.md §9.4); pushes stop as soon as it is revoked (../push/alerts.ts).
 */
import { p256 } from '@noble/curves/nist.js'
import { PUSH_DAPP_ID } from '#domain/config'
import {
  WebPushLimits,
  WebPushMessage,
  webPushRules,
  webPushServerKey,
  webPushSetRules,
  webPushSubscribe,
  webPushUnsubscribe,
} from '#domain/contract'
import { base64UrlToBytes } from '#domain/push/base64url'
import type { NodeContext } from '../context'
import { fail } from '../failure'
import { route } from '../http/routes'
import { vapidKey } from '../push/vapid-key'
import { storedRulesOf } from '../state/webpush'
import { requireUser } from './common'

/** Whether `userid` has the push server authorised (auth_status 1, docs/protocol.md §9.4). */
export const pushServerAuthorised = (ctx: NodeContext, userid: string): boolean =>
  ctx.state.identity.auth(userid, PUSH_DAPP_ID)?.auth_status === 1

/** A browser's key is an uncompressed P-256 point on the curve; its auth secret is 16 bytes. */
const validKeys = (p256dh: string, auth: string): boolean => {
  try {
    const key = base64UrlToBytes(p256dh)
    if (key.length !== 65 || key[0] !== 4 || base64UrlToBytes(auth).length !== 16) return false
    p256.Point.fromBytes(key).assertValidity()
    return true
  } catch {
    return false
  }
}

const rulesAnswer = (ctx: NodeContext, userid: string) => ({
  ...storedRulesOf(ctx.state.webPush.rules(userid)),
  subscriptions: ctx.state.webPush.subscriptionsOf(userid).length,
})

export const webPushRoutes = [
  route(webPushServerKey, (_request, ctx) => {
    return { public_key: vapidKey(ctx).public_key }
  }),

  route(webPushSubscribe, ({ fields, caller = '' }, ctx) => {
    const user = requireUser(ctx, caller)
    if (!pushServerAuthorised(ctx, user.userid)) throw fail.forbidden(WebPushMessage.notAuthorized)
    if (!validKeys(fields.p256dh, fields.auth)) throw fail.badRequest(WebPushMessage.invalidSubscription)
    // The key the browser was given exists before any subscription the node would push to.
    vapidKey(ctx)
    const store = ctx.state.webPush
    const known = store.get(user.userid, fields.endpoint) !== undefined
    if (!known && store.subscriptionsOf(user.userid).length >= WebPushLimits.subscriptionsPerUser)
      throw fail.conflict(WebPushMessage.tooManySubscriptions)
    store.put(user.userid, {
      endpoint: fields.endpoint,
      p256dh: fields.p256dh,
      auth: fields.auth,
      created_at: ctx.now(),
    })
    return { endpoint: fields.endpoint, subscriptions: store.subscriptionsOf(user.userid).length }
  }),

  route(webPushUnsubscribe, ({ fields, caller = '' }, ctx) => {
    const user = requireUser(ctx, caller)
    if (!ctx.state.webPush.remove(user.userid, fields.endpoint))
      throw fail.notFound(WebPushMessage.subscriptionNotFound)
    return null
  }),

  route(webPushRules, ({ caller = '' }, ctx) => rulesAnswer(ctx, requireUser(ctx, caller).userid)),

  route(webPushSetRules, ({ fields, caller = '' }, ctx) => {
    const user = requireUser(ctx, caller)
    const quiet =
      fields.quiet_from !== undefined && fields.quiet_to !== undefined && fields.time_zone !== undefined
        ? { quiet_from: fields.quiet_from, quiet_to: fields.quiet_to, time_zone: fields.time_zone }
        : {}
    ctx.state.webPush.setRules(user.userid, {
      sources: [...new Set(fields.sources)],
      muted: [...new Set(fields.muted)],
      ...quiet,
    })
    return rulesAnswer(ctx, user.userid)
  }),
]
