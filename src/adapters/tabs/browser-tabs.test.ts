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
    await new Promise<void>((resolve) => a.lead(resolve))
    let aClosed = false
    const bLeadsAfterA = new Promise<boolean>((resolve) => b.lead(() => resolve(aClosed)))
    // A message reaches B only after the locks answered B's request: a lead granted too early shows then.
    const heard = nextMessage(b)
    a.publish({ topic: 'x', body: 1 })
    await heard
    aClosed = true
    browser.closeTab(envA.id)
    expect(await bLeadsAfterA).toBe(true)
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
    const atC = vi.fn()
    c.subscribe(atC)
    c.close()
    // The marker is carried after 'x' to every tab: once B has it, 'x' has come wherever it would.
    const atB: TabMessage[] = []
    const markerAtB = new Promise<void>((resolve) =>
      b.subscribe((message) => {
        atB.push(message)
        if (message.topic === 'marker') resolve()
      }),
    )
    a.publish({ topic: 'x', body: 1 })
    a.publish({ topic: 'marker', body: 2 })
    await markerAtB
    expect(atB.map((m) => m.topic)).toEqual(['x', 'marker'])
    expect(heard).not.toHaveBeenCalled()
    expect(atC).not.toHaveBeenCalled()
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
