/** Groups, members and group permissions (docs/protocol.md §4.4 "Groups"). */
import type { groupSchema } from '../../../src/domain/contract'
import type { PermissionMap } from './permissions'
import type { RecordOf } from './record'

export type GroupRecord = RecordOf<
  typeof groupSchema,
  'groupid' | 'group_name' | 'avatar_url' | 'avatar_base64' | 'creator_id'
> & {
  create_at: number
  members: Set<string>
  permissions: PermissionMap
}

export class GroupStore {
  private readonly groups = new Map<string, GroupRecord>()

  create(group: GroupRecord): GroupRecord {
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
