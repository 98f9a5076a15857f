import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PROPERTY_TIMEOUT_MS, propertyOptions } from '../../../tests/_util/property'
import {
  applyNodeStatus,
  applyNodeStatuses,
  applyStatus,
  DEFAULT_STATUS,
  flagsFor,
  isFailureStatus,
  isWeakerMark,
  keepStrongerMarks,
  statusTimeMs,
  toMessageStatus,
} from './status'
import type { DisplayMessage, MessageStatusValue, MsgLoading } from './types'

const row = (id: string, status: MessageStatusValue, msgLoading: MsgLoading = 'success'): DisplayMessage => ({
  id,
  content: `text ${id}`,
  senderId: 'user:me',
  username: '',
  avatar: '',
  date: '2023-11-14',
  time: '22:13',
  timestamp: 1_700_000_000_000,
  status,
  flags: flagsFor(status),
  msgLoading,
})

describe('flagsFor', () => {
  it('maps each status to flags', () => {
    const f = (system: boolean, saved: boolean, distributed: boolean, seen: boolean, failure: boolean) => ({
      system,
      saved,
      distributed,
      seen,
      failure,
    })
    expect(flagsFor('received')).toEqual(f(false, true, false, false, false))
    expect(flagsFor('delivered')).toEqual(f(false, true, true, false, false))
    expect(flagsFor('read')).toEqual(f(false, true, true, true, false))
    expect(flagsFor('invalidSignature')).toEqual(f(false, false, false, false, true))
    expect(flagsFor('userNotFound')).toEqual(f(false, false, false, false, true))
    expect(flagsFor('failed')).toEqual(f(false, false, false, false, true))
    expect(flagsFor('read', true)).toEqual(f(true, true, true, true, false))
  })

  it('[P4.24] defaults to delivered', () => {
    expect(DEFAULT_STATUS).toBe('delivered')
    expect(isFailureStatus('delivered')).toBe(false)
    expect(isFailureStatus('userNotFound')).toBe(true)
  })
})

describe('toMessageStatus', () => {
  it('accepts the protocol statuses and nothing else', () => {
    for (const s of ['received', 'delivered', 'read', 'invalidSignature', 'userNotFound', 'failed']) {
      expect(toMessageStatus(s)).toBe(s)
    }
    for (const s of ['READ', 'sent', '', 'toString', '__proto__', undefined, 3]) {
      expect(toMessageStatus(s)).toBeUndefined()
    }
  })
})

describe('applyStatus', () => {
  const list = [row('a', 'delivered'), row('b', 'delivered', 'loading'), row('c', 'received')]

  it('upgrades the status of the message with the id and recomputes its flags', () => {
    const next = applyStatus(list, { messageId: 'a', messageStatus: 'read' })
    expect(next[0]).toEqual({ ...row('a', 'read') })
    expect(next[0]?.flags.seen).toBe(true)
    expect(next[1]).toBe(list[1])
    expect(next[2]).toBe(list[2])
    expect(list[0]?.status).toBe('delivered')
  })

  it('never downgrades, but a received ack still settles a loading message', () => {
    expect(applyStatus(list, { messageId: 'a', messageStatus: 'received' })).toBe(list)
    const next = applyStatus(list, { messageId: 'b', messageStatus: 'received' })
    expect(next[1]).toEqual(row('b', 'delivered', 'success'))
  })

  it('applies failures, marking msgLoading error, and lets a later success replace them', () => {
    const failed = applyStatus(list, { messageId: 'b', messageStatus: 'invalidSignature' })
    expect(failed[1]).toEqual(row('b', 'invalidSignature', 'error'))
    const resent = applyStatus(failed, { messageId: 'b', messageStatus: 'received' })
    expect(resent[1]).toEqual(row('b', 'received', 'success'))
  })

  it('returns the same list for an unknown id or status', () => {
    expect(applyStatus(list, { messageId: 'zzz', messageStatus: 'read' })).toBe(list)
    expect(applyStatus(list, { messageId: 'a', messageStatus: 'bogus' })).toBe(list)
  })

  it('keeps the system flag', () => {
    const system = { ...row('s', 'received'), flags: flagsFor('received', true) }
    expect(applyStatus([system], { messageId: 's', messageStatus: 'read' })[0]?.flags).toEqual(
      flagsFor('read', true),
    )
  })
})

describe('applyNodeStatus', () => {
  const list = [row('a', 'delivered'), row('b', 'delivered', 'loading'), row('c', 'received')]

  it('replaces the status of a row still sending with the node’s first word, received too', () => {
    const next = applyNodeStatus(list, { messageId: 'b', messageStatus: 'received' })
    expect(next[1]).toEqual(row('b', 'received', 'success'))
    expect(next[0]).toBe(list[0])
  })

  it('then never goes back, like applyStatus', () => {
    expect(applyNodeStatus(list, { messageId: 'a', messageStatus: 'received' })).toBe(list)
    expect(applyNodeStatus(list, { messageId: 'c', messageStatus: 'read' })[2]).toEqual(row('c', 'read'))
    expect(applyNodeStatus(list, { messageId: 'b', messageStatus: 'userNotFound' })[1]).toEqual(
      row('b', 'userNotFound', 'error'),
    )
    expect(applyNodeStatus(list, { messageId: 'b', messageStatus: 'bogus' })).toBe(list)
  })
})

describe('applyNodeStatuses', () => {
  const ROW_STATUSES: MessageStatusValue[] = ['received', 'delivered', 'read', 'failed', 'userNotFound']
  const STATUSES = [...ROW_STATUSES, 'bogus']
  const LOADING = ['loading', 'success', 'error'] as const

  it(
    'gives what applying the updates one at a time gives, in one pass',
    () => {
      const rowArb = fc.tuple(fc.constantFrom(...ROW_STATUSES), fc.constantFrom(...LOADING))
      const updateArb = fc.record({
        messageId: fc.constantFrom('m0', 'm1', 'm2', 'm3', 'gone'),
        messageStatus: fc.constantFrom(...STATUSES),
      })
      fc.assert(
        fc.property(
          fc.array(rowArb, { maxLength: 4 }),
          fc.array(updateArb, { maxLength: 8 }),
          (specs, updates) => {
            const list = specs.map(([status, loading], i) => row(`m${i}`, status, loading))
            expect(applyNodeStatuses(list, updates)).toEqual(updates.reduce(applyNodeStatus, list))
          },
        ),
        propertyOptions(500),
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it('returns the same list when nothing changes', () => {
    const list = [row('a', 'read'), row('b', 'delivered')]
    expect(applyNodeStatuses(list, [{ messageId: 'a', messageStatus: 'delivered' }])).toBe(list)
  })
})

describe('isWeakerMark', () => {
  it('orders received < delivered < read and leaves failures out', () => {
    expect(isWeakerMark('read', 'delivered')).toBe(true)
    expect(isWeakerMark('delivered', 'received')).toBe(true)
    expect(isWeakerMark('delivered', 'delivered')).toBe(false)
    expect(isWeakerMark('delivered', 'read')).toBe(false)
    expect(isWeakerMark('failed', 'received')).toBe(false)
    expect(isWeakerMark('read', 'invalidSignature')).toBe(false)
  })
})

describe('keepStrongerMarks', () => {
  it('keeps a held mark stronger than the node’s answer, and takes the node’s when it is stronger', () => {
    const fromNode = [row('a', 'received'), row('b', 'read'), row('c', 'delivered'), row('d', 'received')]
    const held = [
      row('a', 'delivered'),
      row('b', 'delivered'),
      row('c', 'read', 'loading'),
      row('d', 'failed', 'error'),
    ]
    expect(keepStrongerMarks(fromNode, held)).toEqual([
      row('a', 'delivered'),
      row('b', 'read'),
      // A row still sending or failed holds no mark: the node's word stands.
      row('c', 'delivered'),
      row('d', 'received'),
    ])
  })
})

describe('statusTimeMs', () => {
  it('[P9.8] reads the type-21 ack time as seconds and the type-22 change time as milliseconds', () => {
    expect(statusTimeMs('messageStatus', 1_700_000_000)).toBe(1_700_000_000_000)
    expect(statusTimeMs('messageStatusChange', 1_700_000_000_123)).toBe(1_700_000_000_123)
  })
})
