import { describe, expect, it, vi } from 'vitest'
import { type AppWindow, type ClickLike, listen, type PushLike, type WorkerScope } from './worker'

const NOW = 1_700_000_000_000

/** A worker scope whose windows, notifications and opened pages the test reads. */
const fakeScope = (windows: AppWindow[]) => {
  const handlers = new Map<string, (event: never) => void>()
  const shown: { title: string; options: unknown }[] = []
  const opened: string[] = []
  const took: string[] = []
  const scope: WorkerScope = {
    registration: {
      showNotification: async (title, options) => {
        shown.push({ title, options })
      },
    },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url) => opened.push(url),
      claim: async () => {
        took.push('claim')
      },
    },
    skipWaiting: async () => {
      took.push('skipWaiting')
    },
    addEventListener: (type, listener) => handlers.set(type, listener as (event: never) => void),
  }
  listen(scope, () => NOW)
  /** Dispatches `event` and resolves when the work it handed to waitUntil is done. */
  const dispatch = async (
    type: string,
    event: Omit<PushLike, 'waitUntil'> | Omit<ClickLike, 'waitUntil'>,
  ) => {
    let work: Promise<unknown> = Promise.resolve()
    handlers.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) } as never)
    await work
  }
  return { shown, opened, took, dispatch }
}

const appWindow = (visibilityState: AppWindow['visibilityState'], focused = false) => {
  const messages: unknown[] = []
  const focus = vi.fn(async () => undefined)
  const client: AppWindow = { visibilityState, focused, focus, postMessage: (m) => messages.push(m) }
  return { client, messages, focus }
}

const PAYLOAD = {
  v: 1,
  source: 'topics',
  title: 'News',
  body: 'A post',
  tag: 'notification:m1',
  url: '/notifications',
  ts: 5,
}
const push = (payload: unknown) => ({ data: { text: () => JSON.stringify(payload) } })

describe('the service worker', () => {
  it('takes over at once when installed and activated', async () => {
    const { took, dispatch } = fakeScope([])
    await dispatch('install', {} as never)
    expect(took).toEqual(['skipWaiting'])
    await dispatch('activate', {} as never)
    expect(took).toEqual(['skipWaiting', 'claim'])
  })

  it('shows a push as a notification while no window of the app is visible', async () => {
    const hidden = appWindow('hidden')
    const { shown, dispatch } = fakeScope([hidden.client])
    await dispatch('push', push(PAYLOAD))
    expect(shown).toEqual([
      {
        title: 'News',
        options: {
          body: 'A post',
          tag: 'notification:m1',
          data: { url: '/notifications' },
          timestamp: 5,
          icon: '/icons/icon-192.png',
        },
      },
    ])
    expect(hidden.messages).toEqual([])
  })

  it('shows the generic notification for a push without a payload', async () => {
    const { shown, dispatch } = fakeScope([])
    await dispatch('push', { data: null })
    expect(shown.map((s) => s.title)).toEqual(['Web3MQ'])
  })

  it('leaves a push to a visible window and tells it', async () => {
    const visible = appWindow('visible')
    const { shown, dispatch } = fakeScope([appWindow('hidden').client, visible.client])
    await dispatch('push', push(PAYLOAD))
    expect(shown).toEqual([])
    expect(visible.messages).toEqual([
      {
        type: 'web3mq.push',
        title: 'News',
        body: 'A post',
        tag: 'notification:m1',
        url: '/notifications',
        ts: 5,
      },
    ])
  })

  it('on a click, tells the focused window to open the page and focuses it', async () => {
    const other = appWindow('visible')
    const focused = appWindow('visible', true)
    const { opened, dispatch } = fakeScope([other.client, focused.client])
    const close = vi.fn()
    await dispatch('notificationclick', { notification: { data: { url: '/chat/user:alice' }, close } })
    expect(close).toHaveBeenCalledOnce()
    expect(focused.messages).toEqual([{ type: 'web3mq.open', url: '/chat/user:alice' }])
    expect(focused.focus).toHaveBeenCalledOnce()
    expect(other.messages).toEqual([])
    expect(opened).toEqual([])
  })

  it('still moves the window when focusing it is refused', async () => {
    const hidden = appWindow('hidden')
    hidden.focus.mockRejectedValueOnce(new Error('Not allowed to focus a window.'))
    const { dispatch } = fakeScope([hidden.client])
    await dispatch('notificationclick', { notification: { data: { url: '/contacts' }, close: () => {} } })
    expect(hidden.messages).toEqual([{ type: 'web3mq.open', url: '/contacts' }])
  })

  it('on a click with no window open, opens one at the page, never at another origin', async () => {
    const { opened, dispatch } = fakeScope([])
    await dispatch('notificationclick', { notification: { data: { url: '/contacts' }, close: () => {} } })
    await dispatch('notificationclick', {
      notification: { data: { url: '//evil.example/' }, close: () => {} },
    })
    expect(opened).toEqual(['/contacts', '/notifications'])
  })
})
