/**
 * What an accepted chat message does to node state, whether it came over the socket (type 16) or REST
 * (`/api/send_message/`): who it reaches, the stored copy with each recipient's status, both sides' chats.
 */
import { isGroupTopic, NodeStatus } from '../../src/domain/protocol'
import type { NodeContext } from './context'
import type { ChatRecord, StoredMessage } from './state/chats'
import type { GroupRecord } from './state/groups'

/** Where a chat message goes: one peer user, or a group's members. */
export type Target = { kind: 'user'; userId: string } | { kind: 'group'; group: GroupRecord }

/** The recipient of a message, or undefined when no such user exists or the sender is not in the group. */
export const targetOf = (ctx: NodeContext, contentTopic: string, sender: string): Target | undefined => {
  if (isGroupTopic(contentTopic)) {
    const group = ctx.state.groups.get(contentTopic)
    // A sender outside the group has no one to reach there: same answer as an unknown group.
    return group?.members.has(sender) ? { kind: 'group', group } : undefined
  }
  return ctx.state.users.get(contentTopic) ? { kind: 'user', userId: contentTopic } : undefined
}

/** Every user the message is addressed to, the sender excluded. */
export const recipientsOf = (target: Target, sender: string): string[] =>
  target.kind === 'user' ? [target.userId] : [...target.group.members].filter((id) => id !== sender)

/** Stores the message with each recipient's status starting at `received`; false when already stored. */
export const storeMessage = (
  ctx: NodeContext,
  message: Omit<StoredMessage, 'status'>,
  recipients: readonly string[],
): boolean => {
  const now = ctx.now()
  return ctx.state.chats.store({
    ...message,
    status: new Map(recipients.map((id) => [id, { status: NodeStatus.received, timestamp: now }])),
  })
}

const userChat = (ctx: NodeContext, peerId: string, timestamp: number): ChatRecord => {
  const peer = ctx.state.users.get(peerId)
  return {
    chatid: peerId,
    chat_type: 'user',
    chat_name: peer?.nickname ?? '',
    avatar_url: peer?.avatar_url ?? '',
    avatar_base64: peer?.avatar_base64 ?? '',
    topic: peerId,
    topic_type: 'user',
    timestamp,
  }
}

const groupChat = (group: GroupRecord, timestamp: number): ChatRecord => ({
  chatid: group.groupid,
  chat_type: 'group',
  chat_name: group.group_name,
  avatar_url: group.avatar_url,
  avatar_base64: group.avatar_base64,
  topic: group.groupid,
  topic_type: 'group',
  timestamp,
})

/** A DM shows the other side on each list; a group shows the group on every member's list. */
export const upsertChats = (ctx: NodeContext, sender: string, target: Target, timestamp: number): void => {
  const { chats } = ctx.state
  if (target.kind === 'user') {
    chats.upsertChat(sender, userChat(ctx, target.userId, timestamp))
    chats.upsertChat(target.userId, userChat(ctx, sender, timestamp))
    return
  }
  const record = groupChat(target.group, timestamp)
  for (const member of new Set([sender, ...target.group.members])) chats.upsertChat(member, record)
}

/** The chat a stored message belongs to, from one participant's side. */
export const chatIdFor = (message: Pick<StoredMessage, 'from' | 'topic'>, userid: string): string =>
  isGroupTopic(message.topic) || message.from === userid ? message.topic : message.from
