/**
 * The I/O behind the typing machine, each one SDK call on the signed-in client (`client.typing`): the typing
 * frames heard in a chat, and one typing signal. Wiring only: where a signal may go is the SDK's rule.
 */
import { fromPromise } from 'xstate'
import { fromWatch } from '../machines/kit'
import type { TypingEvent, TypingTopicInput } from '../machines/typing/typing.types'
import type { Client } from '../sdk'

export const typingActors = (deps: { client: () => Client | undefined }) => ({
  watchTyping: fromWatch<TypingEvent, TypingTopicInput>((send, { topic }) =>
    deps.client()?.typing.watch(topic, (from) => send({ type: 'typing.heard', from })),
  ),
  announceTyping: fromPromise<boolean, TypingTopicInput>(
    async ({ input }) => (await deps.client()?.typing.announce(input.topic)) ?? false,
  ),
})
