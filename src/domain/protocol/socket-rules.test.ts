import { describe, expect, it } from 'vitest'
import { CloseCodes, CloseReason, isGroupTopic, NodeStatus, READ_STATUSES } from './index'

describe('socket protocol constants (docs/protocol.md §1.4, §2.3, §2.4)', () => {
  it('closes with the codes of the close table', () => {
    expect(CloseCodes).toMatchObject({ unsupported: 1003, malformed: 1007, policy: 1008, internal: 1011 })
    expect(CloseCodes).toMatchObject({ normal: 1000, timeout: 3008, unauthorized: 4001 })
  })

  it('keeps every close reason within the 123 bytes a close frame carries', () => {
    for (const reason of Object.values(CloseReason))
      expect(new TextEncoder().encode(reason).length).toBeLessThanOrEqual(123)
  })

  it('names the status values as they travel', () => {
    expect(Object.values(NodeStatus)).toEqual([
      'received',
      'delivered',
      'read',
      'invalidSignature',
      'userNotFound',
    ])
    expect(READ_STATUSES).toEqual(['delivered', 'read'])
  })

  it('tells a group topic by its prefix only', () => {
    expect(isGroupTopic('group:abc')).toBe(true)
    expect(isGroupTopic('user:abc')).toBe(false)
    expect(isGroupTopic('bridge:group:abc')).toBe(false)
    expect(isGroupTopic('Group:abc')).toBe(false)
  })
})
