/**
 * The chat state the header needs on every page, kept without the chat chunk: the total unread count of
 * the signed-in client's chats (docs/product.md §4), and the composer drafts per chat, in the tab's session
 * storage so a reload keeps them and closing the tab forgets them.
 */

import { totalUnread } from '../domain/messages/channel-list'
import type { ChatMachines, ChatServices } from '../machines/app/app-services'
import type { Client } from '../sdk'
import { loadOnce } from './load-once'
import { createValueStore } from './value-store'

const DRAFT_PREFIX = 'web3mq.chat-draft.'

/** Session storage, or none where it is missing or refused (drafts then last for the page). */
const sessionStore = (window: Window | undefined): Storage | undefined => {
  try {
    return window?.sessionStorage
  } catch {
    return undefined
  }
}

export const createChatServices = (
  window: Window | undefined,
  loadMachines: () => Promise<ChatMachines>,
): ChatServices & { attach(client: Client | undefined): void } => {
  let client: Client | undefined
  let stop: (() => void) | undefined
  const total = createValueStore(0)
  const memory = new Map<string, string>()
  const store = sessionStore(window)
  const keyOf = (topic: string) => `${DRAFT_PREFIX}${client?.keys.userid ?? ''}.${topic}`
  return {
    unread: { total: total.get, subscribe: total.subscribe },
    drafts: {
      get: (topic) => {
        const key = keyOf(topic)
        try {
          return store?.getItem(key) ?? memory.get(key) ?? ''
        } catch {
          return memory.get(key) ?? ''
        }
      },
      set: (topic, text) => {
        const key = keyOf(topic)
        memory.set(key, text)
        try {
          if (text === '') store?.removeItem(key)
          else store?.setItem(key, text)
        } catch {
          // A full or refused storage keeps the draft in memory for this page.
        }
      },
    },
    machines: loadOnce(loadMachines),
    attach(next) {
      if (next === client) return
      stop?.()
      stop = undefined
      client = next
      if (!next) return total.set(0)
      // The badge leaves muted chats out (docs/product.md §14.6): the list's counts, less the muted ones.
      let muted: ReadonlySet<string> = new Set()
      const tell = () => total.set(totalUnread(next.channel.channelList, muted))
      const offList = next.channel.watchUnread(tell)
      const offMuted = next.chatPrefs.watchMuted((mutes) => {
        muted = new Set(mutes.muted)
        tell()
      })
      stop = () => {
        offList()
        offMuted()
      }
    },
  }
}
