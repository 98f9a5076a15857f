/**
 * Who an accepted message or notification alerts by Web Push, and what each alert says (docs/protocol.md
 * §4.6, docs/product.md §14.6): recipients who authorised the push server, keep a subscription, and whose
 * rules let this source and conversation through now. The content is the domain's, the same the app shows
 * in a tab, so the two replace each other by tag.
 */
import { displayName } from '#domain/display'
import { mentionsUser } from '#domain/messages/content/mention-text'
import { alertsForPayloadType } from '#domain/messages/content/rows'
import { isGroupTopic } from '#domain/protocol'
import { alertTextOf, messageAlert, notificationAlert, type PushContent } from '#domain/push/content'
import { type AlertSubject, mayAlert } from '#domain/push/rules'
import type { NodeContext } from '../context'
import { pushServerAuthorised } from '../handlers/webpush'
import type { AlertEvent } from '../hub'

export interface Alert {
  userid: string
  content: PushContent
}

const nameOf = (ctx: NodeContext, userid: string): string => {
  const user = ctx.state.users.get(userid)
  return displayName({ userid, ...(user ? { nickname: user.nickname, wallet_address: user.did_value } : {}) })
}

const contentOf = (ctx: NodeContext, event: AlertEvent): PushContent => {
  if (event.kind === 'notification') {
    const { record } = event
    return notificationAlert({
      messageid: record.messageid,
      type: record.payload.type,
      topic: record.topic,
      title: record.payload.title,
      content: record.payload.content,
      ts: record.timestamp,
    })
  }
  const { message } = event
  const group = isGroupTopic(message.topic)
  return messageAlert({
    conversation: group ? message.topic : message.from,
    group,
    senderName: nameOf(ctx, message.from),
    ...(group ? { groupName: ctx.state.groups.get(message.topic)?.group_name || message.topic } : {}),
    text: alertTextOf({ cipherSuite: message.cipher_suite, payload: message.payload }),
    ts: message.timestamp,
  })
}

const subjectOf = (content: PushContent, event: AlertEvent): AlertSubject =>
  event.kind === 'message'
    ? { source: content.source, conversation: content.tag.slice('chat:'.length) }
    : { source: content.source }

/** The alerts `event` raises now; none for a recipient without a subscription. */
export const alertsOf = (ctx: NodeContext, event: AlertEvent): Alert[] => {
  // Reactions, edits and deletes push nothing (docs/product.md §14.9).
  if (event.kind === 'message' && !alertsForPayloadType(event.message.payload_type ?? '')) return []
  const now = ctx.now()
  const reached = event.recipients.filter(
    (userid) => ctx.state.webPush.subscriptionsOf(userid).length > 0 && pushServerAuthorised(ctx, userid),
  )
  if (reached.length === 0) return []
  const content = contentOf(ctx, event)
  const subject = subjectOf(content, event)
  // A mention of a recipient is let through their mute of the group (docs/product.md §14.8).
  const mentioned = (userid: string) =>
    event.kind === 'message' && mentionsUser(event.message.payload_type, userid)
  return reached
    .filter((userid) =>
      mayAlert(ctx.state.webPush.rules(userid), { ...subject, mentionsMe: mentioned(userid) }, now),
    )
    .map((userid) => ({ userid, content }))
}
