/** Fake actors for the typing machine's tests and the conversation's component tests. */
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { fromWatch } from '../../../src/machines/kit'
import { typingMachine } from '../../../src/machines/typing/typing.machine'
import type { TypingEvent, TypingTopicInput } from '../../../src/machines/typing/typing.types'

export interface TypingHandle {
  /** A typing frame of the watched chat arrived from `from`. */
  hear(from: string): void
  /** The topics a typing signal was asked for, in order. */
  announced: string[]
  readonly watching: boolean
}

export const providedTypingMachine = (announce: () => Promise<boolean> = async () => true) => {
  let hearFrom: ((from: string) => void) | undefined
  const handle: TypingHandle = {
    announced: [],
    hear: (from) => hearFrom?.(from),
    get watching() {
      return hearFrom !== undefined
    },
  }
  const machine = typingMachine.provide({
    actors: {
      watchTyping: fromWatch<TypingEvent, TypingTopicInput>((send) => {
        hearFrom = (from) => send({ type: 'typing.heard', from })
        return () => {
          hearFrom = undefined
        }
      }),
      announceTyping: fromPromise<boolean, TypingTopicInput>(async ({ input }) => {
        handle.announced.push(input.topic)
        return announce()
      }),
    },
  })
  return { machine, handle }
}

/** The machine started on XState's simulated clock, as `user:me` in the chat with `user:peer`. */
export const startTyping = (announce?: () => Promise<boolean>) => {
  const { machine, handle } = providedTypingMachine(announce)
  const clock = new SimulatedClock()
  const actor = createActor(machine, { input: { topic: 'user:peer', selfId: 'user:me' }, clock }).start()
  return { actor, handle, clock }
}
