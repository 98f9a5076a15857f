/** Groups, members and group permissions (docs/protocol.md §4.4 "Groups"). */
import type { PermissionMap } from './permissions'

export interface GroupRecord {
  groupid: string
  group_name: string
  avatar_url: string
  avatar_base64: string
  creator_id: string
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
