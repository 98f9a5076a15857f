import { describe, expect, it, vi } from 'vitest'
import { createBrowserNotifier } from './system-notifier'

/** A Notification API whose permission the test sets, recording what was shown. */
const fakeApi = (initial: NotificationPermission, answer: NotificationPermission = initial) => {
  const shown: { title: string; options?: NotificationOptions }[] = []
  const instances: { onclick: (() => void) | null; closed: boolean }[] = []
  let asked = 0
  class FakeNotification {
    static permission: NotificationPermission = initial
    static async requestPermission(): Promise<NotificationPermission> {
      asked++
      FakeNotification.permission = answer
      return answer
    }
    onclick: (() => void) | null = null
    closed = false
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, ...(options ? { options } : {}) })
      instances.push(this)
    }
    close() {
      this.closed = true
    }
  }
  return { api: FakeNotification as unknown as typeof Notification, shown, instances, asked: () => asked }
}

const visible = { visibilityState: 'visible' as DocumentVisibilityState }
const hidden = { visibilityState: 'hidden' as DocumentVisibilityState }

describe('createBrowserNotifier', () => {
  it('reads and asks the permission, and shows an alert only once granted', async () => {
    const fake = fakeApi('default', 'granted')
    const notifier = createBrowserNotifier({ Notification: fake.api, document: hidden })
    expect(notifier.permission()).toBe('default')
    notifier.show({ title: 'Before', body: 'x', tag: 'a' })
    expect(fake.shown).toEqual([])
    expect(await notifier.requestPermission()).toBe('granted')
    expect(fake.asked()).toBe(1)
    notifier.show({ title: 'New follower', body: 'Alice followed you', tag: 'n1' })
    expect(fake.shown).toEqual([
      { title: 'New follower', options: { body: 'Alice followed you', tag: 'n1' } },
    ])
  })

  it('brings the person back to the tab when they click the alert', async () => {
    const fake = fakeApi('granted')
    let focused = 0
    const notifier = createBrowserNotifier({
      Notification: fake.api,
      document: hidden,
      focus: () => focused++,
    })
    notifier.show({ title: 'New follower', body: 'Alice followed you', tag: 'n1' })
    fake.instances[0]?.onclick?.()
    expect(focused).toBe(1)
    expect(fake.instances[0]?.closed).toBe(true)
  })

  it('reports a refusal and the page visibility', async () => {
    const fake = fakeApi('default', 'denied')
    const notifier = createBrowserNotifier({ Notification: fake.api, document: visible })
    expect(await notifier.requestPermission()).toBe('denied')
    expect(notifier.pageHidden()).toBe(false)
    expect(createBrowserNotifier({ Notification: fake.api, document: hidden }).pageHidden()).toBe(true)
  })

  it('says unsupported where the browser has no Notification API', async () => {
    const notifier = createBrowserNotifier({ document: hidden })
    expect(notifier.permission()).toBe('unsupported')
    expect(await notifier.requestPermission()).toBe('unsupported')
    expect(() => notifier.show({ title: 't', body: 'b', tag: 'x' })).not.toThrow()
  })

  it('shows through the service worker once it is active, so a push of the same tag replaces it', async () => {
    const fake = fakeApi('granted')
    const worker: { title: string; options?: NotificationOptions }[] = []
    let active: object | null = null
    const registration = {
      get active() {
        return active
      },
      showNotification: async (title: string, options?: NotificationOptions) => {
        worker.push({ title, ...(options ? { options } : {}) })
      },
    }
    const notifier = createBrowserNotifier({
      Notification: fake.api,
      document: hidden,
      navigator: {
        serviceWorker: { getRegistration: async () => registration as unknown as ServiceWorkerRegistration },
      },
    })
    notifier.show({ title: 'Alice', body: 'Hi', tag: 'chat:user:alice', url: '/chat/user:alice' })
    await vi.waitFor(() => expect(fake.shown).toHaveLength(1))
    expect(worker).toEqual([])
    active = {}
    notifier.show({ title: 'Alice', body: 'Again', tag: 'chat:user:alice', url: '/chat/user:alice' })
    await vi.waitFor(() => expect(worker).toHaveLength(1))
    expect(worker[0]).toEqual({
      title: 'Alice',
      options: { body: 'Again', tag: 'chat:user:alice', data: { url: '/chat/user:alice' } },
    })
    expect(fake.shown).toHaveLength(1)
  })
})
