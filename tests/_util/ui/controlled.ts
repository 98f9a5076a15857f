import { fromPromise, type PromiseActorLogic } from 'xstate'

/**
 * A fake promise actor a test answers by hand. Each call is recorded; `resolve`/`reject` answer the
 * oldest unanswered call, or the next call when none is waiting yet; `reply` answers every later call
 * automatically.
 */
export interface ControlledActor<I, O> {
  readonly logic: PromiseActorLogic<O, I>
  /** Every input the actor was started with, oldest first. */
  readonly calls: readonly I[]
  /** How many calls are waiting for an answer. */
  readonly pending: number
  resolve(value: O): void
  reject(error: unknown): void
  /** Answers this and every later call with `answer` (a value, or a function of the input). */
  reply(answer: (input: I) => O | Promise<O>): void
}

type Answer<O> = { ok: true; value: O } | { ok: false; error: unknown }
interface Waiting<I, O> {
  input: I
  resolve: (value: O) => void
  reject: (error: unknown) => void
}

export const controlledActor = <I, O>(auto?: (input: I) => O | Promise<O>): ControlledActor<I, O> => {
  const calls: I[] = []
  const waiting: Waiting<I, O>[] = []
  const early: Answer<O>[] = []
  let automatic = auto
  const settle = (answer: Answer<O>) => {
    const call = waiting.shift()
    if (!call) early.push(answer)
    else if (answer.ok) call.resolve(answer.value)
    else call.reject(answer.error)
  }
  const logic = fromPromise<O, I>(async ({ input }) => {
    calls.push(input)
    if (automatic) return automatic(input)
    const answer = early.shift()
    if (answer) {
      if (answer.ok) return answer.value
      throw answer.error
    }
    return new Promise<O>((resolve, reject) => waiting.push({ input, resolve, reject }))
  })
  return {
    logic,
    calls,
    get pending() {
      return waiting.length
    },
    resolve: (value) => settle({ ok: true, value }),
    reject: (error) => settle({ ok: false, error }),
    reply: (answer) => {
      automatic = answer
      for (const call of waiting.splice(0)) {
        Promise.resolve()
          .then(() => answer(call.input))
          .then(call.resolve, call.reject)
      }
    },
  }
}
