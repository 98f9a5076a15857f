import { describe, expect, it, vi } from 'vitest'
import { FakeBrowser } from '../../../tests/fakes/tabs'
import type { TabMessage } from '../../ports'
import { createBrowserTabs } from './browser-tabs'
import { createSingleTab } from './single-tab'

/** `count` tabs of one fake browser. */
const tabsOf = (browser: FakeBrowser, count: 2 | 3) => {
  const make = () => createBrowserTabs('t', browser.tab())
  return [make(), make(), ...(count === 3 ? [make()] : [])] as const
}

const nextMessage = (tabs: ReturnType<typeof createBrowserTabs>) =>
  new Promise<TabMessage>((resolve) => {
    const stop = tabs.subscribe((message) => {
      stop()
      resolve(message)
    })
  })

describe('browser tabs (Web Locks + BroadcastChannel)', () => {
  it('lets one tab lead; when it closes the next waiting tab takes over', async () => {
    const browser = new FakeBrowser()
    const [envA, envB] = [browser.tab(), browser.tab()]
    const [a, b] = [createBrowserTabs('t', envA), createBrowserTabs('t', envB)]
    const led: string[] = []
    const aLeads = new Promise<void>((resolve) => a.lead(() => resolve(void led.push('a'))))
    await aLeads
    const bLeads = new Promise<void>((resolve) => b.lead(() => resolve(void led.push('b'))))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(led).toEqual(['a'])
    browser.closeTab(envA.id)
    await bLeads
    expect(led).toEqual(['a', 'b'])
  })

  it('gives the lead up when asked, and withdraws a request not granted yet', async () => {
    const browser = new FakeBrowser()
    const [a, b, c = createSingleTab()] = tabsOf(browser, 3)
    const giveUpA = await new Promise<() => void>((resolve) => {
      const giveUp = a.lead(() => queueMicrotask(() => resolve(giveUp)))
    })
    const bLed = vi.fn()
    b.lead(bLed)()
    const cLeads = new Promise<void>((resolve) => c.lead(resolve))
    giveUpA()
    await cLeads
    expect(bLed).not.toHaveBeenCalled()
  })

  it('carries messages to every other tab, never back to the sender', async () => {
    const browser = new FakeBrowser()
    const [a, b, c = createSingleTab()] = tabsOf(browser, 3)
    const own = vi.fn()
    a.subscribe(own)
    const [atB, atC] = [nextMessage(b), nextMessage(c)]
    a.publish({ topic: 'session', body: { kind: 'logout' } })
    expect(await atB).toEqual({ topic: 'session', body: { kind: 'logout' } })
    expect(await atC).toEqual({ topic: 'session', body: { kind: 'logout' } })
    expect(own).not.toHaveBeenCalled()
  })

  it('stops hearing after unsubscribe or close', async () => {
    const browser = new FakeBrowser()
    const [a, b] = tabsOf(browser, 2)
    const heard = vi.fn()
    b.subscribe(heard)()
    const c = createBrowserTabs('t', browser.tab())
    const atC = nextMessage(c)
    c.close()
    a.publish({ topic: 'x', body: 1 })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(heard).not.toHaveBeenCalled()
    await expect(Promise.race([atC, Promise.resolve('silent')])).resolves.toBe('silent')
  })

  it('acts as a single tab where the browser has no Web Locks', async () => {
    const tabs = createBrowserTabs('t', { locks: undefined, channel: undefined })
    await new Promise<void>((resolve) => tabs.lead(resolve))
  })
})

describe('single tab', () => {
  it('leads at once, after the call returns, unless given up first', async () => {
    const tabs = createSingleTab()
    const led = vi.fn()
    tabs.lead(led)
    expect(led).not.toHaveBeenCalled()
    await Promise.resolve()
    expect(led).toHaveBeenCalledOnce()
    const never = vi.fn()
    tabs.lead(never)()
    await Promise.resolve()
    expect(never).not.toHaveBeenCalled()
  })
})
