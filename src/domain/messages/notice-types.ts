/**
 * The notice a group's creator gets when someone asks to join (docs/protocol.md §9.2): a type the node
 * names (no SDK shows it), filed under the group's topic with the requester in `metadata.userid`.
 */
export const JOIN_REQUEST_NOTICE = 'system.group.join_request'

/**
 * The notices that tell a person they are now in a group (docs/protocol.md §9.6): the creator approved their
 * join request, or a member invited them; both carry the group in `metadata.groupid`.
 */
export const JOIN_APPROVED_NOTICE = 'system.group.agree_join_request'
export const GROUP_INVITATION_NOTICE = 'system.group_invitation'
