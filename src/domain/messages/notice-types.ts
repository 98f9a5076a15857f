/**
 * The notice a group's creator gets when someone asks to join (docs/protocol.md §9.2): a type the node
 * names (no SDK shows it), filed under the group's topic with the requester in `metadata.userid`.
 */
export const JOIN_REQUEST_NOTICE = 'system.group.join_request'
