/** Fake actors for the inbox machine's tests and the chat screens' component tests. */
import { createActor, fromPromise } from 'xstate'
import type { Contact } from '../../../src/domain/contract/schemas'
import type { UserLike } from '../../../src/domain/display'
import type { Channel } from '../../../src/domain/messages'
import { type ChatPrefs, NO_PREFS } from '../../../src/domain/search'
import { inboxMachine } from '../../../src/machines/inbox/inbox.machine'
import type { InboxEvent } from '../../../src/machines/inbox/inbox.types'
import { fromWatch } from '../../../src/machines/kit'
import type { ChatList } from '../../../src/sdk/channel/chat-list-watch'
import type { MutedChats } from '../../../src/sdk/search/chat-prefs'

export interface InboxScript {
  /** What the node's list answers (the SDK's merged list); default: the watched list as it is. */
  load?: () => Promise<readonly Channel[]>
  search?: (keyword: string) => Promise<readonly Contact[]>
  /** The client's list when the screen opens. */
  initial?: readonly Channel[]
  /** The pinned and archived chats stored on this device; none by default. */
  prefs?: ChatPrefs
  /** How saving prefs goes; default it succeeds. */
  savePrefs?: (prefs: ChatPrefs) => Promise<void>
}

export interface InboxHandle {
  /** The client's chat list changed (a message arrived, a chat was opened). */
  change(channels: readonly Channel[]): void
  /** The SDK read the profile of the other person of a private chat that has no name. */
  name(userid: string, person: UserLike): void
  /** The alert rules were read (or changed): these chats are muted. */
  mute(muted: readonly string[]): void
  /** Every prefs value saved, in order. */
  saved: ChatPrefs[]
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
  const listeners = new Set<(list: ChatList) => void>()
  let current: ChatList = { channels: script.initial ?? [], people: {} }
  const tell = (list: ChatList) => {
    current = list
    for (const listener of listeners) listener(list)
  }
  const mutedListeners = new Set<(muted: MutedChats) => void>()
  let muted: MutedChats = { muted: [], known: false }
  const handle: InboxHandle = {
    calls: [],
    saved: [],
    mute(list) {
      muted = { muted: list, known: true }
      for (const listener of mutedListeners) listener(muted)
    },
    change: (channels) => tell({ ...current, channels }),
    name: (userid, person) => tell({ ...current, people: { ...current.people, [userid]: person } }),
  }
  const machine = inboxMachine.provide({
    actors: {
      loadChannels: fromPromise(async () => {
        handle.calls.push('loadChannels')
        return (script.load ?? (async () => current.channels))()
      }),
      watchChannels: fromWatch<InboxEvent>((send) => {
        const deliver = (list: ChatList) => send({ type: 'inbox.list', list })
        listeners.add(deliver)
        deliver(current)
        return () => {
          listeners.delete(deliver)
        }
      }),
      loadPrefs: fromPromise(async () => script.prefs ?? NO_PREFS),
      savePrefs: fromPromise<void, ChatPrefs>(async ({ input }) => {
        handle.saved.push(input)
        await (script.savePrefs ?? (async () => undefined))(input)
      }),
      watchMuted: fromWatch<InboxEvent>((send) => {
        const deliver = (value: MutedChats) => send({ type: 'inbox.muted', muted: value })
        mutedListeners.add(deliver)
        deliver(muted)
        return () => {
          mutedListeners.delete(deliver)
        }
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
