/**
 * A machine's subscription to an SDK watch (`client.notify.watchNotifications`, `client.contact.watchContacts`,
 * `client.group.watchJoinRequests`, …): a callback actor that holds the one subscription while the state that
 * invokes it is active, stops it when that state is left, and sends its parent each change as an event. The
 * machine declares the slot (`missingWatch`, or `fromWatch` with a default); the composition root provides
 * `fromWatch` with the SDK call, naming the machine's event for each change and nothing more.
 */
import { type CallbackActorLogic, type EventObject, fromCallback } from 'xstate'

/**
 * Starts one subscription that sends the parent `TEvent`s, returning how to stop it, or nothing when there
 * is nothing to watch (no one signed in).
 */
export type Watch<TEvent extends EventObject, TInput = undefined> = (
  send: (event: TEvent) => void,
  input: TInput,
) => (() => void) | undefined

export type WatchLogic<TInput = undefined> = CallbackActorLogic<EventObject, TInput>

/** The actor that runs `watch` while it is invoked. */
export const fromWatch = <TEvent extends EventObject, TInput = undefined>(
  watch: Watch<TEvent, TInput>,
): WatchLogic<TInput> => fromCallback<EventObject, TInput>(({ sendBack, input }) => watch(sendBack, input))

/** The default of a watch slot: the machine fails, naming the actor, until `provide()` gives one. */
export const missingWatch = <TInput = undefined>(machine: string, actor: string): WatchLogic<TInput> =>
  fromWatch<EventObject, TInput>(() => {
    throw new Error(`${machine} needs ${actor} from machine.provide()`)
  })
