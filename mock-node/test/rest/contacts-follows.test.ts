/**
 * Contacts are mutual follows (docs/protocol.md §9.3 "Contacts are mutual follows"): an agreed friend
 * request is two follows, so the contact, follower and following lists and the profile counts say the same
 * thing on both sides, and an unfollow ends the contact for both.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import {
  addFriend,
  followContacts,
  followers,
  following,
  followingList,
  handleFriendRequest,
  notificationHistory,
  publicProfile,
  updateUserPermissions,
} from '#domain/contract'
import type { TestAccount } from '../../../tests/_util/node-client'
import { nodeWith, type TestNode } from '../_util/rest-node'
import { followBody } from '../_util/signed-bodies'

let node: TestNode, alice: TestAccount, bob: TestAccount
beforeEach(async () => {
  ;({ node, alice, bob } = await nodeWith(['alice', 'Alice'], ['bob', 'Bob']))
})

/** What `viewer`'s four lists say about the other people: [userid, follow_status] and the totals. */
const listsOf = async (viewer: TestAccount) => {
  const rows = (page: { items: { userid: string; follow_status?: string }[]; total: number }) => ({
    rows: page.items.map((c) => [c.userid, c.follow_status ?? '']),
    total: page.total,
  })
  return {
    contacts: rows(await viewer.call(followContacts, { follow_status: 'follow_each' })),
    followers: rows(await viewer.call(followers, {})),
    following: rows(await viewer.call(followingList, {})),
  }
}
const statsOf = async (account: TestAccount) =>
  (
    await node.ask(publicProfile, {
      did_type: 'eth',
      did_value: account.wallet.address,
      timestamp: node.tick(),
      my_userid: account.userid,
    })
  ).stats
const agreed = async () => {
  await alice.call(addFriend, { target_userid: bob.userid, content: 'hi Bob' })
  await bob.call(handleFriendRequest, { target_userid: alice.userid, action: 'agree' })
}

describe('an agreed friend request', () => {
  it('makes both follow each other: contacts, followers, following and counts agree', async () => {
    await agreed()
    expect(await listsOf(alice)).toEqual({
      contacts: { rows: [[bob.userid, 'follow_each']], total: 1 },
      followers: { rows: [[bob.userid, 'follow_each']], total: 1 },
      following: { rows: [[bob.userid, 'follow_each']], total: 1 },
    })
    expect(await listsOf(bob)).toEqual({
      contacts: { rows: [[alice.userid, 'follow_each']], total: 1 },
      followers: { rows: [[alice.userid, 'follow_each']], total: 1 },
      following: { rows: [[alice.userid, 'follow_each']], total: 1 },
    })
    expect(await statsOf(alice)).toEqual({ total_followers: 1, total_following: 1 })
    expect(await statsOf(bob)).toEqual({ total_followers: 1, total_following: 1 })
    // The agreement is told once, as system.agree_friend_request; no follow notices besides it.
    expect((await alice.call(notificationHistory, { notice_type: 'system.followed' })).total).toBe(0)
    expect((await bob.call(notificationHistory, { notice_type: 'system.followed' })).total).toBe(0)
  })

  it('keeps a follow one of them already had, once', async () => {
    await node.ask(following, followBody(alice, bob.userid, 'follow', node.tick()))
    await agreed()
    expect((await listsOf(alice)).following).toEqual({ rows: [[bob.userid, 'follow_each']], total: 1 })
    expect(await statsOf(bob)).toEqual({ total_followers: 1, total_following: 1 })
  })

  it('agreed at once by a public friend_request permission is the same two follows', async () => {
    await bob.call(updateUserPermissions, {
      permissions: { 'user:friend_request': { type: 'enum', value: 'public' } },
    })
    await alice.call(addFriend, { target_userid: bob.userid, content: 'hi Bob' })
    expect((await listsOf(bob)).contacts).toEqual({ rows: [[alice.userid, 'follow_each']], total: 1 })
    expect(await statsOf(alice)).toEqual({ total_followers: 1, total_following: 1 })
  })

  it('is ended for both by one unfollow, which leaves the other follow standing', async () => {
    await agreed()
    await node.ask(following, followBody(bob, alice.userid, 'cancel', node.tick()))
    expect(await listsOf(bob)).toEqual({
      contacts: { rows: [], total: 0 },
      followers: { rows: [[alice.userid, 'follower']], total: 1 },
      following: { rows: [], total: 0 },
    })
    expect(await listsOf(alice)).toEqual({
      contacts: { rows: [], total: 0 },
      followers: { rows: [], total: 0 },
      following: { rows: [[bob.userid, 'following']], total: 1 },
    })
    expect(await statsOf(alice)).toEqual({ total_followers: 0, total_following: 1 })
    expect(await statsOf(bob)).toEqual({ total_followers: 1, total_following: 0 })
    // Following again while she still follows makes them contacts again.
    await node.ask(following, followBody(bob, alice.userid, 'follow', node.tick()))
    expect((await listsOf(alice)).contacts).toEqual({ rows: [[bob.userid, 'follow_each']], total: 1 })
  })
})
