/**
 * Web Locks and BroadcastChannel as Node lacks them, for the tab coordinator's unit tests: one
 * `FakeBrowser` is one browser profile, each `tab()` an environment of one tab in it.
 */
import type { TabsEnvironment } from '../../src/adapters/tabs/browser-tabs'

interface Waiter {
  grant: () => void
  signal?: AbortSignal
}

type Listener = (event: { data: unknown }) => void

export class FakeBrowser {
  private readonly held = new Set<string>()
  private readonly queues = new Map<string, Waiter[]>()
  private readonly channels = new Map<string, Set<{ listeners: Set<Listener>; open: boolean }>>()
  /** Every tab's lock releases, to close a tab as the browser does. */
  private readonly tabReleases = new Map<number, (() => void)[]>()
  private nextTab = 0

  tab(): TabsEnvironment & { id: number } {
    const id = this.nextTab++
    this.tabReleases.set(id, [])
    return {
      id,
      locks: { request: this.request(id) as LockManager['request'] },
      channel: (name) => this.open(name),
    }
  }

  /** The tab is gone: the browser frees its locks. */
  closeTab(id: number): void {
    for (const release of this.tabReleases.get(id) ?? []) release()
    this.tabReleases.set(id, [])
  }

  private request(tab: number) {
    return (name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>) =>
      new Promise<void>((resolve, reject) => {
        const grant = () => {
          this.held.add(name)
          let freed = false
          const free = () => {
            if (freed) return
            freed = true
            this.held.delete(name)
            resolve()
            this.next(name)
          }
          this.tabReleases.get(tab)?.push(free)
          void callback().then(free)
        }
        options.signal?.addEventListener('abort', () => {
          const queue = this.queues.get(name) ?? []
          const index = queue.findIndex((w) => w.grant === grant)
          if (index >= 0) queue.splice(index, 1)
          if (index >= 0) reject(new DOMException('aborted', 'AbortError'))
        })
        if (this.held.has(name)) this.queues.set(name, [...(this.queues.get(name) ?? []), { grant }])
        else queueMicrotask(grant)
      })
  }

  private next(name: string): void {
    const waiter = this.queues.get(name)?.shift()
    if (waiter) queueMicrotask(waiter.grant)
  }

  private open(name: string) {
    const self = { listeners: new Set<Listener>(), open: true }
    const peers = this.channels.get(name) ?? new Set()
    this.channels.set(name, peers)
    peers.add(self)
    return {
      postMessage: (data: unknown) => {
        const copy = structuredClone(data)
        for (const peer of peers) {
          if (peer === self || !peer.open) continue
          setTimeout(() => {
            for (const listener of peer.listeners) listener({ data: copy })
          })
        }
      },
      addEventListener: (_type: string, listener: Listener) => self.listeners.add(listener),
      close: () => {
        self.open = false
        peers.delete(self)
      },
    } as unknown as BroadcastChannel
  }
}
