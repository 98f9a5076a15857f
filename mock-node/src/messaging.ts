/**
 * What an accepted chat message does to node state, whether it came over the socket (type 16) or REST
 * (`/api/send_message/`): who it reaches, the stored copy with each recipient's status, both sides' chats.
 */
import { USER_CHAT_PERMISSION, UserChat } from '#domain/contract'
import { isGroupTopic, NodeStatus } from '#domain/protocol'
import type { NodeContext } from './context'
import type { AlertMessage } from './hub'
import type { ChatRecord, StoredMessage } from './state/chats'
import type { GroupRecord } from './state/groups'
import { defaultUserPermissions } from './state/permissions'

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

/**
 * Whether `recipient`'s `user:chat` lets `sender` write to them (docs/protocol.md §4.4 "Permissions"). The
 * relation is the one the contact lists show (`SocialRepository.status`, seen from the recipient), so
 * `friends` means a contact: mutual follows or an agreed friend request (docs/product.md [P3.22]), and a
 * contact also passes `follower` and `following`. Writing to oneself is always allowed: no one else reads
 * it. A value the node does not know counts as `friends`, the strictest, so it never opens an inbox wider
 * than its owner meant.
 */
export const acceptsMessagesFrom = (ctx: NodeContext, recipient: string, sender: string): boolean => {
  if (recipient === sender) return true
  const { value } =
    ctx.state.permissions.get(recipient)[USER_CHAT_PERMISSION] ??
    defaultUserPermissions()[USER_CHAT_PERMISSION] ??
    {}
  if (value === UserChat.public) return true
  const relation = ctx.state.social.status(recipient, sender)
  if (relation === 'follow_each') return true
  if (value === UserChat.follower) return relation === 'follower'
  if (value === UserChat.following) return relation === 'following'
  return false
}

/** Why the node refuses a new message; REST and the socket each word it their own way. */
export type Refusal =
  /** Dated outside the window of the node's clock. */
  | 'stale'
  /** No such user or group, or a group the sender is not in. */
  | 'noRecipient'
  /** The recipient's `user:chat` does not take messages from this sender. */
  | 'notAccepted'

/**
 * Whether the node takes a new message (one it has not stored), and where it goes. The one check of every
 * path that stores or delivers a chat message: REST `send_message` and the socket's type 16, stored or not.
 * The date must be within the window of every signature (mock-node/README.md "Verification"), ahead as
 * behind, so a message cannot claim a time the node has not reached, nor slip into a past it never saw.
 * A group message needs the sender to be a member: the contract has no other group permission about
 * messages (`group:join` governs joining), and `user:chat` governs direct messages only.
 */
export const admitMessage = (
  ctx: NodeContext,
  message: { sender: string; contentTopic: string; timestamp: number },
): { target: Target } | { refused: Refusal } => {
  if (!(Math.abs(ctx.now() - message.timestamp) <= ctx.timestampWindowMs)) return { refused: 'stale' }
  const target = targetOf(ctx, message.contentTopic, message.sender)
  if (!target) return { refused: 'noRecipient' }
  if (target.kind === 'user' && !acceptsMessagesFrom(ctx, target.userId, message.sender))
    return { refused: 'notAccepted' }
  return { target }
}

/** Every user the message is addressed to, the sender excluded. */
export const recipientsOf = (target: Target, sender: string): string[] =>
  target.kind === 'user' ? [target.userId] : [...target.group.members].filter((id) => id !== sender)

/**
 * How far ahead of the node's clock a message may sort at its own time. A client stamps a burst of messages
 * a millisecond apart (`max(now, last + 1)`), so its stamps run ahead of the clock by up to a second or two
 * and must keep their order, also when an outbox resends them later through another node; a message dated
 * further ahead sorts here, so it cannot stay above what arrives after it.
 */
export const SORT_LEAD_MS = 5_000

/**
 * Where a message sorts, in its conversation and in chat lists: its own time, but never more than
 * SORT_LEAD_MS past the node's clock when it arrived. The window lets a message be dated minutes ahead;
 * sorted at its own time it would stay above everything that arrives after it until that time came.
 */
const sortTime = (ctx: NodeContext, timestamp: number): number =>
  Math.min(timestamp, ctx.now() + SORT_LEAD_MS)

/** Stores the message with each recipient's status starting at `received`; false when already stored. */
export const storeMessage = (
  ctx: NodeContext,
  message: Omit<StoredMessage, 'status'>,
  recipients: readonly string[],
): boolean => {
  const now = ctx.now()
  return ctx.state.chats.store(
    {
      ...message,
      status: new Map(recipients.map((id) => [id, { status: NodeStatus.received, timestamp: now }])),
    },
    sortTime(ctx, message.timestamp),
  )
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

/**
 * A DM shows the other side on each list; a group shows the group on every member's list. The chat shows
 * the message's time and sorts at its `sortTime`.
 */
export const upsertChats = (ctx: NodeContext, sender: string, target: Target, timestamp: number): void => {
  const { chats } = ctx.state
  const at = sortTime(ctx, timestamp)
  if (target.kind === 'user') {
    chats.upsertChat(sender, userChat(ctx, target.userId, timestamp), at)
    chats.upsertChat(target.userId, userChat(ctx, sender, timestamp), at)
    return
  }
  const record = groupChat(target.group, timestamp)
  for (const member of new Set([sender, ...target.group.members])) chats.upsertChat(member, record, at)
}

/** The chat a stored message belongs to, from one participant's side. */
export const chatIdFor = (message: Pick<StoredMessage, 'from' | 'topic'>, userid: string): string =>
  isGroupTopic(message.topic) || message.from === userid ? message.topic : message.from

/** Lets the message alert its recipients away from the app (Web Push, docs/protocol.md §4.6). */
export const announceMessage = (
  ctx: NodeContext,
  message: AlertMessage,
  recipients: readonly string[],
): void => {
  if (recipients.length > 0) ctx.hub.alert({ kind: 'message', origin: ctx.nodeId, recipients, message })
}
