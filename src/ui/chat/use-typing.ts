import { useMachine } from '@xstate/react'
import { useCallback, useEffect, useRef } from 'react'
import type { DisplayMessage } from '../../domain/messages'
import type { ChatMachines } from '../../machines/app/app-services'
import { inertTypingMachine } from '../../machines/typing/typing.machine'

/** The senders of the messages above `known` (newest first), or of none when `known` is not among them. */
const sendersSince = (newestFirst: readonly DisplayMessage[], known: string | undefined): string[] => {
  const senders = new Set<string>()
  for (const message of newestFirst) {
    if (message.id === known) return [...senders]
    senders.add(message.senderId)
  }
  return known === undefined ? [] : [...senders]
}

/**
 * Typing in the open chat (docs/product.md §14.11): runs the typing machine (an inert one where the app
 * composed none), tells it of each message that arrives (its sender stopped typing), and answers who is
 * typing and the composer's hook, called with the text at each change the person makes.
 */
export const useTyping = (
  machine: ChatMachines['typing'],
  { topic, selfId, messages }: { topic: string; selfId: string; messages: readonly DisplayMessage[] },
) => {
  const [state, send] = useMachine(machine ?? inertTypingMachine, { input: { topic, selfId } })
  const newest = useRef(messages[0]?.id)
  useEffect(() => {
    const senders = sendersSince(messages, newest.current)
    newest.current = messages[0]?.id
    if (senders.length > 0) send({ type: 'typing.arrived', senders })
  }, [messages, send])
  const onTyped = useCallback((text: string) => send({ type: 'composer.typed', text }), [send])
  return { typers: state.context.typers, onTyped }
}
