/**
 * Promise actors from a table of requests (actor name → one input in, a promise out). A machine that declares
 * its requests as one interface (contacts: `ContactsRequests`, groups: `GroupRequests`) builds its slots with
 * it from a table of `missing(...)`, and the composition root and the test fakes provide plain functions
 * typed by the same interface: each actor's input and output types are written once, there.
 */
import { fromPromise, type PromiseActorLogic } from 'xstate'

type Request = (input: never) => Promise<unknown>

export type PromiseActors<R extends Record<keyof R, Request>> = {
  [K in keyof R]: PromiseActorLogic<Awaited<ReturnType<R[K]>>, Parameters<R[K]>[0]>
}

/** Each request as a promise actor; `onCall` hears every call (name, input) before it runs. */
export const promiseActors = <R extends Record<keyof R, Request>>(
  requests: R,
  onCall?: (name: string, input: unknown) => void,
): PromiseActors<R> => {
  const actors: Record<string, unknown> = {}
  for (const [name, request] of Object.entries(requests) as [
    string,
    (input: unknown) => Promise<unknown>,
  ][]) {
    actors[name] = fromPromise<unknown, unknown>(async ({ input }) => {
      onCall?.(name, input)
      return request(input)
    })
  }
  return actors as PromiseActors<R>
}
