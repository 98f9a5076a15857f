/** Channels, message history, status and sync (docs/protocol.md §4.4 "Chats / channels", "Messages / history"). */
import * as z from 'zod/mini'
import { READ_STATUSES } from '../../protocol/message-status'
import { dataEndpoint, listEndpoint, signedBy } from '../endpoint'
import { refuse } from '../refusals'
import { channelSchema, historyItemSchema, num, paging, str, strList } from '../schemas'

export const chatsList = listEndpoint({
  name: 'chat.list',
  method: 'GET',
  path: '/api/chats/',
  auth: signedBy.signature(),
  refusals: {},
  params: z.object({ ...paging }),
  item: channelSchema,
  list: { items: 'result', total: 'total' },
})

export const chatsUpdate = dataEndpoint({
  name: 'chat.update',
  method: 'POST',
  path: '/api/chats/',
  auth: signedBy.signature('topic', 'topic_type'),
  refusals: { forbidden: refuse.forbidden('the topic is a group the signer is not a member of') },
  params: z.object({ chatid: str, chat_type: str, topic: str, topic_type: z.enum(['user', 'group']) }),
  data: z.nullish(z.unknown()),
})

/** Sync since a time: data is chat id → message id → status (docs/protocol.md §4.4). */
export const newMessages = dataEndpoint({
  name: 'message.sync',
  method: 'POST',
  path: '/api/get_new_messages/',
  auth: signedBy.userSignature('sync_timestamp'),
  refusals: {},
  params: z.object({ sync_timestamp: num }),
  data: z.record(z.string(), z.record(z.string(), z.string())),
})

export const messageHistory = listEndpoint({
  name: 'message.history',
  method: 'GET',
  path: '/api/messages/history/',
  auth: signedBy.signature('topic'),
  refusals: { forbidden: refuse.forbidden('the topic is a group the signer is not a member of') },
  params: z.object({ topic: str, ...paging }),
  item: historyItemSchema,
  list: { items: 'result', total: 'total' },
})

export const messageStatus = dataEndpoint({
  name: 'message.status',
  method: 'POST',
  path: '/api/messages/status/',
  auth: signedBy.signature('status'),
  refusals: {},
  params: z.object({ topic: str, messages: strList, status: z.enum(READ_STATUSES) }),
  data: z.nullish(z.unknown()),
})

/** REST send (SNAP): the same fields and signature as the socket's type-16 message. */
export const sendMessage = dataEndpoint({
  name: 'message.send',
  method: 'POST',
  path: '/api/send_message/',
  auth: {
    kind: 'session',
    field: 'web3mq_user_signature',
    signer: 'userid',
    parts: ['messageid', 'userid', 'content_topic', 'nodeid', 'timestamp'],
  },
  refusals: {
    forbidden: refuse.forbidden(
      "the recipient's user:chat does not admit the sender, or the sender is not in the group",
    ),
    notFound: refuse.notFound('the recipient does not exist'),
  },
  params: z.object({
    nodeid: str,
    payload_type: str,
    payload: str,
    need_store: z.optional(z.boolean()),
    cipher_suite: str,
    content_topic: str,
    messageid: str,
  }),
  data: z.nullish(z.unknown()),
})

export const chatEndpoints = [
  chatsList,
  chatsUpdate,
  newMessages,
  messageHistory,
  messageStatus,
  sendMessage,
] as const
