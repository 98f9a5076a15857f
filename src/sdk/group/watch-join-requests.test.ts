import { describe, expect, it } from 'vitest'
import { memoryContext, START } from '../../../tests/_util/memory-context'
import { FakeSession } from '../../../tests/fakes/socket-pair'
import { utf8ToBytes } from '../../domain/crypto/encoding'
import { notificationListFrame } from '../../domain/protocol'
import { NotifyModule } from '../notify/notify'
import { GroupModule, type PendingJoinRequest } from './group'

/** A live notice as the node pushes it (type 20), its JSON as UTF-8 bytes. */
const live = (id: string, type: string, metadata: Record<string, unknown>, content = '', comeFrom = '') => ({
  messageId: id,
  payload: utf8ToBytes(
    JSON.stringify({ title: type, content, type, timestamp: START, come_from: comeFrom, metadata }),
  ),
  timestamp: START,
})

describe('GroupModule.watchJoinRequests', () => {
  it('tells the creator each live join request to that group only, with the requester and the reason', () => {
    const { ctx } = memoryContext()
    const session = new FakeSession()
    ctx.session = session
    new NotifyModule(ctx)
    const groups = new GroupModule(ctx)
    const told: PendingJoinRequest[] = []
    const stop = groups.watchJoinRequests('group:1', (request) => told.push(request))
    session.push(
      notificationListFrame([
        live('n1', 'system.group.join_request', { groupid: 'group:1', userid: 'user:b' }, 'let me in'),
        live('n2', 'system.group.join_request', { groupid: 'group:2', userid: 'user:c' }),
        live('n3', 'system.friend_request', { groupid: 'group:1', userid: 'user:d' }),
        live('n4', 'system.group.join_request', { groupid: 'group:1' }, '', 'user:e'),
        live('n5', 'system.group.join_request', { groupid: 'group:1' }),
      ]),
    )
    expect(told).toEqual([
      { userid: 'user:b', reason: 'let me in', timestamp: START },
      { userid: 'user:e', reason: '', timestamp: START },
    ])
    stop()
    session.push(
      notificationListFrame([
        live('n6', 'system.group.join_request', { groupid: 'group:1', userid: 'user:f' }),
      ]),
    )
    expect(told).toHaveLength(2)
  })
})
