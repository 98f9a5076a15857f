/**
 * The join requests a group's creator has still to answer (docs/protocol.md §9.2). The node keeps no list a
 * client can read; it tells the creator of each request with a `system.group.join_request` notification
 * filed under the group's topic (the mock node's notice, metadata.userid the requester). The pending ones
 * are the unread notices whose sender is not a member yet, newest reason per person. Answering a request
 * marks that person's notices for the group read on the node (docs/protocol.md §4.4 "Notifications"), so a
 * rejected request stays answered after a reload and on the creator's other devices, while a new request
 * from the same person arrives unread and is listed again. The notification module's held list is left
 * alone: this reads the history on its own.
 */
import {
  groupMembers,
  type NotificationItem,
  notificationHistory,
  notificationStatus,
} from '../../domain/contract'
import type { Notification } from '../../domain/messages'
import { JOIN_REQUEST_NOTICE } from '../../domain/messages/notice-types'
import { NodeStatus } from '../../domain/protocol'
import type { ClientContext } from '../core/context'

/** How many notices and members are read to decide; a group with more waits for paging. */
const READ_SIZE = 100

export interface PendingJoinRequest {
  userid: string
  /** The reason the person gave, possibly empty. */
  reason: string
  /** Milliseconds. */
  timestamp: number
}

const requesterOf = (item: NotificationItem): string => {
  const { metadata, come_from } = item.payload
  const fromMetadata = (metadata as { userid?: unknown } | undefined)?.userid
  return typeof fromMetadata === 'string' ? fromMetadata : (come_from ?? item.from ?? '')
}

/**
 * The join request a live notification tells to `groupid`'s creator, or undefined when it tells something
 * else: another type, another group (`metadata.groupid`), or no requester (`metadata.userid`, else the sender).
 */
export const joinRequestOf = (n: Notification, groupid: string): PendingJoinRequest | undefined => {
  const metadata = n.metadata as { groupid?: unknown; userid?: unknown } | undefined
  if (n.type !== JOIN_REQUEST_NOTICE || metadata?.groupid !== groupid) return undefined
  const userid = typeof metadata.userid === 'string' ? metadata.userid : (n.come_from ?? '')
  return userid === '' ? undefined : { userid, reason: n.content ?? '', timestamp: n.timestamp }
}

/** The group's join-request notices not yet read (answered); the node filters, and a read one is skipped anyway. */
const unreadNotices = async (ctx: ClientContext, groupid: string): Promise<NotificationItem[]> => {
  const page = await ctx.api.call(notificationHistory, {
    page: 1,
    size: READ_SIZE,
    topic: groupid,
    notice_type: JOIN_REQUEST_NOTICE,
    read_status: 'unread',
  })
  return page.items.filter((item) => item.read !== true)
}

export const pendingJoinRequests = async (
  ctx: ClientContext,
  groupid: string,
): Promise<PendingJoinRequest[]> => {
  const [notices, members] = await Promise.all([
    unreadNotices(ctx, groupid),
    ctx.api.call(groupMembers, { groupid, page: 1, size: READ_SIZE }),
  ])
  const memberIds = new Set(members.items.map((m) => m.userid))
  const latest = new Map<string, PendingJoinRequest>()
  for (const item of notices) {
    const userid = requesterOf(item)
    if (userid === '' || memberIds.has(userid)) continue
    const timestamp = item.payload.timestamp ?? item.timestamp
    const held = latest.get(userid)
    if (!held || held.timestamp < timestamp)
      latest.set(userid, { userid, reason: item.payload.content ?? '', timestamp })
  }
  return [...latest.values()].sort((a, b) => a.timestamp - b.timestamp)
}

/** Marks read every unread join-request notice of `userid` for the group: the request is answered. */
export const settleJoinRequest = async (
  ctx: ClientContext,
  groupid: string,
  userid: string,
): Promise<void> => {
  const ids = (await unreadNotices(ctx, groupid))
    .filter((item) => requesterOf(item) === userid)
    .map((item) => item.messageid)
  if (ids.length > 0) await ctx.api.call(notificationStatus, { messages: ids, status: NodeStatus.read })
}
