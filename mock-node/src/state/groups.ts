/** Groups, members, group permissions and pending join requests (docs/protocol.md §4.4 "Groups", §9.2). */
import type { groupSchema, Nft } from '../../../src/domain/contract'
import type { PermissionMap } from './permissions'
import type { RecordOf } from './record'

/** A request to join a group that admits by the creator's approval, waiting for their answer. */
interface JoinRequest {
  userid: string
  reason: string
  created_at: number
}

export type GroupRecord = RecordOf<
  typeof groupSchema,
  'groupid' | 'group_name' | 'avatar_url' | 'avatar_base64' | 'creator_id'
> & {
  create_at: number
  members: Set<string>
  permissions: PermissionMap
  /** The NFTs an NFT-gated group names, in the order and shape they were sent. */
  nfts: Nft[]
  /** Pending join requests by requester. */
  requests: Map<string, JoinRequest>
}

/** What a new group starts from: no NFTs unless given, no pending requests. */
type GroupInit = Omit<GroupRecord, 'nfts' | 'requests'> & { nfts?: Nft[] }

export class GroupStore {
  private readonly groups = new Map<string, GroupRecord>()

  create(init: GroupInit): GroupRecord {
    const group: GroupRecord = { ...init, nfts: init.nfts ?? [], requests: new Map() }
    this.groups.set(group.groupid, group)
    return group
  }

  get(groupid: string): GroupRecord | undefined {
    return this.groups.get(groupid)
  }

  of(userid: string): GroupRecord[] {
    return [...this.groups.values()].filter((g) => g.members.has(userid))
  }
}
