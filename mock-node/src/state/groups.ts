/** Groups, members, group permissions and pending join requests (docs/protocol.md §4.4 "Groups", §9.2). */
import type { groupSchema, Nft } from '#domain/contract'
import type { KeyValue } from './kv/port'
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

/** A group as stored: sets and maps as arrays, and its creation order. */
type StoredGroup = Omit<GroupRecord, 'members' | 'requests'> & {
  members: string[]
  requests: JoinRequest[]
  order: number
}

/**
 * Groups with their members, permissions and pending requests, and each user's groups (an index kept on
 * every save). A read gives a fresh record: change it, then `save` it.
 */
export class GroupStore {
  constructor(private readonly kv: KeyValue) {}

  create(init: GroupInit): GroupRecord {
    const group: GroupRecord = { ...init, nfts: init.nfts ?? [], requests: new Map() }
    this.save(group)
    return group
  }

  get(groupid: string): GroupRecord | undefined {
    const stored = this.kv.get<StoredGroup>(['group', groupid])
    if (!stored) return undefined
    const { order: _order, ...group } = stored
    return {
      ...group,
      members: new Set(stored.members),
      requests: new Map(stored.requests.map((r) => [r.userid, { ...r }])),
      permissions: { ...stored.permissions },
      nfts: [...stored.nfts],
    }
  }

  /** Writes the group and moves the member index to its members. */
  save(group: GroupRecord): void {
    this.kv.write(() => {
      const old = this.kv.get<StoredGroup>(['group', group.groupid])
      const order = old?.order ?? this.kv.nextSeq()
      for (const userid of old?.members ?? [])
        if (!group.members.has(userid)) this.kv.remove(['member', userid, group.groupid])
      for (const userid of group.members) this.kv.put(['member', userid, group.groupid], order)
      const stored: StoredGroup = {
        ...group,
        members: [...group.members],
        requests: [...group.requests.values()],
        order,
      }
      this.kv.put(['group', group.groupid], stored)
    })
  }

  /** The user's groups, in the order they were created. */
  of(userid: string): GroupRecord[] {
    return this.kv
      .range<number>(['member', userid])
      .sort((a, b) => a.value - b.value)
      .flatMap((e) => this.get(String(e.key[2])) ?? [])
  }
}
