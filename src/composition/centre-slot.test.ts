import { describe, expect, it } from 'vitest'
import type { CentreRef } from '../machines/app/app-services'
import { createCentreSlot } from './centre-slot'

/** A stand-in for the centre's actor that records what it was told. */
const recordingActor = () => {
  const sent: string[] = []
  const actor = { send: (event: { type: string }) => sent.push(event.type) } as unknown as CentreRef
  return { actor, sent }
}

/** A load the test finishes by hand. */
const manualLoad = () => {
  let finish: (actor: CentreRef) => void = () => undefined
  let fail: (error: Error) => void = () => undefined
  let calls = 0
  const load = () => {
    calls++
    return new Promise<CentreRef>((resolve, reject) => {
      finish = resolve
      fail = reject
    })
  }
  return { load, finish: (a: CentreRef) => finish(a), fail: (e: Error) => fail(e), calls: () => calls }
}

/** Lets the load's promise callbacks run: a few microtask turns, no clock. */
const settle = async () => {
  for (let turn = 0; turn < 5; turn++) await Promise.resolve()
}

describe('createCentreSlot', () => {
  it('loads the centre at sign-in, starts it, shows it, and stops and hides it at sign-out', async () => {
    const { actor, sent } = recordingActor()
    const slot = createCentreSlot(async () => actor)
    let changes = 0
    slot.subscribe(() => changes++)
    expect(slot.current()).toBeUndefined()
    slot.start()
    await settle()
    expect(slot.current()).toBe(actor)
    slot.stop()
    expect(slot.current()).toBeUndefined()
    slot.start()
    await settle()
    expect(sent).toEqual(['notifications.start', 'notifications.stop', 'notifications.start'])
    expect(changes).toBe(3)
  })

  it('does not show a centre whose load finished after the person signed out', async () => {
    const manual = manualLoad()
    const { actor, sent } = recordingActor()
    const slot = createCentreSlot(manual.load)
    slot.start()
    slot.stop()
    manual.finish(actor)
    await settle()
    expect(slot.current()).toBeUndefined()
    expect(sent).toEqual([])
  })

  it('loads again at the next sign-in after a failed load', async () => {
    const manual = manualLoad()
    const slot = createCentreSlot(manual.load)
    slot.start()
    manual.fail(new Error('Failed to fetch dynamically imported module'))
    await settle()
    slot.start()
    const { actor } = recordingActor()
    manual.finish(actor)
    await settle()
    expect(manual.calls()).toBe(2)
    expect(slot.current()).toBe(actor)
  })
})
