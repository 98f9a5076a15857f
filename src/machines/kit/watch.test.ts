import { describe, expect, it } from 'vitest'
import { createActor, createMachine, type EventObject, setup } from 'xstate'
import { fromWatch, missingWatch } from './watch'

/** A stand-in for an SDK watch: listeners the test tells changes to. */
const sdkWatch = () => {
  const listeners = new Set<(n: number) => void>()
  return {
    watch: (listener: (n: number) => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    tell: (n: number) => {
      for (const listener of listeners) listener(n)
    },
    get size() {
      return listeners.size
    },
  }
}

describe('fromWatch', () => {
  it('holds one subscription while its state is active, sending the parent an event per change', () => {
    const sdk = sdkWatch()
    const heard: number[] = []
    const machine = setup({
      types: { events: {} as { type: 'changed'; n: number } | { type: 'leave' } },
      actors: {
        live: fromWatch<{ type: 'changed'; n: number }>((send) =>
          sdk.watch((n) => send({ type: 'changed', n })),
        ),
      },
    }).createMachine({
      initial: 'watching',
      states: {
        watching: {
          invoke: { src: 'live' },
          on: { changed: { actions: ({ event }) => heard.push(event.n) }, leave: 'done' },
        },
        done: {},
      },
    })
    const actor = createActor(machine).start()
    sdk.tell(1)
    sdk.tell(2)
    expect(heard).toEqual([1, 2])
    actor.send({ type: 'leave' })
    expect(sdk.size).toBe(0)
  })

  it('passes the invoke input to the watch, and a missing watch fails naming the machine and actor', () => {
    const inputs: unknown[] = []
    const parent = (logic: ReturnType<typeof fromWatch<EventObject, { id: string }>>) => {
      const actor = createActor(createMachine({ invoke: { src: logic, input: { id: 'group:1' } } }))
      // The failure is read from the snapshot below; the observer keeps it from being reported as unhandled.
      actor.subscribe({ error: () => undefined })
      return actor.start()
    }
    parent(
      fromWatch<EventObject, { id: string }>((_, input) => {
        inputs.push(input)
        return undefined
      }),
    )
    expect(inputs).toEqual([{ id: 'group:1' }])
    const failing = parent(missingWatch<{ id: string }>('someMachine', 'liveThings'))
    expect(failing.getSnapshot().status).toBe('error')
    expect((failing.getSnapshot().error as Error).message).toBe(
      'someMachine needs liveThings from machine.provide()',
    )
  })
})
