import { describe, expect, it } from 'vitest'
import {
  catchUpSince,
  readyStateOf,
  type SocketEvent,
  type SocketStatus,
  socketTransition,
} from './lifecycle'

const STATUSES: SocketStatus[] = ['idle', 'connecting', 'handshaking', 'open', 'backingOff', 'closed']
const EVENTS: SocketEvent[] = ['start', 'transportOpen', 'ready', 'lost', 'retry', 'failed', 'stop']

// The full table: every (status, event) pair, so a changed rule fails here.
const TABLE: Record<SocketStatus, Partial<Record<SocketEvent, SocketStatus>>> = {
  idle: { start: 'connecting', stop: 'closed' },
  connecting: { transportOpen: 'handshaking', lost: 'backingOff', failed: 'closed', stop: 'closed' },
  handshaking: { ready: 'open', lost: 'backingOff', failed: 'closed', stop: 'closed' },
  open: { lost: 'backingOff', failed: 'closed', stop: 'closed' },
  backingOff: { retry: 'connecting', failed: 'closed', stop: 'closed' },
  closed: { start: 'connecting' },
}

describe('socketTransition', () => {
  for (const status of STATUSES) {
    for (const event of EVENTS) {
      it(`${status} --${event}--> ${TABLE[status][event] ?? '(ignored)'}`, () => {
        expect(socketTransition(status, event)).toBe(TABLE[status][event])
      })
    }
  }

  it('walks the reconnect cycle', () => {
    const steps: SocketEvent[] = [
      'start',
      'transportOpen',
      'ready',
      'lost',
      'retry',
      'transportOpen',
      'ready',
    ]
    const seen: SocketStatus[] = ['idle']
    for (const event of steps) seen.push(socketTransition(seen[seen.length - 1]!, event)!)
    expect(seen).toEqual([
      'idle',
      'connecting',
      'handshaking',
      'open',
      'backingOff',
      'connecting',
      'handshaking',
      'open',
    ])
  })
})

describe('readyStateOf', () => {
  it('maps statuses to WebSocket ready states', () => {
    expect(STATUSES.map(readyStateOf)).toEqual([3, 0, 1, 1, 3, 3])
  })
})

describe('catchUpSince', () => {
  it('subtracts the margin and never goes below 0', () => {
    expect(catchUpSince(1_700_000_010_000, 5_000)).toBe(1_700_000_005_000)
    expect(catchUpSince(3_000, 5_000)).toBe(0)
    expect(catchUpSince(1_000.7, 0)).toBe(1_000)
    expect(catchUpSince(1_000, -50)).toBe(1_000)
  })
})
