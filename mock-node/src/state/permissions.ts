/** User permissions with the defaults a new account starts with (docs/protocol.md §4.4 "Permissions"). */
import type { Permissions } from '../../../src/domain/contract'
import type { KeyValue } from './kv/port'

export type PermissionMap = Permissions

export const defaultUserPermissions = (): PermissionMap => ({
  'user:chat': { type: 'enum', value: 'public' },
  'user:friend_request': { type: 'enum', value: 'need_agree' },
})

export const defaultGroupPermissions = (): PermissionMap => ({
  'group:join': { type: 'enum', value: 'public' },
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
