import { describe, expect, it } from 'vitest'
import { ManualClock } from '../../../tests/fakes/ports'
import { errors } from '../../domain/errors'
import { PendingRequests } from './pending-requests'

describe('PendingRequests', () => {
  it('settles each id once, shares a second wait, and clears timers when answered', async () => {
    const clock = new ManualClock()
    const pending = new PendingRequests<string>(clock)
    const a = pending.wait('a', 100, () => errors.invalidInput('late'))
    expect(pending.wait('a', 100, () => errors.invalidInput('late'))).toBe(a)
    expect(clock.pending).toBe(1)
    expect(pending.resolve('a', 'yes')).toBe(true)
    expect(pending.resolve('a', 'again')).toBe(false)
    expect(clock.pending).toBe(0)
    await expect(a).resolves.toBe('yes')
  })

  it('times out at the given delay and rejects everything on rejectAll, in order', async () => {
    const clock = new ManualClock()
    const pending = new PendingRequests<string>(clock)
    const late = pending.wait('late', 100, () => errors.invalidInput('too late'))
    const b = pending.wait('b', 1_000, () => errors.invalidInput('x'))
    const c = pending.wait('c', 1_000, () => errors.invalidInput('x'))
    expect(pending.ids()).toEqual(['late', 'b', 'c'])
    clock.advance(100)
    await expect(late).rejects.toThrow('too late')
    pending.rejectAll(errors.socketSendUninitialised())
    await expect(b).rejects.toThrow('websocket Initialization failed')
    await expect(c).rejects.toThrow('websocket Initialization failed')
    expect(pending.size).toBe(0)
    expect(clock.pending).toBe(0)
  })
})
