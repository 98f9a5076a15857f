/** The conversation mute on scripted rules, for the mute machine's tests and the chat screens'. Test support only. */
import { fromPromise } from 'xstate'
import { muteMachine } from '../../../src/machines/mute/mute.machine'
import type { MuteInput, MuteReading, SetMuteInput } from '../../../src/machines/mute/mute.types'

export interface MuteScript {
  /** What the node keeps when the chat opens; default: a node without Web Push. */
  read?: (input: MuteInput) => Promise<MuteReading>
  /** Answers a change with what the node now keeps; default: the change as asked. */
  set?: (input: SetMuteInput) => Promise<boolean>
}

/** The mute machine on `script`, and every change it asked for, in order. */
export const fakeMute = (script: MuteScript = {}) => {
  const changes: SetMuteInput[] = []
  const machine = muteMachine.provide({
    actors: {
      readMute: fromPromise<MuteReading, MuteInput>(
        async ({ input }) => script.read?.(input) ?? { available: false, muted: false },
      ),
      setMute: fromPromise<boolean, SetMuteInput>(async ({ input }) => {
        changes.push(input)
        return script.set ? script.set(input) : input.muted
      }),
    },
  })
  return { machine, changes }
}
