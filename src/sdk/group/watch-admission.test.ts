import { describe, expect, it } from 'vitest'
import { memoryContext, START } from '../../../tests/_util/memory-context'
import { FakeSession } from '../../../tests/fakes/socket-pair'
import { utf8ToBytes } from '../../domain/crypto/encoding'
import { notificationListFrame } from '../../domain/protocol'
import { NotifyModule } from '../notify/notify'
import { type Admission, GroupModule } from './group'

/** A live notice as the node pushes it (type 20), its JSON as UTF-8 bytes. */
const live = (id: string, type: string, metadata: Record<string, unknown>) => ({
  messageId: id,
  payload: utf8ToBytes(JSON.stringify({ title: type, content: 'Club', type, timestamp: START, metadata })),
  timestamp: START,
})

describe('GroupModule.watchAdmission', () => {
  it('tells the person they were let into that group only: approved or invited (docs/protocol.md §9.6)', () => {
    const { ctx } = memoryContext()
    const session = new FakeSession()
    ctx.session = session
    new NotifyModule(ctx)
    const told: Admission[] = []
    const stop = new GroupModule(ctx).watchAdmission('group:1', (how) => told.push(how))
    session.push(
      notificationListFrame([
        live('n1', 'system.group.agree_join_request', { groupid: 'group:2' }),
        live('n2', 'system.group.join_request', { groupid: 'group:1', userid: 'user:b' }),
        live('n3', 'system.group.agree_join_request', { groupid: 'group:1' }),
        live('n4', 'system.friend_request', { groupid: 'group:1' }),
        live('n5', 'system.group_invitation', { groupid: 'group:1' }),
        live('n6', 'system.group_invitation', {}),
      ]),
    )
    expect(told).toEqual(['approved', 'invited'])
    stop()
    session.push(
      notificationListFrame([live('n7', 'system.group.agree_join_request', { groupid: 'group:1' })]),
    )
    expect(told).toEqual(['approved', 'invited'])
  })
})
