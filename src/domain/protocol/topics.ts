/**
 * A message's `contentTopic` names its recipient (docs/protocol.md §2.3): a group when it starts with
 * `group:`, otherwise a user (or, on the bridge, a bridge topic). Group ids carry the same prefix.
 */
export const GROUP_PREFIX = 'group:'

export const isGroupTopic = (topic: string): boolean => topic.startsWith(GROUP_PREFIX)
