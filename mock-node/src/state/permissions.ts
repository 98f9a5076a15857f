/** User permissions with the defaults a new account starts with (docs/protocol.md §4.4 "Permissions"). */
import {
  GROUP_JOIN_PERMISSION,
  GroupJoinValue,
  type Permissions,
  USER_CHAT_PERMISSION,
  UserChat,
} from '#domain/contract'
import type { KeyValue } from './kv/port'

export type PermissionMap = Permissions

/**
 * A new account takes direct messages from anyone (`public`): a first message needs no follow or friend
 * request, as the app's chat flows expect; the owner narrows it with `update_user_permissions`.
 */
export const defaultUserPermissions = (): PermissionMap => ({
  [USER_CHAT_PERMISSION]: { type: 'enum', value: UserChat.public },
  'user:friend_request': { type: 'enum', value: 'need_agree' },
})

export const defaultGroupPermissions = (): PermissionMap => ({
  [GROUP_JOIN_PERMISSION]: { type: 'enum', value: GroupJoinValue.public },
})

export class PermissionStore {
  constructor(private readonly kv: KeyValue) {}

  get(userid: string): PermissionMap {
    return this.kv.get<PermissionMap>(['perm', userid]) ?? defaultUserPermissions()
  }

  /** Merges the given keys over the current ones, as an update of a partial list. */
  update(userid: string, changes: PermissionMap): PermissionMap {
    const next = { ...this.get(userid), ...changes }
    this.kv.put(['perm', userid], next)
    return next
  }
}
