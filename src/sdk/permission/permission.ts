/**
 * User and group permissions (docs/product.md §6, docs/protocol.md §4.4 "Permissions", "Groups"). Values are
 * `{type: "enum", value}` objects keyed by permission name, e.g. `user:chat`, `group:join`.
 */
import {
  groupPermissions,
  type Nft,
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
    return (await this.ctx.api.call(userPermissions, {})).permissions
  }

  /** Another user's permissions, e.g. whether they accept friend requests. */
  async getTargetUserPermissions(targetUserid: string): Promise<Permissions> {
    return (await this.ctx.api.call(targetUserPermissions, { target_userid: targetUserid })).permissions
  }

  /**
   * Updates my permissions with the given entries. The session key signs userid + the JSON text of
   * `permissions` + timestamp, and the body carries the same object, so key order is what was given.
   */
  async updateUserPermissions(permissions: Permissions): Promise<void> {
    await this.ctx.api.call(updateUserPermissions, { permissions })
  }

  /** A group's permissions, e.g. `group:join`, read from the node's `{groupid, permissions}` answer. */
  async getGroupPermissions(groupid: string): Promise<Permissions> {
    return (await this.ctx.api.call(groupPermissions, { groupid })).permissions
  }

  /**
   * Updates a group's permissions; a node lets only the group's creator do it. With `nfts` the session key
   * signs the payload hash over permissions and NFTs (docs/protocol.md §4.4 "Groups").
   */
  async updateGroupPermissions(groupid: string, permissions: Permissions, nfts?: Nft[]): Promise<void> {
    await this.ctx.api.call(updateGroupPermissions, { groupid, permissions, ...(nfts ? { nfts } : {}) })
  }
}
