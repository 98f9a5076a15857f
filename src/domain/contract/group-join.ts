/**
 * The group permission `group:join`: who may join a group (docs/protocol.md §4.4 "Groups"). The values are
 * written here once; `schemas.ts` builds the contract's enum from them (and derives `GroupJoin`), and the
 * SDK, the groups machine and the mock node read them from here. No zod, so a machine can list them cheaply.
 */

export const GROUP_JOIN_PERMISSION = 'group:join'

/** The `group:join` values, in the order the group setting lists them. */
export const GROUP_JOIN_VALUES = [
  'public',
  'creator_invite_friends',
  'validate_by_creator',
  'nft_validation',
] as const

type JoinValue = (typeof GROUP_JOIN_VALUES)[number]

/** The values by what they mean. */
export const GroupJoinValue = {
  public: 'public',
  invite: 'creator_invite_friends',
  approval: 'validate_by_creator',
  nft: 'nft_validation',
} as const satisfies Record<string, JoinValue>
