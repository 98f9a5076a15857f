import { describe, expect, it } from 'vitest'
import type { ChatMachines } from '../machines/app/app-services'
import type { Client } from '../sdk'
import { createChatServices as create } from './chat-services'

const noMachines = async (): Promise<ChatMachines> => {
  throw new Error('not loaded in this test')
}
const createChatServices = (window: Window | undefined) => create(window, noMachines)

/**
 * The parts of a client the chat services read: the channel list and its unread watch, the muted chats of
 * the alert rules, and the user id. `setTotal` puts one chat with that many unread; `setChats` any list.
 */
const fakeClient = (userid: string) => {
  const watchers = new Set<(total: number) => void>()
  const muteWatchers = new Set<(muted: { muted: string[]; known: boolean }) => void>()
  let channels: { chatid: string; unread: number }[] = []
  const sum = () => channels.reduce((n, c) => n + c.unread, 0)
  const channel = {
    get channelList() {
      return channels
    },
    watchUnread(listener: (total: number) => void) {
      watchers.add(listener)
      listener(sum())
      return () => watchers.delete(listener)
    },
  }
  const chatPrefs = {
    watchMuted(listener: (muted: { muted: string[]; known: boolean }) => void) {
      muteWatchers.add(listener)
      listener({ muted: [], known: false })
      return () => muteWatchers.delete(listener)
    },
  }
  const client = { channel, chatPrefs, keys: { userid } } as unknown as Client
  const setChats = (next: { chatid: string; unread: number }[]) => {
    channels = next
    for (const watcher of watchers) watcher(sum())
  }
  const setTotal = (next: number) => setChats([{ chatid: 'user:x', unread: next }])
  const setMuted = (muted: string[]) => {
    for (const watcher of muteWatchers) watcher({ muted, known: true })
  }
  return { client, watchers, muteWatchers, setTotal, setChats, setMuted }
}

const memoryWindow = () => {
  const data = new Map<string, string>()
  const sessionStorage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  }
  return { window: { sessionStorage } as unknown as Window, data }
}

describe('chat services', () => {
  it('[P4.23] the badge total follows the signed-in client’s chat list, and is 0 signed out', () => {
    const chat = createChatServices(undefined)
    const heard: number[] = []
    chat.unread.subscribe(() => heard.push(chat.unread.total()))
    const { client, watchers, setTotal } = fakeClient('user:a')
    setTotal(2)
    chat.attach(client)
    setTotal(3)
    setTotal(3)
    setTotal(0)
    chat.attach(undefined)
    // Detached: nobody listens any more.
    expect(watchers.size).toBe(0)
    setTotal(4)
    expect(heard).toEqual([2, 3, 0])
    expect(chat.unread.total()).toBe(0)
  })

  it('leaves a muted chat out of the badge, and counts it again once unmuted', () => {
    const chat = createChatServices(undefined)
    const { client, muteWatchers, setChats, setMuted } = fakeClient('user:a')
    chat.attach(client)
    setChats([
      { chatid: 'user:b', unread: 2 },
      { chatid: 'group:g', unread: 5 },
    ])
    expect(chat.unread.total()).toBe(7)
    setMuted(['group:g'])
    expect(chat.unread.total()).toBe(2)
    setChats([
      { chatid: 'user:b', unread: 2 },
      { chatid: 'group:g', unread: 9 },
    ])
    expect(chat.unread.total()).toBe(2)
    setMuted([])
    expect(chat.unread.total()).toBe(11)
    chat.attach(undefined)
    expect(muteWatchers.size).toBe(0)
  })

  it('keeps drafts per user and chat in the tab’s session storage, an empty one removed', () => {
    const { window, data } = memoryWindow()
    const chat = createChatServices(window)
    chat.attach(fakeClient('user:a').client)
    chat.drafts.set('user:b', 'half written')
    expect(chat.drafts.get('user:b')).toBe('half written')
    expect(chat.drafts.get('user:c')).toBe('')
    // A reload: new services on the same storage.
    const again = createChatServices(window)
    again.attach(fakeClient('user:a').client)
    expect(again.drafts.get('user:b')).toBe('half written')
    again.attach(fakeClient('user:z').client)
    expect(again.drafts.get('user:b')).toBe('')
    again.attach(fakeClient('user:a').client)
    again.drafts.set('user:b', '')
    expect([...data.keys()]).toEqual([])
  })

  it('keeps drafts in memory where session storage refuses', () => {
    const refusing = {
      get sessionStorage(): Storage {
        throw new Error('SecurityError')
      },
    } as unknown as Window
    const chat = createChatServices(refusing)
    chat.drafts.set('user:b', 'kept')
    expect(chat.drafts.get('user:b')).toBe('kept')
  })

  it('loads the chat machines once, and again after a failed load', async () => {
    let loads = 0
    const loaded = { inbox: 'inbox', conversation: 'conversation' } as unknown as ChatMachines
    const chat = create(undefined, async () => {
      loads++
      if (loads === 1) throw new Error('Failed to fetch dynamically imported module')
      return loaded
    })
    await expect(chat.machines()).rejects.toThrow('Failed to fetch dynamically imported module')
    expect(await chat.machines()).toBe(loaded)
    expect(await chat.machines()).toBe(loaded)
    expect(loads).toBe(2)
  })
})
