/** Waiting for live SDK events in the contract suite, always with a deadline. */
import type { EventMap, EventName } from '#domain/events'
import type { Client } from '../../src/sdk'
import { nextEvent as nextEventOn } from '../_util/events'
import { EVENT_WAIT_MS } from './_target'

/**
 * The next payload of `type` on `client` that satisfies `match`; rejects after `ms`. Call it BEFORE
 * the action that causes the event: the SDK emits only to listeners already registered.
 */
export const nextEvent = <K extends EventName>(
  client: Client,
  type: K,
  match: (payload: EventMap[K]) => boolean = () => true,
  ms = EVENT_WAIT_MS,
): Promise<EventMap[K]> => nextEventOn(client.events, type, match, ms)

/** The UTF-8 text of a base64 chat payload. */
export const textOf = (payloadBase64: string): string => Buffer.from(payloadBase64, 'base64').toString('utf8')
