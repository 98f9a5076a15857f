/**
 * Being let into a group while its page is open (docs/protocol.md §9.6): the node tells the person with a
 * `system.group.agree_join_request` notice when the creator approves their request, and with
 * `system.group_invitation` when a member invites them, each naming the group in `metadata.groupid`.
 */
import type { Notification } from '../../domain/messages'
import { GROUP_INVITATION_NOTICE, JOIN_APPROVED_NOTICE } from '../../domain/messages/notice-types'

/** How the person got in, or undefined when the notification says nothing of joining `groupid`. */
export type Admission = 'approved' | 'invited'

export const admissionOf = (n: Notification, groupid: string): Admission | undefined => {
  const metadata = n.metadata as { groupid?: unknown } | undefined
  if (metadata?.groupid !== groupid) return undefined
  if (n.type === JOIN_APPROVED_NOTICE) return 'approved'
  return n.type === GROUP_INVITATION_NOTICE ? 'invited' : undefined
}
