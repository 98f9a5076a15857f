/** Fake actors for the conversation machine's tests and the chat screens' component tests. */
import { createActor, fromPromise } from 'xstate'
import type { UserLike } from '../../../src/domain/display'
import type { DisplayMessage } from '../../../src/domain/messages'
import { flagsFor } from '../../../src/domain/messages/status'
import { conversationMachine } from '../../../src/machines/conversation/conversation.machine'
import type {
  ConversationEvent,
  ConversationInput,
  LoadPageOutput,
  WatchInput,
} from '../../../src/machines/conversation/conversation.types'
import { fromWatch } from '../../../src/machines/kit'
import type { ChatSecurity } from '../../../src/sdk/e2e/e2e'

const DAY = 86_400_000
/** 2026-11-23T10:00:00Z */
export const BASE_TIME = Date.UTC(2026, 10, 23, 10, 0)

/** A display message as the SDK hands it on; `at` is minutes after BASE_TIME (UTC dates and times). */
export const chatMessage = (
  id: string,
  fields: Partial<DisplayMessage> & { at?: number } = {},
): DisplayMessage => {
  const { at = 0, ...rest } = fields
  const timestamp = BASE_TIME + at * 60_000
  const iso = new Date(timestamp).toISOString()
  const status = rest.status ?? 'delivered'
  return {
    id,
    content: `Text ${id}`,
    senderId: 'user:peer',
    username: 'Pat',
    avatar: '',
    date: iso.slice(0, 10),
    time: iso.slice(11, 16),
    timestamp,
    status,
    flags: flagsFor(status),
    msgLoading: 'success',
    ...rest,
  }
}

/** `count` messages, newest first, one a minute, alternating senders, spread over days when `perDay` is set. */
export const chatHistory = (count: number, perDay = count): DisplayMessage[] =>
  Array.from({ length: count }, (_, i) => {
    const n = count - 1 - i
    return chatMessage(`m${n}`, {
      at: Math.floor(n / perDay) * (DAY / 60_000) + (n % perDay),
      senderId: n % 2 === 0 ? 'user:peer' : 'user:me',
    })
  })

export interface ConversationScript {
  /** History pages; default: empty. */
  load?: (page: number, size: number) => Promise<LoadPageOutput>
  send?: (text: string) => Promise<void>
  /** false: the message is no longer waiting to be sent; default true. */
  retry?: (id: string) => Promise<boolean>
  markRead?: (ids: readonly string[]) => Promise<void>
  peer?: () => Promise<UserLike | undefined>
  /** Whether the chat is end-to-end encrypted; default undefined (the client cannot encrypt). */
  security?: () => Promise<ChatSecurity | undefined>
  /** A reply, reaction, edit or delete, given its call as recorded (`reply:…`, `react:…`, …); default: done. */
  change?: (call: string) => Promise<void>
}

export interface ConversationHandle {
  /** The SDK's open chat changed: its rows, newest first. */
  deliver(messages: readonly DisplayMessage[]): void
  calls: string[]
  /** Whether the watch (the open chat) is running. */
  readonly watching: boolean
}

export const providedConversationMachine = (script: ConversationScript = {}) => {
  let deliverTo: ((messages: readonly DisplayMessage[]) => void) | undefined
  const handle: ConversationHandle = {
    calls: [],
    deliver: (messages) => deliverTo?.(messages),
    get watching() {
      return deliverTo !== undefined
    },
  }
  const change = (call: string) => {
    handle.calls.push(call)
    return (script.change ?? (async () => {}))(call)
  }
  const machine = conversationMachine.provide({
    actors: {
      watchConversation: fromWatch<ConversationEvent, WatchInput>((send, input) => {
        handle.calls.push(`open:${input.topic}`)
        deliverTo = (messages) => send({ type: 'conversation.messages', messages })
        return () => {
          deliverTo = undefined
          handle.calls.push(`close:${input.topic}`)
        }
      }),
      loadPage: fromPromise(async ({ input }) => {
        handle.calls.push(`load:${input.page}x${input.size}`)
        return (script.load ?? (async () => ({ messages: [], more: false })))(input.page, input.size)
      }),
      sendMessage: fromPromise(async ({ input }) => {
        handle.calls.push(`send:${input.text}`)
        return (script.send ?? (async () => {}))(input.text)
      }),
      retryMessage: fromPromise(async ({ input }) => {
        handle.calls.push(`retry:${input.id}`)
        return (script.retry ?? (async () => true))(input.id)
      }),
      markRead: fromPromise(async ({ input }) => {
        handle.calls.push(`read:${input.ids.join(',')}`)
        return (script.markRead ?? (async () => {}))(input.ids)
      }),
      sendReply: fromPromise(async ({ input }) => change(`reply:${input.parent.id}:${input.text}`)),
      reactMessage: fromPromise(async ({ input }) =>
        change(`react:${input.target.id}:${input.emoji}:${input.on ? 'add' : 'remove'}`),
      ),
      editMessage: fromPromise(async ({ input }) => change(`edit:${input.target.id}:${input.text}`)),
      deleteMessage: fromPromise(async ({ input }) => {
        await change(`delete:${input.target.id}`)
        return input.target.id
      }),
      loadPeer: fromPromise(async () => (script.peer ?? (async () => undefined))()),
      loadSecurity: fromPromise(async () => (script.security ?? (async () => undefined))()),
    },
  })
  return { machine, handle }
}

export const startConversation = (
  script: ConversationScript = {},
  input: Partial<ConversationInput> = {},
) => {
  const { machine, handle } = providedConversationMachine(script)
  const actor = createActor(machine, {
    input: { topic: 'user:peer', selfId: 'user:me', draft: '', ...input },
  }).start()
  return { actor, handle }
}
