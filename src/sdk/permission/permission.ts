/**
 * User and group permissions (docs/product.md §6, docs/protocol.md §4.4 "Permissions", "Groups"). Values are
 * `{type: "enum", value}` objects keyed by permission name, e.g. `user:chat`, `group:join`.
 */
import {
  groupPermissions,
  type Permissions,
  targetUserPermissions,
  updateGroupPermissions,
  updateUserPermissions,
  userPermissions,
} from '../../domain/contract'
import type { ClientContext } from '../core/context'

export class PermissionModule {
  constructor(private readonly ctx: ClientContext) {}

  /** My own permissions. */
  async getUserPermissions(): Promise<Permissions> {
    return this.ctx.api.call(userPermissions, {})
  }

  /** Another user's permissions, e.g. whether they accept friend requests. */
  async getTargetUserPermissions(targetUserid: string): Promise<Permissions> {
    return this.ctx.api.call(targetUserPermissions, { target_userid: targetUserid })
  }

  /**
   * Updates my permissions with the given entries. The session key signs userid + the JSON text of
   * `permissions` + timestamp, and the body carries the same object, so key order is what was given.
   */
  async updateUserPermissions(permissions: Permissions): Promise<void> {
    await this.ctx.api.call(updateUserPermissions, { permissions })
  }

  /** A group's permissions, e.g. `group:join`. */
  async getGroupPermissions(groupid: string): Promise<Permissions> {
    return this.ctx.api.call(groupPermissions, { groupid })
  }

  /** Updates a group's permissions; a node lets only the group's creator do it. */
  async updateGroupPermissions(groupid: string, permissions: Permissions): Promise<void> {
    await this.ctx.api.call(updateGroupPermissions, { groupid, permissions })
  }
}
