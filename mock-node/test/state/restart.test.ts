/**
 * A node restarted on the same data folder answers every read as before the restart: users log in again
 * (and their old sessions still sign), and their profile, messages and statuses, chats, follows, friend
 * requests, topics, notifications with read state, groups, permissions, dapps, bindings and authorisations
 * are all there. A signature used before the restart stays used.
 */
import { describe, expect, it } from 'vitest'
import { PUSH_DAPP_ID } from '#domain/config'
import {
  addFriend,
  bindTelegram,
  chatsList,
  createDapp,
  createGroup,
  createTopic,
  followers,
  following,
  followingList,
  groupInvitation,
  groupMembers,
  groupPermissions,
  messageHistory,
  messageStatus,
  myCreatedDapps,
  myCreatedTopics,
  myGroups,
  myProfile,
  mySubscribedTopics,
  newMessages,
  notificationHistory,
  notificationStatus,
  publicFollowers,
  publishTopicMessage,
  readResponse,
  receivedFriendRequests,
  searchUsers,
  sentFriendRequests,
  subscribeTopic,
  updateMyProfile,
  updateUserPermissions,
  userAuth,
  userAuthInfo,
  userBindDid,
  userBindDids,
  userPermissions,
} from '#domain/contract'
import { logIn, type TestAccount } from '../../../tests/_util/node-client'
import { tempDataDir } from '../_util/data-dir'
import { expectRefusal } from '../_util/refusal'
import { sendTextRequest, startNode, type TestNode } from '../_util/rest-node'
import { bindTelegramBody, followBody, pushAuthBody } from '../_util/signed-bodies'

const T0 = Date.now()

interface Made {
  groupid: string
  messageid: string
}

/** What Alice, Bob and a stranger read, each kind of state once. */
const readAll = async (node: TestNode, alice: TestAccount, bob: TestAccount, made: Made) => ({
  profile: await alice.call(myProfile, {}),
  search: await alice.call(searchUsers, { keyword: 'Bobby' }),
  history: await bob.call(messageHistory, { topic: alice.userid }),
  aliceChats: await alice.call(chatsList, {}),
  bobChats: await bob.call(chatsList, {}),
  sync: await bob.call(newMessages, { sync_timestamp: 0 }),
  followers: await alice.call(followers, {}),
  following: await bob.call(followingList, {}),
  publicFollowers: await node.ask(publicFollowers, { userid: alice.userid, timestamp: node.tick() }),
  sent: await alice.call(sentFriendRequests, {}),
  received: await bob.call(receivedFriendRequests, {}),
  created: await alice.call(myCreatedTopics, {}),
  subscribed: await bob.call(mySubscribedTopics, {}),
  notifications: await bob.call(notificationHistory, {}),
  groups: await bob.call(myGroups, {}),
  members: await alice.call(groupMembers, { groupid: made.groupid }),
  groupPermissions: await bob.call(groupPermissions, { groupid: made.groupid }),
  permissions: await bob.call(userPermissions, {}),
  dapps: await alice.call(myCreatedDapps, {}),
  aliceBinds: await alice.call(userBindDids, {}),
  bobBinds: await bob.call(userBindDids, {}),
  auth: await bob.call(userAuthInfo, { dapp_id: PUSH_DAPP_ID }),
})

/** Every kind of state, made through the API. */
const makeEverything = async (node: TestNode, alice: TestAccount, bob: TestAccount): Promise<Made> => {
  await alice.call(updateMyProfile, { nickname: 'Alice A' })
  await node.ask(following, followBody(bob, alice.userid, 'follow', node.tick()))
  const { id, req } = sendTextRequest(node, alice, bob.userid, 'before the restart')
  await node.send(req, alice.headers)
  await bob.call(messageStatus, { topic: alice.userid, messages: [id], status: 'read' })
  const carol = await node.signUp('restart-carol')
  await alice.call(addFriend, { target_userid: bob.userid, content: 'hi Bob' })
  await carol.call(addFriend, { target_userid: bob.userid, content: 'hi from Carol' })
  const topic = await alice.call(createTopic, { topic_name: 'News' })
  await bob.call(subscribeTopic, { topicid: topic.topicid })
  await alice.call(publishTopicMessage, { topicid: topic.topicid, title: 'Issue 1', content: 'First' })
  node.clock.t += 1
  await alice.call(publishTopicMessage, { topicid: topic.topicid, title: 'Issue 2', content: 'Second' })
  const first = (await bob.call(notificationHistory, { notice_type: 'subscription' })).items[1]
  await bob.call(notificationStatus, { messages: [first?.messageid ?? ''], status: 'read' })
  const group = await alice.call(createGroup, {
    group_name: 'Crew',
    permissions: { 'group:join': { type: 'enum', value: 'creator_invite_friends' } },
  })
  await alice.call(groupInvitation, { groupid: group.groupid, members: [bob.userid] })
  await bob.call(updateUserPermissions, { permissions: { 'user:chat': { type: 'enum', value: 'follower' } } })
  await alice.call(createDapp, {
    dapp_id: 'dapp:kept',
    dapp_type: 'chat',
    dapp_name: 'Kept',
    dapp_description: 'survives restarts',
    dapp_pubkey: 'ab'.repeat(32),
    domain: 'kept.example',
  })
  await alice.call(userBindDid, { provider_id: 'web3mq:dapp', did_type: 'twitter', did_value: '@alice' })
  await node.ask(bindTelegram, bindTelegramBody(bob, '100200300', node.tick(), { name: 'bob_tg' }))
  await node.ask(userAuth, pushAuthBody(bob, 1, node.tick()))
  return { groupid: group.groupid, messageid: id }
}

describe('a restart with the same data folder', () => {
  it('keeps every kind of state: a user logs in again and reads what they read before', async () => {
    const dir = tempDataDir()
    const first = await startNode(T0, { dataDir: dir })
    const alice = await first.signUp('restart-alice', 'Alice')
    const bob = await first.signUp('restart-bob', 'Bobby')
    const made = await makeEverything(first, alice, bob)
    const before = await readAll(first, alice, bob, made)
    const used = first.signed(alice, myProfile, {})
    expect(readResponse(myProfile, await first.send(used, alice.headers))).toMatchObject({
      nickname: 'Alice A',
    })
    await first.close()

    const second = await startNode(T0 + 1_000, { dataDir: dir })
    // A new login with the keys from before the restart, and Bob's old session, both work.
    const aliceAgain = await logIn(second.send, alice.wallet, alice.userid, alice.mainKeys, second.tick)
    const bobSigned = second.signed(bob, myProfile, {})
    expect(readResponse(myProfile, await second.send(bobSigned, bob.headers))).toMatchObject({
      userid: bob.userid,
      nickname: 'Bobby',
    })
    const bobAgain = await logIn(second.send, bob.wallet, bob.userid, bob.mainKeys, second.tick)
    const after = await readAll(second, aliceAgain, bobAgain, made)

    expect(after).toEqual(before)
    // The snapshot is not empty: each kind holds what was made.
    expect(after.history.items.map((m) => [m.messageid, m.message_status?.status])).toEqual([
      [made.messageid, 'read'],
    ])
    expect(after.sync).toEqual({ [alice.userid]: { [made.messageid]: 'read' } })
    expect(after.aliceChats.items.map((c) => c.chatid)).toEqual([bob.userid])
    expect(after.followers.items.map((u) => u.userid)).toEqual([bob.userid])
    expect(after.following.items.map((u) => u.userid)).toEqual([alice.userid])
    expect(after.sent.items.map((r) => r.userid)).toEqual([bob.userid])
    expect(after.received.items).toHaveLength(2)
    expect(after.created.items.map((t) => t.topic_name)).toEqual(['News'])
    expect(after.subscribed.items.map((t) => t.topic_name)).toEqual(['News'])
    const issues = after.notifications.items.filter((n) => n.payload.type === 'subscription')
    expect(issues.map((n) => [n.payload.title, n.read])).toEqual([
      ['Issue 2', false],
      ['Issue 1', true],
    ])
    expect(after.groups.items.map((g) => g.groupid)).toEqual([made.groupid])
    expect(after.members.items.map((u) => u.userid).sort()).toEqual([alice.userid, bob.userid].sort())
    expect(after.groupPermissions.permissions['group:join']).toEqual({
      type: 'enum',
      value: 'creator_invite_friends',
    })
    expect(after.permissions.permissions['user:chat']).toEqual({ type: 'enum', value: 'follower' })
    expect(after.dapps.items.map((d) => d.dapp_id)).toEqual(['dapp:kept'])
    expect(after.aliceBinds.map((b) => b.did_value)).toEqual(['@alice'])
    expect(after.bobBinds.map((b) => b.bind_name)).toEqual(['bob_tg'])
    expect(after.auth).toMatchObject({ userid: bob.userid, auth_status: 1 })
    expect(after.search.items.map((u) => u.userid)).toEqual([bob.userid])

    // The signature Alice used before the restart is still spent.
    await expectRefusal(second.send(used, alice.headers), 401, 'Request replayed')
    await second.close()
  })
})
