import { afterEach, describe, expect, it, vi } from 'vitest'
import { bytesToBase64Url } from '../../domain/push/base64url'
import { PushSubscribeError } from '../../domain/push/subscribe-error'
import { createBrowserPushSubscriber } from './push-subscriber'

const KEY = bytesToBase64Url(new Uint8Array(65).fill(4))

/** A PushSubscription as the browser hands it out, under `key`. */
const subscription = (endpoint: string, key: string) => ({
  endpoint,
  options: { applicationServerKey: Uint8Array.from(Buffer.from(key, 'base64url')).buffer },
  toJSON: () => ({ endpoint, keys: { p256dh: 'p', auth: 'a' } }),
  unsubscribe: vi.fn(async () => true),
})

const host = (manager: Partial<PushManager>, options: { registered?: boolean } = {}) => {
  const registration = { pushManager: manager } as unknown as ServiceWorkerRegistration
  return {
    serviceWorker: {
      ready: Promise.resolve(registration),
      getRegistration: async () => (options.registered === false ? undefined : registration),
    },
    hasPushManager: true,
  }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('the browser push subscriber', () => {
  it('gives a push service that never answers a deadline, then says so', async () => {
    vi.useFakeTimers()
    const push = createBrowserPushSubscriber({
      ...host({
        getSubscription: async () => null,
        subscribe: () => new Promise<PushSubscription>(() => {}),
      }),
      deadlineMs: 15_000,
    })
    const asked = push.subscribe(KEY).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(15_000)
    const error = await asked
    expect(error).toBeInstanceOf(PushSubscribeError)
    expect((error as PushSubscribeError).reason).toBe('timeout')
  })

  it('keeps a subscription made under the same key and replaces one made under another', async () => {
    const same = subscription('https://push.example/same', KEY)
    const subscribe = vi.fn(
      async () => subscription('https://push.example/new', KEY) as unknown as PushSubscription,
    )
    const kept = createBrowserPushSubscriber(
      host({ getSubscription: async () => same as unknown as PushSubscription, subscribe }),
    )
    expect(await kept.subscribe(KEY)).toEqual({
      endpoint: 'https://push.example/same',
      p256dh: 'p',
      auth: 'a',
    })
    expect(subscribe).not.toHaveBeenCalled()
    const old = subscription('https://push.example/old', bytesToBase64Url(new Uint8Array(65).fill(9)))
    const replaced = createBrowserPushSubscriber(
      host({ getSubscription: async () => old as unknown as PushSubscription, subscribe }),
    )
    expect((await replaced.subscribe(KEY)).endpoint).toBe('https://push.example/new')
    expect(old.unsubscribe).toHaveBeenCalledOnce()
  })

  it('refuses at once where notifications are blocked, and reads a refusal from the browser as denied', async () => {
    const blocked = createBrowserPushSubscriber({ ...host({}), notificationPermission: () => 'denied' })
    await expect(blocked.subscribe(KEY)).rejects.toMatchObject({ reason: 'denied' })
    const refusing = createBrowserPushSubscriber(
      host({
        getSubscription: async () => null,
        subscribe: async () => {
          throw new DOMException('Registration failed - permission denied', 'NotAllowedError')
        },
      }),
    )
    await expect(refusing.subscribe(KEY)).rejects.toMatchObject({ reason: 'denied' })
  })

  it('holds nothing without a registered worker, and supports nothing without a push manager', async () => {
    const unregistered = createBrowserPushSubscriber(host({}, { registered: false }))
    expect(await unregistered.current()).toBeUndefined()
    const none = createBrowserPushSubscriber({ hasPushManager: false })
    expect(none.supported()).toBe(false)
    expect(await none.current()).toBeUndefined()
    await expect(none.subscribe(KEY)).rejects.toMatchObject({ reason: 'unsupported' })
  })
})
