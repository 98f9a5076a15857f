/**
 * Contract: the social graph. Wallet-signed follow / unfollow with lists and counts on both sides,
 * friend request and agree with the live notices (docs/protocol.md §9.1, §9.3, §9.6), and the two list shapes
 * a node answers: legacy without `api-version`, `data_list`/`total_count` with `api-version: 2` (§4.2).
 */
import { describe, expect, it } from 'vitest'
import { createOfetchTransport } from '../../src/adapters/http/ofetch-transport'
import { contractTarget } from './_target'
import { type ContractUser, newUser } from './_users'
import { nextEvent } from './_wait'

let alice: ContractUser
let bob: ContractUser
let carol: ContractUser
const target = contractTarget(async (t, track) => {
  alice = track(await newUser(t, 'Alice'))
  bob = track(await newUser(t, 'Bob', { connect: true }))
  carol = track(await newUser(t, 'Carol', { connect: true }))
})

const follow = (from: ContractUser, to: ContractUser, action: 'follow' | 'cancel' = 'follow') =>
  from.client.contact.followOperation({ targetUserid: to.userid, action, signer: from.signer })
const statusOf = (list: readonly { userid: string; follow_status?: string }[], who: ContractUser) =>
  list.find((c) => c.userid === who.userid)?.follow_status
const statsOf = async (viewer: ContractUser, who: ContractUser) =>
  viewer.client.user.getPublicProfile({
    did_type: 'eth',
    did_value: who.account.address,
    my_userid: viewer.userid,
  })

describe('follow and unfollow', () => {
  it('a follow shows as following / follower, with counts in both lists and the public stats', async () => {
    await follow(alice, bob)
    const following = await alice.client.contact.getFollowingList()
    expect(following.total).toBe(1)
    expect(statusOf(following.items, bob)).toBe('following')
    const followers = await bob.client.contact.getFollowerList()
    expect(followers.total).toBe(1)
    expect(statusOf(followers.items, alice)).toBe('follower')
    expect(await statsOf(alice, bob)).toMatchObject({
      is_my_following: true,
      stats: { total_followers: 1, total_following: 0 },
    })
    expect((await statsOf(bob, alice)).stats).toEqual({ total_followers: 0, total_following: 1 })
  })

  it('a follow back makes both contacts (follow_each)', async () => {
    await follow(bob, alice)
    const contacts = await bob.client.contact.getContactList()
    expect(contacts.items.map((c) => c.userid)).toEqual([alice.userid])
    expect(statusOf(contacts.items, alice)).toBe('follow_each')
    expect(statusOf((await alice.client.contact.getContactList()).items, bob)).toBe('follow_each')
  })

  it('an unfollow (action cancel) removes the edge and the contact; counts drop', async () => {
    await follow(alice, bob, 'cancel')
    expect((await alice.client.contact.getFollowingList()).total).toBe(0)
    expect((await bob.client.contact.getFollowerList()).total).toBe(0)
    expect((await bob.client.contact.getContactList()).items).toEqual([])
    expect((await statsOf(alice, bob)).stats).toEqual({ total_followers: 0, total_following: 1 })
  })
})

describe('friend requests', () => {
  it('request → live notice → received list → agree → the requester is told live', async () => {
    const requested = nextEvent(carol.client, 'contact.friendRequest')
    await bob.client.contact.sendFriend(carol.userid, 'hello Carol')
    const { notification } = await requested
    expect(notification).toMatchObject({ type: 'system.friend_request', content: 'hello Carol' })
    expect((await bob.client.contact.getMyFriendRequestList()).items.map((c) => c.userid)).toEqual([
      carol.userid,
    ])
    const received = await carol.client.contact.getReceiveFriendRequestList()
    expect(received.items.map((c) => c.userid)).toEqual([bob.userid])

    const agreed = nextEvent(bob.client, 'contact.updated', (p) =>
      p.items.some((c) => (c as { notification?: { type?: string } }).notification !== undefined),
    )
    await carol.client.contact.operationFriend(bob.userid, 'agree')
    const [change] = (await agreed).items as { userid: string; action: string; notification?: unknown }[]
    expect(change).toMatchObject({
      userid: carol.userid,
      action: 'agree',
      notification: { type: 'system.agree_friend_request' },
    })
  })
})

describe('an agreed friend request (docs/protocol.md §9.3 "Contacts are mutual follows")', () => {
  const rows = (list: readonly { userid: string; follow_status?: string }[]) =>
    list.map((c) => [c.userid, c.follow_status])
  const listsOf = async (who: ContractUser) => ({
    contacts: rows((await who.client.contact.getContactList()).items),
    followers: rows((await who.client.contact.getFollowerList()).items),
    following: rows((await who.client.contact.getFollowingList()).items),
  })

  it('is two follows: contacts, followers, following and counts agree on both sides', async () => {
    // Carol agreed to Bob above; Bob also follows Alice, who no longer follows him.
    expect(await listsOf(carol)).toEqual({
      contacts: [[bob.userid, 'follow_each']],
      followers: [[bob.userid, 'follow_each']],
      following: [[bob.userid, 'follow_each']],
    })
    expect(await listsOf(bob)).toEqual({
      contacts: [[carol.userid, 'follow_each']],
      followers: [[carol.userid, 'follow_each']],
      following: [
        [alice.userid, 'following'],
        [carol.userid, 'follow_each'],
      ],
    })
    expect(await statsOf(bob, carol)).toMatchObject({
      is_my_following: true,
      stats: { total_followers: 1, total_following: 1 },
    })
    expect((await statsOf(carol, bob)).stats).toEqual({ total_followers: 1, total_following: 2 })
  })

  it('ends for both with one unfollow; the other follow stands and the counts drop', async () => {
    await follow(carol, bob, 'cancel')
    expect(await listsOf(carol)).toEqual({
      contacts: [],
      followers: [[bob.userid, 'follower']],
      following: [],
    })
    expect(await listsOf(bob)).toEqual({
      contacts: [],
      followers: [],
      following: [
        [alice.userid, 'following'],
        [carol.userid, 'following'],
      ],
    })
    expect((await statsOf(bob, carol)).stats).toEqual({ total_followers: 1, total_following: 0 })
    expect((await statsOf(carol, bob)).stats).toEqual({ total_followers: 0, total_following: 2 })
    // Bob's unfollow too leaves nothing between them.
    await follow(bob, carol, 'cancel')
    expect(await listsOf(carol)).toEqual({ contacts: [], followers: [], following: [] })
  })
})

describe('list shapes', () => {
  const publicFollowing = (apiVersion?: '2') =>
    createOfetchTransport().send({
      baseUrl: target().url,
      request: {
        method: 'GET',
        path: '/api/user_public_following/',
        query: { userid: bob.userid, timestamp: String(Date.now()), page: '1', size: '10' },
      },
      headers: apiVersion ? { 'api-version': apiVersion } : {},
    })

  it('answers user_list/total_count without api-version and data_list/total_count with 2', async () => {
    const item = { userid: alice.userid }
    expect(await publicFollowing()).toMatchObject({
      code: 0,
      data: { user_list: [item], total_count: 1 },
    })
    expect(await publicFollowing('2')).toMatchObject({
      code: 0,
      data: { data_list: [item], total_count: 1 },
    })
  })

  it('the SDK reads every list as {items, total}, signed or public', async () => {
    const lists = [
      await bob.client.user.publicFollowing({ userid: bob.userid }),
      await bob.client.contact.getFollowingList({ page: 1, size: 10 }),
      await alice.client.user.publicFollowers({ userid: alice.userid, page: 1, size: 10 }),
      await alice.client.contact.getFollowerList(),
    ]
    expect(lists.map((l) => [l.items.map((c) => c.userid), l.total])).toEqual([
      [[alice.userid], 1],
      [[alice.userid], 1],
      [[bob.userid], 1],
      [[bob.userid], 1],
    ])
  })
})
