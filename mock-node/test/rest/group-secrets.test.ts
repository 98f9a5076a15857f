/**
 * A group's history, members, messages and sync are for its members only: an outsider and a former member
 * are refused or see nothing, beside a member who sees it all (docs/protocol.md §4.4 "Groups").
 */
import { beforeEach, describe, expect, it } from 'vitest'
import {
  chatsUpdate,
  createGroup,
  groupInvitation,
  groupMembers,
  messageHistory,
  messageStatus,
  newMessages,
  quitGroup,
} from '#domain/contract'
import type { TestAccount } from '../../../tests/_util/node-client'
import { expectRefusal } from '../_util/refusal'
import { nodeWith, sendTextRequest, type TestNode } from '../_util/rest-node'

const NOT_A_MEMBER = 'You are not a member of this group'

describe('group secrets', () => {
  let node: TestNode, alice: TestAccount, bob: TestAccount, eve: TestAccount
  let groupid: string
  beforeEach(async () => {
    ;({ node, alice, bob, eve } = await nodeWith(['alice', 'Alice'], ['bob', 'Bob'], ['eve', 'Eve']))
    groupid = (await alice.call(createGroup, { group_name: 'Secret' })).groupid
    await alice.call(groupInvitation, { groupid, members: [bob.userid] })
  })

  /** Sends a text to the group through REST and answers the envelope and the message id. */
  const send = async (from: TestAccount, text: string) => {
    const { id, req } = sendTextRequest(node, from, groupid, text)
    return { id, body: await node.send(req, from.headers) }
  }

  /** Who the node hands a message to for live delivery (the socket fan-out). */
  const fanOut = async (from: TestAccount, text: string) => {
    const reached: string[][] = []
    const stop = node.app.context.hub.subscribe({
      message: (_m, recipients) => reached.push([...recipients]),
    })
    const sent = await send(from, text)
    stop()
    return { ...sent, reached }
  }

  const historyIds = async (account: TestAccount) =>
    (await account.call(messageHistory, { topic: groupid })).items.map((m) => m.messageid)

  it('an outsider cannot read, list, post, mark or open the chat; a member can', async () => {
    const before = node.clock.t - 1
    const { id, reached } = await fanOut(alice, 'members only')
    expect(reached).toEqual([[bob.userid]])
    expect(await historyIds(bob)).toEqual([id])
    expect(await bob.call(newMessages, { sync_timestamp: before })).toEqual({
      [groupid]: { [id]: 'received' },
    })

    await expectRefusal(eve.call(messageHistory, { topic: groupid }), 403, NOT_A_MEMBER)
    await expectRefusal(eve.call(groupMembers, { groupid }), 403, NOT_A_MEMBER)
    expect(await eve.call(newMessages, { sync_timestamp: before })).toEqual({})
    await expectRefusal((await send(eve, 'let me in')).body, 404, 'Recipient not found')
    await expectRefusal(
      eve.call(chatsUpdate, { chatid: groupid, chat_type: 'group', topic: groupid, topic_type: 'group' }),
      403,
      NOT_A_MEMBER,
    )
    const changes: unknown[] = []
    const stop = node.app.context.hub.subscribe({ statusChange: (...change) => changes.push(change) })
    await eve.call(messageStatus, { topic: groupid, messages: [id], status: 'read' })
    stop()
    expect(changes).toEqual([])
    expect(node.app.context.state.chats.message(id)?.status.has(eve.userid)).toBe(false)
    expect(await historyIds(alice)).toEqual([id])
  })

  it('a former member loses history, members, sync and new messages; the others keep them', async () => {
    const { id: kept } = await send(alice, 'while Bob is here')
    // The node's clock moves between sends, as a real one does: a message sorts no later than its arrival.
    node.clock.t += 1
    const { id: bobs } = await send(bob, 'Bob was here')
    await bob.call(quitGroup, { groupid })
    const before = node.clock.t - 1
    node.clock.t += 1_000
    // Alice reads what Bob wrote before he left: the change is hers and the group's; Bob is not told.
    const changes: string[] = []
    const stop = node.app.context.hub.subscribe({ statusChange: (userid) => changes.push(userid) })
    await alice.call(messageStatus, { topic: groupid, messages: [bobs], status: 'read' })
    stop()
    expect(changes).toEqual([])
    expect((await alice.call(newMessages, { sync_timestamp: before }))[groupid]).toMatchObject({
      [bobs]: 'read',
    })
    const { id: later, reached } = await fanOut(alice, 'after Bob left')
    expect(reached).toEqual([[]])
    await expectRefusal(bob.call(messageHistory, { topic: groupid }), 403, NOT_A_MEMBER)
    await expectRefusal(bob.call(groupMembers, { groupid }), 403, NOT_A_MEMBER)
    expect(await bob.call(newMessages, { sync_timestamp: before })).toEqual({})
    await expectRefusal((await send(bob, 'still here?')).body, 404, 'Recipient not found')
    expect(await historyIds(alice)).toEqual([later, bobs, kept])
  })
})
