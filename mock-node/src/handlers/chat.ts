/** Chats, history, read/delivered status, sync and REST send (docs/protocol.md §4.4 chats and messages). */
import {
  chatsList,
  chatsUpdate,
  messageHistory,
  messageStatus,
  NodeMessage,
  newMessages,
  sendMessage,
} from '#domain/contract'
import { isWeakerMark, toMessageStatus } from '#domain/messages'
import { isGroupTopic, NodeStatus } from '#domain/protocol'
import type { NodeContext } from '../context'
import { fail } from '../failure'
import { CutPage, pageWindow, route } from '../http/routes'
import {
  admitMessage,
  announceMessage,
  chatIdFor,
  type Refusal,
  recipientsOf,
  storeMessage,
  targetOf,
  upsertChats,
} from '../messaging'
import type { StatusRecord, StoredMessage } from '../state/chats'
import { requireUser } from './common'

/**
 * Current recipients of a stored message: group membership may have changed since. A group message stays
 * the group's when its sender has left, so its recipients are the members now, the sender aside.
 */
const recipientsNow = (ctx: NodeContext, message: StoredMessage): string[] => {
  if (isGroupTopic(message.topic)) {
    const group = ctx.state.groups.get(message.topic)
    return group ? recipientsOf({ kind: 'group', group }, message.from) : []
  }
  const target = targetOf(ctx, message.topic, message.from)
  return target ? recipientsOf(target, message.from) : []
}

/** Whether `userid` may still see what happens in the message's conversation (a former member may not). */
const stillSees = (ctx: NodeContext, message: StoredMessage, userid: string): boolean =>
  !isGroupTopic(message.topic) || ctx.state.groups.get(message.topic)?.members.has(userid) === true

/** The status a user sees: their own as a recipient, else the recipient's of a DM they sent. */
const statusFor = (message: StoredMessage, userid: string): StatusRecord => {
  const own = message.status.get(userid)
  if (own) return own
  if (message.from === userid && !isGroupTopic(message.topic)) {
    const peer = message.status.get(message.topic)
    if (peer) return peer
  }
  return { status: NodeStatus.received, timestamp: message.timestamp }
}

const historyItem = (message: StoredMessage, userid: string) => ({
  messageid: message.messageid,
  from: message.from,
  topic: message.topic,
  from_sign: message.from_sign,
  cipher_suite: message.cipher_suite,
  payload_type: message.payload_type,
  payload: message.payload,
  timestamp: message.timestamp,
  version: message.version,
  message_status: statusFor(message, userid),
})

const requireConversation = (ctx: NodeContext, userid: string, topic: string): void => {
  if (isGroupTopic(topic)) {
    if (!ctx.state.groups.get(topic)?.members.has(userid))
      throw fail.forbidden('You are not a member of this group')
  } else {
    requireUser(ctx, topic)
  }
}

/** A refused send as an envelope (mock-node/README.md "Verification", "Groups"). */
const refusal = (reason: Refusal) => {
  if (reason === 'stale') return fail.unauthorized(NodeMessage.timestampOutOfWindow)
  if (reason === 'notAccepted') return fail.forbidden(NodeMessage.chatNotAccepted)
  return fail.notFound('Recipient not found')
}

export const chatRoutes = [
  route(chatsList, ({ fields, caller = '' }, ctx) => {
    const { items, total } = ctx.state.chats.chatsOf(caller, pageWindow(fields))
    return new CutPage(items, total)
  }),

  route(chatsUpdate, ({ fields, caller = '' }, ctx) => {
    requireConversation(ctx, caller, fields.topic)
    const peer = fields.topic_type === 'user' ? ctx.state.users.get(fields.topic) : undefined
    const group = fields.topic_type === 'group' ? ctx.state.groups.get(fields.topic) : undefined
    ctx.state.chats.upsertChat(caller, {
      chatid: fields.chatid,
      chat_type: fields.chat_type,
      chat_name: group?.group_name ?? peer?.nickname ?? '',
      avatar_url: group?.avatar_url ?? peer?.avatar_url ?? '',
      avatar_base64: group?.avatar_base64 ?? '',
      topic: fields.topic,
      topic_type: fields.topic_type,
      timestamp: ctx.now(),
    })
    return null
  }),

  route(newMessages, ({ fields, caller = '' }, ctx) => {
    const groups = ctx.state.groups.of(caller).map((g) => g.groupid)
    const out: Record<string, Record<string, string>> = {}
    for (const message of ctx.state.chats.changedSince(caller, groups, fields.sync_timestamp)) {
      // A group's changes are for its members, even on messages a former member once sent there.
      if (isGroupTopic(message.topic) && !groups.includes(message.topic)) continue
      const chatid = chatIdFor(message, caller)
      out[chatid] = { ...out[chatid], [message.messageid]: statusFor(message, caller).status }
    }
    return out
  }),

  route(messageHistory, ({ fields, caller = '' }, ctx) => {
    requireConversation(ctx, caller, fields.topic)
    // Only the page is mapped: the conversation is stored in order, so its cost is the page's.
    const { items, total } = ctx.state.chats.history(caller, fields.topic, pageWindow(fields))
    return new CutPage(
      items.map((m) => historyItem(m, caller)),
      total,
    )
  }),

  route(messageStatus, ({ fields, caller = '' }, ctx) => {
    const timestamp = ctx.now()
    for (const id of fields.messages) {
      const message = ctx.state.chats.message(id)
      if (!message || message.from === caller || !recipientsNow(ctx, message).includes(caller)) continue
      // A mark never goes back (read, then a late "delivered" from another device): the stronger stays.
      const current = toMessageStatus(message.status.get(caller)?.status)
      if (current && isWeakerMark(current, fields.status)) continue
      ctx.state.chats.setStatus(id, caller, { status: fields.status, timestamp })
      if (!stillSees(ctx, message, message.from)) continue
      ctx.hub.statusChange(message.from, {
        messageId: message.messageid,
        contentTopic: message.topic,
        messageStatus: fields.status,
        comeFrom: caller,
        timestamp,
      })
    }
    return null
  }),

  route(sendMessage, ({ fields, caller = '' }, ctx) => {
    // The router verified web3mq_user_signature (so the timestamp is in the window): it signs the same
    // string as the socket's fromSign.
    const timestamp = fields.timestamp ?? ctx.now()
    const admission = admitMessage(ctx, { sender: caller, contentTopic: fields.content_topic, timestamp })
    if ('refused' in admission) throw refusal(admission.refused)
    const { target } = admission
    const recipients = recipientsOf(target, caller)
    const message = {
      messageid: fields.messageid,
      from: caller,
      topic: fields.content_topic,
      from_sign: fields.web3mq_user_signature ?? '',
      cipher_suite: fields.cipher_suite,
      payload_type: fields.payload_type,
      payload: fields.payload,
      timestamp,
      version: 1,
    }
    const fresh = fields.need_store === false || storeMessage(ctx, message, recipients)
    // A resend of a stored messageId is answered again but never fanned out twice.
    if (!fresh) return { messageid: message.messageid, status: NodeStatus.received }
    upsertChats(ctx, caller, target, message.timestamp)
    ctx.hub.message({ ...message, status: new Map() }, recipients)
    announceMessage(ctx, message, recipients)
    return { messageid: message.messageid, status: NodeStatus.received }
  }),
]
