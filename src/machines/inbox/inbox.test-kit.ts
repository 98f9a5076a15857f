/** Fake actors for the inbox machine's tests and the chat screens' component tests. */
import { createActor, fromCallback, fromPromise } from 'xstate'
import type { Contact } from '../../domain/contract/schemas'
import type { Channel } from '../../domain/messages'
import { inboxMachine } from './inbox.machine'

export interface InboxScript {
  /** What the node's list answers (the SDK's merged list); default: the watched list as it is. */
  load?: () => Promise<readonly Channel[]>
  search?: (keyword: string) => Promise<readonly Contact[]>
  /** The client's list when the screen opens. */
  initial?: readonly Channel[]
}

export interface InboxHandle {
  /** The client's chat list changed (a message arrived, a chat was opened). */
  change(channels: readonly Channel[]): void
  calls: string[]
}

export const channel = (chatid: string, fields: Partial<Channel> = {}): Channel => ({
  chatid,
  chat_type: chatid.startsWith('group:') ? 'group' : 'user',
  chat_name: '',
  avatar_base64: '',
  avatar_url: '',
  unread: 0,
  ...fields,
})

export const providedInboxMachine = (script: InboxScript = {}) => {
  const listeners = new Set<(channels: readonly Channel[]) => void>()
  let current = script.initial ?? []
  const handle: InboxHandle = {
    calls: [],
    change(channels) {
      current = channels
      for (const listener of listeners) listener(channels)
    },
  }
  const machine = inboxMachine.provide({
    actors: {
      loadChannels: fromPromise(async () => {
        handle.calls.push('loadChannels')
        return (script.load ?? (async () => current))()
      }),
      watchChannels: fromCallback(({ sendBack }) => {
        const deliver = (channels: readonly Channel[]) => sendBack({ type: 'inbox.channels', channels })
        listeners.add(deliver)
        deliver(current)
        return () => listeners.delete(deliver)
      }),
      searchUsers: fromPromise(async ({ input }) => {
        handle.calls.push(`search:${input.keyword}`)
        return (script.search ?? (async () => []))(input.keyword)
      }),
    },
  })
  return { machine, handle }
}

export const startInbox = (script: InboxScript = {}) => {
  const { machine, handle } = providedInboxMachine(script)
  const actor = createActor(machine, { input: { selfId: 'user:me' } }).start()
  return { actor, ...handle }
}
