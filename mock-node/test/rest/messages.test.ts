/** REST send, history, chats, read status and sync (docs/protocol.md §4.4 "Chats", "Messages / history"). */
import { beforeEach, describe, expect, it } from 'vitest'
import {
  chatsList,
  createGroup,
  groupInvitation,
  messageHistory,
  messageStatus,
  newMessages,
  readResponse,
  sendMessage,
} from '#domain/contract'
import type { TestAccount } from '../../../tests/_util/node-client'
import type { StatusChange } from '../../src/hub'
import type { StoredMessage } from '../../src/state/chats'
import { expectRefusal } from '../_util/refusal'
import { NODE_ID, nodeWith, sendTextRequest, type TestNode } from '../_util/rest-node'

describe('messages over REST', () => {
  let node: TestNode, alice: TestAccount, bob: TestAccount
  beforeEach(async () => {
    ;({ node, alice, bob } = await nodeWith(['alice', 'Alice'], ['bob', 'Bob']))
  })

  const sendText = (from: TestAccount, to: string, text: string) => {
    const sent = sendTextRequest(node, from, to, text)
    expect(sent.req.signContent).toBe(`${sent.id}${from.userid}${to}${NODE_ID}${sent.ts}`)
    return sent
  }

  it('stores a DM: both sides see it in history and in their chat lists', async () => {
    const delivered: Array<{ message: StoredMessage; recipients: readonly string[] }> = []
    const stop = node.app.context.hub.subscribe({
      message: (message, recipients) => delivered.push({ message, recipients }),
    })
    const { id, ts, req, payload } = sendText(alice, bob.userid, 'hello bob')
    const sent = await node.send(req, alice.headers)
    expect(sent).toEqual({ code: 0, msg: 'ok', data: { messageid: id, status: 'received' } })
    stop()
    expect(delivered.map((d) => [d.message.messageid, d.recipients])).toEqual([[id, [bob.userid]]])
    const expected = {
      messageid: id,
      from: alice.userid,
      topic: bob.userid,
      from_sign: req.body?.web3mq_user_signature,
      cipher_suite: 'NONE',
      payload_type: 'text/plain; charset=utf-8',
      payload,
      timestamp: ts,
      version: 1,
      // The status time is the node's, not the sender's: when the node accepted the message.
      message_status: { status: 'received', timestamp: node.clock.t },
    }
    expect((await alice.call(messageHistory, { topic: bob.userid })).items).toEqual([expected])
    expect((await bob.call(messageHistory, { topic: alice.userid })).items).toEqual([expected])
    const aliceChats = await alice.call(chatsList, {})
    expect(aliceChats.items).toEqual([
      expect.objectContaining({
        chatid: bob.userid,
        chat_type: 'user',
        chat_name: 'Bob',
        topic_type: 'user',
      }),
    ])
    const bobChats = await bob.call(chatsList, {})
    expect(bobChats.items).toEqual([
      expect.objectContaining({ chatid: alice.userid, chat_name: 'Alice', timestamp: ts }),
    ])
  })

  it('marks read: the sender gets a statusChange and sync reports {chatid: {messageid: "read"}}', async () => {
    const before = node.clock.t - 1
    const { id, req } = sendText(alice, bob.userid, 'read me')
    await node.send(req, alice.headers)
    const changes: Array<[string, StatusChange]> = []
    const stop = node.app.context.hub.subscribe({
      statusChange: (userid, change) => changes.push([userid, change]),
    })
    node.clock.t += 1_000
    await bob.call(messageStatus, { topic: alice.userid, messages: [id], status: 'read' })
    stop()
    expect(changes).toEqual([
      [
        alice.userid,
        {
          messageId: id,
          contentTopic: bob.userid,
          messageStatus: 'read',
          comeFrom: bob.userid,
          timestamp: node.clock.t,
        },
      ],
    ])
    expect(await bob.call(newMessages, { sync_timestamp: before })).toEqual({
      [alice.userid]: { [id]: 'read' },
    })
    expect(await alice.call(newMessages, { sync_timestamp: before })).toEqual({
      [bob.userid]: { [id]: 'read' },
    })
    expect(await bob.call(newMessages, { sync_timestamp: node.clock.t })).toEqual({})
    const history = await alice.call(messageHistory, { topic: bob.userid })
    expect(history.items[0]?.message_status).toEqual({ status: 'read', timestamp: node.clock.t })
  })

  it('never moves a mark back: a "delivered" after "read" changes nothing and tells the sender nothing', async () => {
    const { id, req } = sendText(alice, bob.userid, 'read, then late delivered')
    await node.send(req, alice.headers)
    await bob.call(messageStatus, { topic: alice.userid, messages: [id], status: 'delivered' })
    node.clock.t += 1_000
    const readAt = node.clock.t
    await bob.call(messageStatus, { topic: alice.userid, messages: [id], status: 'read' })
    const changes: unknown[] = []
    const stop = node.app.context.hub.subscribe({ statusChange: (...args) => changes.push(args) })
    node.clock.t += 1_000
    await bob.call(messageStatus, { topic: alice.userid, messages: [id], status: 'delivered' })
    stop()
    expect(changes).toEqual([])
    const history = await alice.call(messageHistory, { topic: bob.userid })
    expect(history.items[0]?.message_status).toEqual({ status: 'read', timestamp: readAt })
    expect((await bob.call(messageHistory, { topic: alice.userid })).items[0]?.message_status).toEqual({
      status: 'read',
      timestamp: readAt,
    })
  })

  it('ignores a status update by the sender itself (no statusChange)', async () => {
    const { id, req } = sendText(alice, bob.userid, 'mine')
    await node.send(req, alice.headers)
    const changes: unknown[] = []
    const stop = node.app.context.hub.subscribe({ statusChange: (...args) => changes.push(args) })
    await alice.call(messageStatus, { topic: bob.userid, messages: [id, 'unknown-id'], status: 'read' })
    stop()
    expect(changes).toEqual([])
  })

  it('refuses a tampered content_topic, unknown peers and groups one is not in', async () => {
    const { req } = sendText(alice, bob.userid, 'x')
    const tampered = { ...req, body: { ...req.body, content_topic: 'user:someone-else' } }
    await expectRefusal(node.send(tampered, alice.headers), 401, 'Invalid signature')
    const ghost = sendText(alice, 'user:ghost', 'hello?')
    await expectRefusal(node.send(ghost.req, alice.headers), 404, 'Recipient not found')
    const group = await bob.call(createGroup, { group_name: 'B only' })
    const outsider = sendText(alice, group.groupid, 'let me in')
    // Outside the group there is no one to reach: the same answer as an unknown group.
    await expectRefusal(node.send(outsider.req, alice.headers), 404, 'Recipient not found')
    await expectRefusal(
      node.send(sendText(alice, 'group:none', 'hi').req, alice.headers),
      404,
      'Recipient not found',
    )
    await expectRefusal(
      alice.call(messageHistory, { topic: group.groupid }),
      403,
      'You are not a member of this group',
    )
  })

  it('delivers a group message to every other member', async () => {
    const carol = await node.signUp('carol')
    const group = await alice.call(createGroup, { group_name: 'Trio' })
    await alice.call(groupInvitation, { groupid: group.groupid, members: [bob.userid, carol.userid] })
    const { id, req } = sendText(bob, group.groupid, 'hi all')
    expect(readResponse(sendMessage, await node.send(req, bob.headers))).toEqual({
      messageid: id,
      status: 'received',
    })
    for (const member of [alice, carol]) {
      const history = await member.call(messageHistory, { topic: group.groupid })
      expect(history.items.map((m) => [m.messageid, m.from])).toEqual([[id, bob.userid]])
      const chats = await member.call(chatsList, {})
      expect(chats.items[0]).toMatchObject({ chatid: group.groupid, chat_type: 'group', chat_name: 'Trio' })
    }
  })
})
