import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PROPERTY_TIMEOUT_MS, propertyOptions } from '../../../tests/_util/property'
import {
  isOutboxPending,
  OUTBOX_ACK_TIMEOUT_MS,
  OUTBOX_DEADLINE_MS,
  type OutboxEntry,
  type OutboxEvent,
  outboxDue,
  outboxEntry,
  outboxTransition,
  outboxWakeAt,
} from './outbox'

const T0 = 1_700_000_000_000

const fresh = (): OutboxEntry =>
  outboxEntry({ messageId: 'm1', userid: 'user:a', topic: 'user:b', text: 'hi', timestamp: T0, now: T0 })

const run = (entry: OutboxEntry, ...events: OutboxEvent[]): OutboxEntry =>
  events.reduce(outboxTransition, entry)

describe('outbox transitions', () => {
  it('starts queued with its deadline counted from when it was written', () => {
    expect(fresh()).toMatchObject({ state: 'queued', createdAt: T0, deadlineAt: T0 + OUTBOX_DEADLINE_MS })
    expect(fresh().attempts).toBe(0)
  })

  it('goes queued → sending → acked, counting attempts', () => {
    const sent = run(fresh(), { type: 'sent', at: T0 + 5 })
    expect(sent).toMatchObject({ state: 'sending', sentAt: T0 + 5, attempts: 1 })
    expect(run(sent, { type: 'acked' }).state).toBe('acked')
  })

  it('is queued again when its link is lost or its ack is late, keeping its id and timestamp', () => {
    const again = run(fresh(), { type: 'sent', at: T0 }, { type: 'resend' }, { type: 'sent', at: T0 + 9 })
    expect(again).toMatchObject({ state: 'sending', attempts: 2, messageId: 'm1', timestamp: T0 })
  })

  it('fails on a refusal or the deadline, and a retry queues it with a fresh deadline', () => {
    expect(run(fresh(), { type: 'refused' }).state).toBe('failed')
    const expired = run(fresh(), { type: 'sent', at: T0 }, { type: 'expired' })
    expect(expired.state).toBe('failed')
    const retried = run(expired, { type: 'retry', at: T0 + 500_000 })
    expect(retried).toMatchObject({
      state: 'queued',
      attempts: 0,
      deadlineAt: T0 + 500_000 + OUTBOX_DEADLINE_MS,
    })
  })

  it('accepts a late ack of a failed message; an acked one never moves again', () => {
    const failed = run(fresh(), { type: 'expired' })
    expect(run(failed, { type: 'acked' }).state).toBe('acked')
    const acked = run(fresh(), { type: 'acked' })
    for (const event of [
      { type: 'sent', at: T0 },
      { type: 'resend' },
      { type: 'refused' },
      { type: 'expired' },
      { type: 'retry', at: T0 },
    ] as OutboxEvent[]) {
      expect(outboxTransition(acked, event)).toBe(acked)
    }
  })

  it('fails from queued or sending alike, on a refusal or on the deadline', () => {
    const sending = run(fresh(), { type: 'sent', at: T0 })
    for (const event of [{ type: 'refused' }, { type: 'expired' }] as OutboxEvent[]) {
      expect(run(fresh(), event)).toEqual({ ...fresh(), state: 'failed' })
      expect(run(sending, event)).toEqual({ ...sending, state: 'failed' })
    }
  })

  it('is pending while queued or sending, and no longer once acked or failed', () => {
    const sending = run(fresh(), { type: 'sent', at: T0 })
    expect(isOutboxPending(fresh())).toBe(true)
    expect(isOutboxPending(sending)).toBe(true)
    expect(isOutboxPending(run(sending, { type: 'acked' }))).toBe(false)
    expect(isOutboxPending(run(sending, { type: 'refused' }))).toBe(false)
  })

  it('ignores events that do not apply, returning the same object', () => {
    const queued = fresh()
    expect(outboxTransition(queued, { type: 'resend' })).toBe(queued)
    expect(outboxTransition(queued, { type: 'retry', at: T0 })).toBe(queued)
  })
})

describe('what is due at a given time', () => {
  it('sends a queued entry at once and fails it at its deadline', () => {
    const queued = fresh()
    expect(outboxDue(queued, T0)).toBe('send')
    expect(outboxWakeAt(queued)).toBe(T0 + OUTBOX_DEADLINE_MS)
    expect(outboxDue(queued, T0 + OUTBOX_DEADLINE_MS)).toBe('expire')
  })

  it('resends a frame whose ack did not come within the ack timeout', () => {
    const sent = run(fresh(), { type: 'sent', at: T0 + 100 })
    expect(outboxWakeAt(sent)).toBe(T0 + 100 + OUTBOX_ACK_TIMEOUT_MS)
    expect(outboxDue(sent, T0 + 100 + OUTBOX_ACK_TIMEOUT_MS - 1)).toBe('none')
    expect(outboxDue(sent, T0 + 100 + OUTBOX_ACK_TIMEOUT_MS)).toBe('resend')
  })

  it('has nothing due for acked or failed entries', () => {
    for (const entry of [run(fresh(), { type: 'acked' }), run(fresh(), { type: 'refused' })]) {
      expect(outboxDue(entry, T0 + 10 * OUTBOX_DEADLINE_MS)).toBe('none')
      expect(outboxWakeAt(entry)).toBeUndefined()
    }
  })
})

const anyEvent: fc.Arbitrary<OutboxEvent> = fc.oneof(
  fc.record({
    type: fc.constant('sent' as const),
    at: fc.integer({ min: T0, max: T0 + 10 * OUTBOX_DEADLINE_MS }),
  }),
  fc.constant({ type: 'resend' as const }),
  fc.constant({ type: 'acked' as const }),
  fc.constant({ type: 'refused' as const }),
  fc.constant({ type: 'expired' as const }),
  fc.record({
    type: fc.constant('retry' as const),
    at: fc.integer({ min: T0, max: T0 + 10 * OUTBOX_DEADLINE_MS }),
  }),
)

describe('outbox invariants over any sequence of events', () => {
  it(
    'keeps the message itself, ends for good once acked, and sends only from queued',
    () => {
      fc.assert(
        fc.property(fc.array(anyEvent, { maxLength: 40 }), (events) => {
          let entry = fresh()
          let acked = false
          for (const event of events) {
            const next = outboxTransition(entry, event)
            expect([next.messageId, next.topic, next.text, next.timestamp]).toEqual([
              'm1',
              'user:b',
              'hi',
              T0,
            ])
            if (acked) expect(next).toBe(entry)
            if (next.attempts > entry.attempts) expect([entry.state, event.type]).toEqual(['queued', 'sent'])
            acked ||= next.state === 'acked'
            entry = next
          }
        }),
        propertyOptions(2_000),
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})
