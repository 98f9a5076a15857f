/**
 * `user:chat` decides who may send a user direct messages (docs/protocol.md §4.4 "Permissions"), on every
 * path that stores or delivers one: REST `send_message` and the socket's type 16, stored or not. Each
 * refusal sits beside a control that the permitted sender still gets through.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  addFriend,
  chatsList,
  createGroup,
  following,
  groupInvitation,
  handleFriendRequest,
  messageHistory,
  NodeMessage,
  type Permissions,
  USER_CHAT_PERMISSION,
  UserChat,
  updateUserPermissions,
} from '#domain/contract'
import { pingFrame } from '#domain/protocol'
import type { TestAccount } from '../../../tests/_util/node-client'
import type { StoredMessage } from '../../src/state/chats'
import { expectRefusal } from '../_util/refusal'
import { sendTextRequest, startNode as startRestNode, type TestNode } from '../_util/rest-node'
import { followBody } from '../_util/signed-bodies'
import type { TestClient } from '../_util/socket-client'
import {
  keyPairOf,
  login,
  NOW,
  type Node,
  type SeededUser,
  seedGroup,
  seedUser,
  signedChat,
  startNode as startSocketNode,
} from '../_util/socket-node'

const FORBIDDEN = 403
const FIRST_PAGE = { offset: 0, limit: 100 }

const chatPermission = (value: unknown): Permissions => ({ [USER_CHAT_PERMISSION]: { type: 'enum', value } })

describe('user:chat over REST send_message', () => {
  let node: TestNode
  let alice: TestAccount
  let bob: TestAccount
  let delivered: Array<{ message: StoredMessage; recipients: readonly string[] }>
  let stop: () => void
  beforeEach(async () => {
    node = await startRestNode()
    alice = await node.signUp('alice', 'Alice')
    bob = await node.signUp('bob', 'Bob')
    delivered = []
    stop = node.app.context.hub.subscribe({
      message: (message, recipients) => delivered.push({ message, recipients }),
    })
  })
  afterEach(async () => {
    stop()
    await node.close()
  })

  const follow = (from: TestAccount, to: TestAccount) =>
    node.ask(following, followBody(from, to.userid, 'follow', node.tick()))
  const setChat = (account: TestAccount, value: unknown) =>
    account.call(updateUserPermissions, { permissions: chatPermission(value) })
  /** Sends a DM and returns the envelope the node answered. */
  const dm = async (from: TestAccount, to: TestAccount, text: string) => {
    const sent = sendTextRequest(node, from, to.userid, text)
    return { id: sent.id, body: await node.send(sent.req, from.headers) }
  }
  const historyIds = async (account: TestAccount, peer: TestAccount) =>
    (await account.call(messageHistory, { topic: peer.userid })).items.map((m) => m.messageid)

  it('refuses a stranger’s DM to a friends-only user: nothing stored, delivered or listed', async () => {
    await setChat(bob, UserChat.friends)
    const { body } = await dm(alice, bob, 'hello stranger')
    await expectRefusal(body, FORBIDDEN, NodeMessage.chatNotAccepted)
    expect(delivered).toEqual([])
    expect(await historyIds(bob, alice)).toEqual([])
    expect((await bob.call(chatsList, {})).items).toEqual([])
    expect((await alice.call(chatsList, {})).items).toEqual([])
  })

  it('control: the same DM goes through once they are contacts by mutual follow', async () => {
    await setChat(bob, UserChat.friends)
    await follow(alice, bob)
    // One way is not enough for friends.
    await expectRefusal((await dm(alice, bob, 'one way')).body, FORBIDDEN, NodeMessage.chatNotAccepted)
    await follow(bob, alice)
    const { id, body } = await dm(alice, bob, 'hello friend')
    expect(body).toEqual({ code: 0, msg: 'ok', data: { messageid: id, status: 'received' } })
    expect(delivered.map((d) => [d.message.messageid, d.recipients])).toEqual([[id, [bob.userid]]])
    expect(await historyIds(bob, alice)).toEqual([id])
  })

  it('control: an agreed friend request makes them contacts too, as the contact list shows', async () => {
    await setChat(bob, UserChat.friends)
    await alice.call(addFriend, { target_userid: bob.userid, content: 'hi Bob' })
    // A pending request is no contact yet.
    await expectRefusal((await dm(alice, bob, 'pending')).body, FORBIDDEN, NodeMessage.chatNotAccepted)
    await bob.call(handleFriendRequest, { target_userid: alice.userid, action: 'agree' })
    const { id, body } = await dm(alice, bob, 'now friends')
    expect(body).toMatchObject({ code: 0, data: { messageid: id } })
    // And he may answer: she takes messages from anyone.
    expect((await dm(bob, alice, 'hello back')).body).toMatchObject({ code: 0 })
  })

  it('follower admits the recipient’s followers; following admits the people the recipient follows', async () => {
    await setChat(bob, UserChat.follower)
    await follow(bob, alice) // Bob follows Alice: she is not his follower.
    await expectRefusal((await dm(alice, bob, 'x')).body, FORBIDDEN, NodeMessage.chatNotAccepted)
    await setChat(bob, UserChat.following)
    expect((await dm(alice, bob, 'he follows me')).body).toMatchObject({ code: 0 })

    const carol = await node.signUp('carol', 'Carol')
    await follow(carol, bob) // Carol follows Bob: she is his follower, not one he follows.
    await expectRefusal((await dm(carol, bob, 'y')).body, FORBIDDEN, NodeMessage.chatNotAccepted)
    await setChat(bob, UserChat.follower)
    expect((await dm(carol, bob, 'I follow you')).body).toMatchObject({ code: 0 })
  })

  it('a value the node does not know is read as the strictest, friends', async () => {
    await setChat(bob, 'friend')
    await expectRefusal((await dm(alice, bob, 'x')).body, FORBIDDEN, NodeMessage.chatNotAccepted)
    await setChat(bob, true)
    await expectRefusal((await dm(alice, bob, 'y')).body, FORBIDDEN, NodeMessage.chatNotAccepted)
    await follow(alice, bob)
    await follow(bob, alice)
    expect((await dm(alice, bob, 'contacts')).body).toMatchObject({ code: 0 })
  })

  it('a user may always write to themselves, whatever their own setting', async () => {
    await setChat(bob, UserChat.friends)
    const { id, body } = await dm(bob, bob, 'note to self')
    expect(body).toMatchObject({ code: 0, data: { messageid: id } })
    expect(await historyIds(bob, bob)).toEqual([id])
  })

  it('control: the default (public) takes a stranger’s DM', async () => {
    const { id, body } = await dm(alice, bob, 'hi, we never met')
    expect(body).toMatchObject({ code: 0, data: { messageid: id } })
    expect(await historyIds(bob, alice)).toEqual([id])
  })

  it('governs direct messages only: a friends-only member still gets the group’s messages', async () => {
    await setChat(bob, UserChat.friends)
    const group = await alice.call(createGroup, { group_name: 'Open' })
    await alice.call(groupInvitation, { groupid: group.groupid, members: [bob.userid] })
    const sent = sendTextRequest(node, alice, group.groupid, 'welcome')
    expect(await node.send(sent.req, alice.headers)).toMatchObject({ code: 0 })
    expect(delivered.map((d) => [d.message.messageid, d.recipients])).toEqual([[sent.id, [bob.userid]]])
  })
})

describe('user:chat over the socket (type 16)', () => {
  const ALICE = 'user:a1ce00000000000000000000000000000000000000000000000000c1'
  const BOB = 'user:b0b000000000000000000000000000000000000000000000000000c2'
  const aliceKey = keyPairOf(11)
  const bobKey = keyPairOf(12)
  let node: Node
  let alice: SeededUser
  let bob: SeededUser
  beforeEach(async () => {
    node = await startSocketNode()
    alice = seedUser(node, ALICE, aliceKey)
    bob = seedUser(node, BOB, bobKey)
  })

  const state = () => node.app.context.state
  const setChat = (userid: string, value: string) => state().permissions.update(userid, chatPermission(value))
  /** Nothing was queued for `client` before this point: the node answers a ping first. */
  const expectNothingPending = async (client: TestClient) => {
    client.send(pingFrame({ timestamp: 9 }))
    expect((await client.next()).kind).toBe('pong')
  }

  it('refuses a stranger’s frame to a friends-only user: acked userNotFound, not delivered, not stored', async () => {
    setChat(BOB, UserChat.friends)
    const [a, b] = [await login(node, alice), await login(node, bob)]
    const sent = signedChat({ from: ALICE, to: BOB, text: 'psst', key: aliceKey })
    a.send(sent)
    const ack = await a.nextOf('messageStatus')
    expect([ack.message.messageId, ack.message.messageStatus]).toEqual([
      sent.message.messageId,
      'userNotFound',
    ])
    await expectNothingPending(b)
    expect(state().chats.message(sent.message.messageId)).toBeUndefined()
    expect(state().chats.chatsOf(BOB, FIRST_PAGE).items).toEqual([])
    expect(state().chats.chatsOf(ALICE, FIRST_PAGE).items).toEqual([])
  })

  it('refuses an unstored frame (needStore false) from a stranger too: nothing is delivered live', async () => {
    setChat(BOB, UserChat.friends)
    const [a, b] = [await login(node, alice), await login(node, bob)]
    a.send(
      signedChat({ from: ALICE, to: BOB, text: 'live only', key: aliceKey, extra: { needStore: false } }),
    )
    expect((await a.nextOf('messageStatus')).message.messageStatus).toBe('userNotFound')
    await expectNothingPending(b)
  })

  it('control: a contact’s frame is acked received and delivered', async () => {
    setChat(BOB, UserChat.friends)
    state().social.follow(ALICE, BOB)
    state().social.follow(BOB, ALICE)
    const [a, b] = [await login(node, alice), await login(node, bob)]
    const sent = signedChat({ from: ALICE, to: BOB, text: 'hi friend', key: aliceKey, timestamp: NOW + 1 })
    a.send(sent)
    expect((await a.nextOf('messageStatus')).message.messageStatus).toBe('received')
    expect((await b.nextOf('message')).message.messageId).toBe(sent.message.messageId)
    expect(state().chats.message(sent.message.messageId)?.from).toBe(ALICE)
  })

  it('a member with friends-only still gets a group’s frames from members who are not contacts', async () => {
    setChat(BOB, UserChat.friends)
    const GROUP = 'group:00000000000000000000000000000000000000c3'
    seedGroup(node, GROUP, ALICE, [ALICE, BOB])
    const [a, b] = [await login(node, alice), await login(node, bob)]
    const sent = signedChat({ from: ALICE, to: GROUP, text: 'to all', key: aliceKey, timestamp: NOW + 2 })
    a.send(sent)
    expect((await a.nextOf('messageStatus')).message.messageStatus).toBe('received')
    expect((await b.nextOf('message')).message.messageId).toBe(sent.message.messageId)
  })
})
