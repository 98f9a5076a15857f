/** Groups, invitations, joining and group/user permissions (docs/protocol.md §4.4 "Groups", "Permissions"). */
import { beforeEach, describe, expect, it } from 'vitest'
import {
  createGroup,
  following,
  groupInvitation,
  groupMembers,
  groupPermissions,
  groupsInfo,
  joinGroup,
  myGroups,
  notificationHistory,
  quitGroup,
  targetUserPermissions,
  updateGroupPermissions,
  updateUserPermissions,
  userPermissions,
} from '#domain/contract'
import type { TestAccount } from '../../../tests/_util/node-client'
import { expectRefusal } from '../_util/refusal'
import { nodeWith, type TestNode } from '../_util/rest-node'
import { followBody } from '../_util/signed-bodies'

const INVITE_ONLY = { 'group:join': { type: 'enum', value: 'creator_invite_friends' } }

describe('groups', () => {
  let node: TestNode, alice: TestAccount, bob: TestAccount, carol: TestAccount
  beforeEach(async () => {
    ;({ node, alice, bob, carol } = await nodeWith(['alice', 'Alice'], ['bob', 'Bob'], ['carol', 'Carol']))
  })

  const memberIds = async (account: TestAccount, groupid: string) =>
    (await account.call(groupMembers, { groupid })).items.map((m) => m.userid).sort()

  it('creates a group, invites (with a notification) and lets anyone join a public group', async () => {
    const group = await alice.call(createGroup, { group_name: 'Crew' })
    expect(group.groupid).toMatch(/^group:[0-9a-f]{40}$/)
    expect(group).toMatchObject({ group_name: 'Crew', creator_id: alice.userid })
    expect(await memberIds(alice, group.groupid)).toEqual([alice.userid])
    await alice.call(groupInvitation, { groupid: group.groupid, members: [bob.userid] })
    const invites = await bob.call(notificationHistory, { notice_type: 'system.group_invitation' })
    expect(invites.items[0]).toMatchObject({
      from: alice.userid,
      topic: group.groupid,
      payload: { type: 'system.group_invitation', content: 'Crew', metadata: { groupid: group.groupid } },
    })
    await carol.call(joinGroup, { groupid: group.groupid })
    expect(await memberIds(bob, group.groupid)).toEqual([alice.userid, bob.userid, carol.userid].sort())
    expect((await carol.call(myGroups, {})).items.map((g) => g.groupid)).toEqual([group.groupid])
    await carol.call(quitGroup, { groupid: group.groupid })
    await expectRefusal(
      carol.call(groupMembers, { groupid: group.groupid }),
      403,
      'You are not a member of this group',
    )
  })

  it('accepts a client-chosen groupid once, and only as a group: topic', async () => {
    const group = await alice.call(createGroup, { groupid: 'group:mine', group_name: 'Mine' })
    expect(group.groupid).toBe('group:mine')
    await expectRefusal(alice.call(createGroup, { groupid: 'group:mine' }), 409, 'Group already exists')
    // Any other id would route the group's messages as direct messages to that id.
    await expectRefusal(
      alice.call(createGroup, { groupid: bob.userid }),
      400,
      'A group id starts with "group:"',
    )
  })

  it('refuses joining once permissions are creator_invite_friends; only the creator may change them', async () => {
    const group = await alice.call(createGroup, { group_name: 'Crew' })
    expect(await alice.call(groupPermissions, { groupid: group.groupid })).toEqual({
      groupid: group.groupid,
      permissions: { 'group:join': { type: 'enum', value: 'public' } },
    })
    await expectRefusal(
      bob.call(updateGroupPermissions, { groupid: group.groupid, permissions: INVITE_ONLY }),
      403,
      'Only the creator can change group permissions',
    )
    await alice.call(updateGroupPermissions, { groupid: group.groupid, permissions: INVITE_ONLY })
    expect(await bob.call(groupPermissions, { groupid: group.groupid })).toEqual({
      groupid: group.groupid,
      permissions: INVITE_ONLY,
    })
    await expectRefusal(
      bob.call(joinGroup, { groupid: group.groupid }),
      403,
      'This group can only be joined by invitation',
    )
    await alice.call(groupInvitation, { groupid: group.groupid, members: [bob.userid] })
    await expectRefusal(
      bob.call(groupInvitation, { groupid: group.groupid, members: [carol.userid] }),
      403,
      'Only the creator can invite to this group',
    )
    expect(await memberIds(alice, group.groupid)).toEqual([alice.userid, bob.userid].sort())
  })

  it('answers groups/info for known ids with is_group_member', async () => {
    const group = await alice.call(createGroup, { group_name: 'Crew', avatar_url: 'https://x.test/g.png' })
    const info = await bob.call(groupsInfo, { groupid_list: [group.groupid, 'group:missing'] })
    expect(info.total).toBe(1)
    expect(info.items).toEqual([
      {
        groupid: group.groupid,
        group_name: 'Crew',
        avatar_url: 'https://x.test/g.png',
        avatar_base64: '',
        creator_id: alice.userid,
        is_group_member: false,
      },
    ])
    await expectRefusal(bob.call(joinGroup, { groupid: 'group:missing' }), 404, 'Group not found')
    await expectRefusal(
      alice.call(groupInvitation, { groupid: group.groupid, members: ['user:ghost'] }),
      404,
      'User not found',
    )
  })

  it('reads, updates and reads back user permissions as {permissions}, also as seen by another user', async () => {
    expect(await alice.call(userPermissions, {})).toEqual({
      permissions: {
        'user:chat': { type: 'enum', value: 'public' },
        'user:friend_request': { type: 'enum', value: 'need_agree' },
      },
    })
    await alice.call(updateUserPermissions, {
      permissions: { 'user:chat': { type: 'enum', value: 'follower' } },
    })
    const mine = (await alice.call(userPermissions, {})).permissions
    expect(mine['user:chat']).toEqual({ type: 'enum', value: 'follower' })
    expect(mine['user:friend_request']).toEqual({ type: 'enum', value: 'need_agree' })
    expect(await bob.call(targetUserPermissions, { target_userid: alice.userid })).toEqual({
      target_userid: alice.userid,
      permissions: mine,
      follow_status: '',
    })
    await expectRefusal(
      bob.call(targetUserPermissions, { target_userid: 'user:ghost' }),
      404,
      'User not found',
    )
  })

  it("answers a target's permissions with the caller's follow_status, as contact lists spell it", async () => {
    const follow = (from: TestAccount, to: TestAccount) =>
      node.ask(following, followBody(from, to.userid, 'follow', node.tick()))
    const statusOf = async (viewer: TestAccount, target: TestAccount) =>
      (await viewer.call(targetUserPermissions, { target_userid: target.userid })).follow_status
    await follow(bob, alice)
    expect(await statusOf(bob, alice)).toBe('following')
    expect(await statusOf(alice, bob)).toBe('follower')
    await follow(alice, bob)
    expect(await statusOf(bob, alice)).toBe('follow_each')
    expect(await statusOf(carol, alice)).toBe('')
  })
})
