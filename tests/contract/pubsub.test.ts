/**
 * Contract: topics and groups (docs/protocol.md §4.4 "Topics", "Groups", §9.6, §9.7). A publication reaches a
 * subscriber live (type 20, `subscription`) and in its notification history; an invitation reaches the
 * invitee live (`system.group_invitation`); members, my lists and group permissions read back; the join
 * policies hold, and a join request waits for the creator's wallet-signed approval (§9.2).
 */
import { describe, expect, it } from 'vitest'
import { contractTarget } from './_target'
import { type ContractUser, newUser } from './_users'
import { nextEvent } from './_wait'

let alice: ContractUser
let bob: ContractUser
let carol: ContractUser
contractTarget(async (t, track) => {
  alice = track(await newUser(t, 'Alice'))
  bob = track(await newUser(t, 'Bob', { connect: true }))
  carol = track(await newUser(t, 'Carol'))
})

let topicid = ''
let groupid = ''

describe('topics', () => {
  it('creates a topic and lists it as mine', async () => {
    const topic = await alice.client.topic.createTopic('Release notes')
    topicid = topic.topicid
    expect(topicid).toMatch(/^topic:/)
    const mine = await alice.client.topic.getMyCreateTopicList()
    expect(mine.items.map((t) => [t.topicid, t.topic_name])).toEqual([[topicid, 'Release notes']])
    expect(mine.total).toBe(1)
  })

  it('subscribes and lists the subscription', async () => {
    await bob.client.topic.subscribeTopic(topicid)
    const subscribed = await bob.client.topic.getMySubscribeTopicList()
    expect(subscribed.items.map((t) => t.topicid)).toEqual([topicid])
    expect((await bob.client.topic.getMyCreateTopicList()).items).toEqual([])
  })

  it('a publication reaches the subscriber live and in its history', async () => {
    const arrived = nextEvent(bob.client, 'notification.messageNew', (p) =>
      p.notifications.some((n) => n.type === 'subscription'),
    )
    await alice.client.topic.publishTopicMessage({ topicid, title: 'v1.0', content: 'Shipped' })
    const live = (await arrived).notifications.find((n) => n.type === 'subscription')
    expect(live).toMatchObject({ title: 'v1.0', content: 'Shipped', type: 'subscription' })
    const history = await bob.client.notify.queryNotifications({ topic: topicid })
    expect(history.items.map((n) => [n.messageId, n.title, n.content])).toEqual([
      [live?.messageId, 'v1.0', 'Shipped'],
    ])
    expect(history.total).toBe(1)
    // Only subscribers get it (docs/protocol.md §9.7): Carol never subscribed.
    expect((await carol.client.notify.queryNotifications({ topic: topicid })).items).toEqual([])
  })
})

describe('groups', () => {
  it('creates a group (the node picks its id) with the creator as member', async () => {
    const group = await alice.client.group.createGroup({ group_name: 'Builders' })
    groupid = group.groupid
    expect(groupid).toMatch(/^group:/)
    expect(group.group_name).toBe('Builders')
    const mine = await alice.client.group.getGroupList()
    expect(mine.items.map((g) => g.groupid)).toEqual([groupid])
    const members = await alice.client.group.getGroupMemberList(groupid)
    expect(members.items.map((m) => m.userid)).toEqual([alice.userid])
  })

  it('an invitation reaches the invitee live and makes them a member', async () => {
    const invited = nextEvent(bob.client, 'channel.invited')
    await alice.client.group.inviteGroupMember(groupid, [bob.userid])
    expect((await invited).notification.type).toBe('system.group_invitation')
    const members = await bob.client.group.getGroupMemberList(groupid)
    expect(members.items.map((m) => m.userid).sort()).toEqual([alice.userid, bob.userid].sort())
    expect(members.total).toBe(2)
    expect((await bob.client.group.getGroupList()).items.map((g) => g.groupid)).toEqual([groupid])
    const [info] = await bob.client.group.getGroupsInfo([groupid])
    expect(info).toMatchObject({
      groupid,
      group_name: 'Builders',
      creator_id: alice.userid,
      is_group_member: true,
    })
  })

  it('group permissions: public by default; the creator changes them and members read it', async () => {
    expect((await alice.client.permission.getGroupPermissions(groupid))['group:join']).toEqual({
      type: 'enum',
      value: 'public',
    })
    const restricted = { 'group:join': { type: 'enum', value: 'creator_invite_friends' } }
    await alice.client.permission.updateGroupPermissions(groupid, restricted)
    expect((await bob.client.permission.getGroupPermissions(groupid))['group:join']).toEqual(
      restricted['group:join'],
    )
  })
})

describe('joining groups', () => {
  const joinRule = (value: string) => ({ 'group:join': { type: 'enum', value } })
  const memberIds = async (id: string) =>
    (await alice.client.group.getGroupMemberList(id)).items.map((m) => m.userid).sort()

  it('a public group answers a join with the group; an invite-only one refuses it', async () => {
    const open = await alice.client.group.createGroup({ group_name: 'Open', permissions: joinRule('public') })
    expect(await carol.client.group.joinGroup(open.groupid)).toMatchObject({ groupid: open.groupid })
    expect(await memberIds(open.groupid)).toEqual([alice.userid, carol.userid].sort())
    await expect(carol.client.group.joinGroup(groupid)).rejects.toMatchObject({ name: 'NodeError' })
    expect((await carol.client.group.getGroupsInfo([groupid]))[0]?.is_group_member).toBe(false)
  })

  it('a join request waits for the creator, whose wallet-signed approval admits', async () => {
    const closed = await alice.client.group.createGroup({
      group_name: 'Closed',
      permissions: joinRule('validate_by_creator'),
    })
    await carol.client.group.joinRequest({ groupid: closed.groupid, reason: 'hello', signer: carol.signer })
    expect(await memberIds(closed.groupid)).toEqual([alice.userid])
    await alice.client.group.approve({
      groupid: closed.groupid,
      requestUserid: carol.userid,
      approve: true,
      signer: alice.signer,
    })
    expect(await memberIds(closed.groupid)).toEqual([alice.userid, carol.userid].sort())
  })
})
