/** Wallet-signed follows (§9.1), follower lists, and friend requests (§9.3). */
import { beforeEach, describe, expect, it } from 'vitest'
import {
  addFriend,
  followContacts,
  followers,
  following,
  followingList,
  handleFriendRequest,
  notificationHistory,
  publicFollowers,
  publicFollowing,
  publicProfile,
  receivedFriendRequests,
  sentFriendRequests,
  updateUserPermissions,
} from '#domain/contract'
import type { TestAccount } from '../../../tests/_util/node-client'
import { expectRefusal } from '../_util/refusal'
import { nodeWith, type TestNode } from '../_util/rest-node'
import { followBody } from '../_util/signed-bodies'

describe('follow and unfollow', () => {
  let node: TestNode, alice: TestAccount, bob: TestAccount
  beforeEach(async () => {
    ;({ node, alice, bob } = await nodeWith(['alice', 'Alice'], ['bob', 'Bob']))
  })

  const follow = (from: TestAccount, to: TestAccount, action: 'follow' | 'cancel' = 'follow') =>
    node.ask(following, followBody(from, to.userid, action, node.tick()))
  const profileOf = (account: TestAccount, viewer: TestAccount) =>
    node.ask(publicProfile, {
      did_type: 'eth',
      did_value: account.wallet.address,
      timestamp: node.tick(),
      my_userid: viewer.userid,
    })
  const ids = (page: { items: { userid: string }[] }) => page.items.map((i) => i.userid)

  it('follows: counts, lists on both sides, and a system.followed notification', async () => {
    await follow(alice, bob)
    expect(await profileOf(bob, alice)).toMatchObject({
      is_my_following: true,
      stats: { total_followers: 1, total_following: 0 },
    })
    expect((await profileOf(alice, bob)).stats).toEqual({ total_followers: 0, total_following: 1 })
    const bobFollowers = await bob.call(followers, {})
    expect(bobFollowers.total).toBe(1)
    expect(bobFollowers.items[0]).toMatchObject({
      userid: alice.userid,
      follow_status: 'follower',
      nickname: 'Alice',
    })
    const aliceFollowing = await alice.call(followingList, {})
    expect(aliceFollowing.items[0]).toMatchObject({ userid: bob.userid, follow_status: 'following' })
    expect(ids(await node.ask(publicFollowers, { userid: bob.userid, timestamp: node.tick() }))).toEqual([
      alice.userid,
    ])
    expect(ids(await node.ask(publicFollowing, { userid: alice.userid, timestamp: node.tick() }))).toEqual([
      bob.userid,
    ])
    const notes = await bob.call(notificationHistory, { notice_type: 'system.followed' })
    expect(notes.total).toBe(1)
    expect(notes.items[0]?.payload).toMatchObject({
      type: 'system.followed',
      title: 'New follower',
      content: 'Alice followed you',
      come_from: alice.userid,
      metadata: { userid: alice.userid },
    })
    await follow(alice, bob)
    expect((await bob.call(notificationHistory, { notice_type: 'system.followed' })).total).toBe(1)
  })

  it('mutual follows are follow_each and contacts; cancel undoes the follow', async () => {
    await follow(alice, bob)
    await follow(bob, alice)
    expect((await alice.call(followingList, {})).items[0]?.follow_status).toBe('follow_each')
    expect((await bob.call(followers, { follow_status: 'follow_each' })).items).toHaveLength(1)
    expect(ids(await alice.call(followContacts, {}))).toEqual([bob.userid])
    expect(ids(await bob.call(followContacts, {}))).toEqual([alice.userid])
    await follow(alice, bob, 'cancel')
    expect(await profileOf(bob, alice)).toMatchObject({
      is_my_following: false,
      stats: { total_followers: 0, total_following: 1 },
    })
    expect((await alice.call(followingList, {})).total).toBe(0)
    expect((await alice.call(followers, {})).items[0]).toMatchObject({
      userid: bob.userid,
      follow_status: 'follower',
    })
    expect((await alice.call(followContacts, {})).items).toEqual([])
  })

  it('[P4.29] takes the Flutter unfollow like cancel, and refuses an action it does not know', async () => {
    await follow(alice, bob)
    await node.ask(following, followBody(alice, bob.userid, 'unfollow', node.tick()))
    expect((await alice.call(followingList, {})).total).toBe(0)
    await follow(alice, bob)
    await expectRefusal(
      node.ask(following, followBody(alice, bob.userid, 'block', node.tick())),
      400,
      'Unknown follow action: block',
    )
    expect((await alice.call(followingList, {})).total).toBe(1)
  })

  it('refuses a follow signed by another wallet, and following oneself', async () => {
    const mallory = await node.signUp('mallory')
    const forged = followBody(alice, bob.userid, 'follow', node.tick(), mallory.wallet)
    await expectRefusal(node.ask(following, forged), 401, 'Invalid wallet signature')
    const impostor = { ...followBody(mallory, bob.userid, 'follow', node.tick()), userid: alice.userid }
    await expectRefusal(node.ask(following, impostor), 403, 'Wallet does not belong to this user')
    await expectRefusal(
      node.ask(following, followBody(alice, alice.userid, 'follow', node.tick())),
      400,
      'You cannot follow yourself',
    )
    await expectRefusal(
      node.ask(following, followBody(alice, 'user:ghost', 'follow', node.tick())),
      404,
      'User not found',
    )
    expect((await profileOf(bob, alice)).stats?.total_followers).toBe(0)
    expect((await bob.call(notificationHistory, {})).items).toEqual([])
  })
})

describe('friend requests', () => {
  let alice: TestAccount, bob: TestAccount
  beforeEach(async () => {
    ;({ alice, bob } = await nodeWith(['alice', 'Alice'], ['bob', 'Bob']))
  })

  it('sends, lists on both sides, notifies, and agrees', async () => {
    await alice.call(addFriend, { target_userid: bob.userid, content: 'hi Bob' })
    const received = await bob.call(receivedFriendRequests, {})
    expect(received.total).toBe(1)
    expect(received.items[0]).toMatchObject({ userid: alice.userid, content: 'hi Bob', status: 'pending' })
    const sent = await alice.call(sentFriendRequests, {})
    expect(sent.items[0]).toMatchObject({ userid: bob.userid, content: 'hi Bob', status: 'pending' })
    const request = await bob.call(notificationHistory, { notice_type: 'system.friend_request' })
    expect(request.items[0]?.payload).toMatchObject({
      type: 'system.friend_request',
      content: 'hi Bob',
      come_from: alice.userid,
      metadata: { userid: alice.userid },
    })
    await bob.call(handleFriendRequest, { target_userid: alice.userid, action: 'agree' })
    const agreed = await alice.call(notificationHistory, { notice_type: 'system.agree_friend_request' })
    expect(agreed.items[0]?.payload).toMatchObject({
      type: 'system.agree_friend_request',
      come_from: bob.userid,
      metadata: { userid: bob.userid },
    })
    expect((await alice.call(sentFriendRequests, {})).items[0]?.status).toBe('agree')
    expect((await alice.call(followContacts, {})).items.map((c) => c.userid)).toEqual([bob.userid])
    // Agreeing made them follow each other (docs/protocol.md §9.3): contacts both ways, follow_each.
    const contacts = await bob.call(followContacts, { follow_status: 'follow_each' })
    expect(contacts.items.map((c) => [c.userid, c.follow_status])).toEqual([[alice.userid, 'follow_each']])
  })

  it('answers 404 for a request that does not exist or was already answered', async () => {
    await expectRefusal(
      bob.call(handleFriendRequest, { target_userid: alice.userid, action: 'agree' }),
      404,
      'Friend request not found',
    )
    await alice.call(addFriend, { target_userid: bob.userid })
    await bob.call(handleFriendRequest, { target_userid: alice.userid, action: 'reject' })
    await expectRefusal(
      bob.call(handleFriendRequest, { target_userid: alice.userid, action: 'agree' }),
      404,
      'Friend request not found',
    )
    expect((await alice.call(notificationHistory, {})).items).toEqual([])
  })

  it('refuses requests to oneself, to unknown users, and to users who deny them', async () => {
    await expectRefusal(
      alice.call(addFriend, { target_userid: alice.userid }),
      400,
      'You cannot send a friend request to yourself',
    )
    await expectRefusal(alice.call(addFriend, { target_userid: 'user:ghost' }), 404, 'User not found')
    await bob.call(updateUserPermissions, {
      permissions: { 'user:friend_request': { type: 'enum', value: 'deny_all' } },
    })
    await expectRefusal(
      alice.call(addFriend, { target_userid: bob.userid }),
      403,
      'This user does not accept friend requests',
    )
  })
})
