import { describe, expect, it } from 'vitest'
import { registerServiceWorker } from './service-worker'

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole app', async () => {
    const calls: unknown[][] = []
    const warned: unknown[] = []
    await registerServiceWorker(
      {
        register: async (...args: unknown[]) => {
          calls.push(args)
          return {} as ServiceWorkerRegistration
        },
      },
      (message) => warned.push(message),
    )
    expect(calls).toEqual([['/sw.js', { scope: '/' }]])
    expect(warned).toEqual([])
  })

  it('logs a refusal and resolves: nothing a person sees depends on it', async () => {
    const refusal = new DOMException('Failed to register a ServiceWorker', 'SecurityError')
    const warned: unknown[][] = []
    await expect(
      registerServiceWorker(
        {
          register: async () => {
            throw refusal
          },
        },
        (message, detail) => warned.push([message, detail]),
      ),
    ).resolves.toBeUndefined()
    expect(warned).toEqual([['[web3mq] service worker not registered', refusal]])
  })

  it('does nothing where the browser has no service workers', async () => {
    await expect(registerServiceWorker(undefined, () => expect.unreachable())).resolves.toBeUndefined()
  })
})
