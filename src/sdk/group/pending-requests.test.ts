import { describe, expect, it } from 'vitest'
import { memoryContext } from '../../../tests/_util/memory-context'
import { groupMembers, notificationHistory } from '../../domain/contract'
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
