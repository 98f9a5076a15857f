import { describe, expect, it } from 'vitest'
import { memoryContext } from '../../../tests/_util/memory-context'
import { walletSigner } from '../../../tests/fakes/wallet-signer'
import { ethWallet } from '../../../tests/fakes/wallets'
import {
  approveJoinRequest,
  groupMembers,
  notificationHistory,
  notificationStatus,
} from '../../domain/contract'
import { GroupModule } from './group'

const notice = (id: string, userid: string, reason: string, timestamp: number) => ({
  messageid: id,
  from: userid,
  topic: 'group:1',
  cipher_suite: 'NONE',
  payload: {
    title: 'Group join request',
    content: reason,
    type: 'system.group.join_request',
    timestamp,
    come_from: userid,
    metadata: { groupid: 'group:1', userid },
  },
  timestamp,
})

describe('GroupModule.getPendingJoinRequests', () => {
  it("reads the group's join-request notices, newest reason per person, leaving out members", async () => {
    const { ctx, node } = memoryContext()
    node.answer(notificationHistory, () => ({
      items: [
        notice('n3', 'user:b', 'again please', 300),
        notice('n2', 'user:member', 'old', 200),
        notice('n1', 'user:b', 'first', 100),
        notice('n0', 'user:c', '', 50),
      ],
      total: 4,
    }))
    node.answer(groupMembers, () => ({ items: [{ userid: 'user:member' }], total: 1 }))
    const pending = await new GroupModule(ctx).getPendingJoinRequests('group:1')
    expect(pending).toEqual([
      { userid: 'user:c', reason: '', timestamp: 50 },
      { userid: 'user:b', reason: 'again please', timestamp: 300 },
    ])
    expect(node.callsTo(notificationHistory)[0]?.fields).toMatchObject({
      topic: 'group:1',
      notice_type: 'system.group.join_request',
    })
  })
})

describe('answering a join request', () => {
  const answeringNode = () => {
    const { ctx, node } = memoryContext()
    const notices = [notice('n2', 'user:b', 'again', 200), notice('n1', 'user:b', 'first', 100)]
    const read = new Set<string>()
    node
      .answer(approveJoinRequest, () => null)
      .answer(groupMembers, () => ({ items: [], total: 0 }))
      .answer(notificationHistory, ({ read_status }) => {
        const items = [...notices, notice('n0', 'user:c', 'me too', 50)]
          .map((n) => ({ ...n, read: read.has(n.messageid) }))
          .filter((n) => read_status !== 'unread' || !n.read)
        return { items, total: items.length }
      })
      .answer(notificationStatus, ({ messages, status }) => {
        if (status === 'read') for (const id of messages) read.add(id)
        return null
      })
    return { ctx, node, notices }
  }
  const signer = walletSigner(ethWallet('join-creator'))

  it("marks the person's notices for the group read, so a rejected request is not pending after a reload", async () => {
    const { ctx, node } = answeringNode()
    await new GroupModule(ctx).approve({
      groupid: 'group:1',
      requestUserid: 'user:b',
      approve: false,
      signer,
    })
    expect(node.callsTo(notificationStatus).map((c) => c.body)).toMatchObject([
      { messages: ['n2', 'n1'], status: 'read' },
    ])
    const reloaded = new GroupModule(memoryContext({ node }).ctx)
    expect(await reloaded.getPendingJoinRequests('group:1')).toEqual([
      { userid: 'user:c', reason: 'me too', timestamp: 50 },
    ])
  })

  it('a request answered on another device is settled here when the node says it is gone', async () => {
    const { ctx, node } = answeringNode()
    node.refuse(approveJoinRequest, 404, 'Join request not found')
    const groups = new GroupModule(ctx)
    await expect(
      groups.approve({ groupid: 'group:1', requestUserid: 'user:b', approve: true, signer }),
    ).rejects.toThrow('Join request not found')
    expect((await groups.getPendingJoinRequests('group:1')).map((r) => r.userid)).toEqual(['user:c'])
  })

  it('a new request from the same person arrives unread and is pending again', async () => {
    const { ctx, notices } = answeringNode()
    const groups = new GroupModule(ctx)
    await groups.approve({ groupid: 'group:1', requestUserid: 'user:b', approve: false, signer })
    notices.unshift(notice('n3', 'user:b', 'please reconsider', 300))
    expect(await groups.getPendingJoinRequests('group:1')).toEqual([
      { userid: 'user:c', reason: 'me too', timestamp: 50 },
      { userid: 'user:b', reason: 'please reconsider', timestamp: 300 },
    ])
  })
})
