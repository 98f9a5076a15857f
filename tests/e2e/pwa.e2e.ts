/**
 * The installable app and its service worker (issue 27), in Chromium with a persistent profile (a context
 * without one is incognito, which no browser installs from): the installability check passes; a push
 * while no window of the app is visible shows its notification, and one with the same tag replaces it; a
 * push while a window is visible shows nothing (that tab alerts by itself); a click moves an open window
 * to the push's page without a reload, or asks for a window there. Pushes are handed to the worker with CDP
 * `ServiceWorker.deliverPushMessage`, as a push service would after decrypting.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { CHROMIUM, FLAGS } from './_util/browser'
import { appUrl } from './_util/harness'
import {
  appWorker,
  clickNotification,
  noAppWindows,
  shownNotifications,
  workerPusher,
} from './_util/service-worker'

const origin = () => new URL(appUrl()).origin

interface Profile {
  context: BrowserContext
  /** Page errors and console errors of every page, which each scenario asserts are none. */
  errors: string[]
}

let open: { profile: Profile; dir: string } | undefined

afterEach(async () => {
  if (!open) return
  await open.profile.context.close()
  rmSync(open.dir, { recursive: true, force: true })
  expect(open.profile.errors, 'console and page errors').toEqual([])
  open = undefined
})

/** A browser on a profile of its own on disk, notifications allowed for the app. */
const launchProfile = async (): Promise<Profile> => {
  const dir = mkdtempSync(join(tmpdir(), 'w3mq-pwa-'))
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
  })
  const errors: string[] = []
  const watch = (page: Page) => {
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text())
    })
  }
  context.pages().forEach(watch)
  context.on('page', watch)
  await context.grantPermissions(['notifications'], { origin: origin() })
  const profile = { context, errors }
  open = { profile, dir }
  return profile
}

/** The app at `path`, once its service worker is active (it registers once the page is idle). */
const openApp = async (profile: Profile, path: string): Promise<Page> => {
  const page = profile.context.pages()[0] ?? (await profile.context.newPage())
  page.setDefaultTimeout(15_000)
  await page.goto(appUrl(path))
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  return page
}

const worker = (profile: Profile) => appWorker(profile.context)
const pusher = (profile: Profile, page: Page) => workerPusher(profile.context, page)
const shown = (profile: Profile) => shownNotifications(profile.context)

/** Shows a notification leading to `url` and clicks it, inside the worker. */
const clickTo = async (profile: Profile, url: string) => {
  await (await worker(profile)).evaluate(async (url) => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration }
    await scope.registration.showNotification('Alice', { tag: 'chat:user:alice', data: { url } })
  }, url)
  await clickNotification(profile.context, 'chat:user:alice')
}

const payload = (body: string) => ({
  v: 1,
  source: 'chats',
  title: 'Alice',
  body,
  tag: 'chat:user:alice',
  url: '/chat/user:alice',
  ts: 1_700_000_000_000,
})

describe('the installable app', () => {
  it('passes the installability check with its manifest, icons and service worker', async () => {
    const profile = await launchProfile()
    const page = await openApp(profile, '/profile')
    const cdp = await profile.context.newCDPSession(page)
    const manifest = await cdp.send('Page.getAppManifest')
    expect(manifest.errors).toEqual([])
    expect(manifest.url).toBe(`${origin()}/manifest.webmanifest`)
    expect(await cdp.send('Page.getInstallabilityErrors')).toEqual({ installabilityErrors: [] })
  })
})

describe('pushes', () => {
  it('shows a push while no window of the app is open, and replaces it by tag', async () => {
    const profile = await launchProfile()
    const app = await openApp(profile, '/profile')
    // DevTools needs a page; this one is not the app's, so the app has no window left once it closes.
    const blank = await profile.context.newPage()
    const push = await pusher(profile, blank)
    await app.close()
    await noAppWindows(profile.context)
    await push(payload('first'))
    await expect
      .poll(() => shown(profile))
      .toEqual([{ title: 'Alice', body: 'first', tag: 'chat:user:alice', url: '/chat/user:alice' }])
    await push(payload('second'))
    await expect
      .poll(() => shown(profile))
      .toEqual([{ title: 'Alice', body: 'second', tag: 'chat:user:alice', url: '/chat/user:alice' }])
  })

  it('shows the generic notification for a push it cannot read', async () => {
    const profile = await launchProfile()
    const app = await openApp(profile, '/profile')
    const push = await pusher(profile, await profile.context.newPage())
    await app.close()
    await noAppWindows(profile.context)
    await push('not a payload')
    await expect
      .poll(() => shown(profile))
      .toEqual([
        { title: 'Web3MQ', body: 'You have a new notification', tag: 'web3mq', url: '/notifications' },
      ])
  })

  it('leaves a push to the visible window: no notification, the window is told', async () => {
    const profile = await launchProfile()
    const app = await openApp(profile, '/profile')
    const push = await pusher(profile, app)
    // A deadline, not a pause: a worker that showed the notification instead never posts.
    const told = app.evaluate(
      () =>
        new Promise<unknown>((resolve, reject) => {
          setTimeout(() => reject(new Error('the worker did not tell the window within 15 s')), 15_000)
          navigator.serviceWorker.addEventListener('message', (event) => {
            if (event.data?.type === 'web3mq.push') resolve(event.data)
          })
        }),
    )
    await push(payload('while you look'))
    expect(await told).toMatchObject({ type: 'web3mq.push', tag: 'chat:user:alice', body: 'while you look' })
    expect(await shown(profile)).toEqual([])
  })
})

describe('a click on a notification', () => {
  it('moves the open window to its page without a reload', async () => {
    const profile = await launchProfile()
    const app = await openApp(profile, '/profile')
    await app.evaluate(() => {
      ;(window as unknown as { marker: string }).marker = 'same document'
    })
    await clickTo(profile, '/notifications')
    await expect.poll(() => new URL(app.url()).pathname).toBe('/notifications')
    expect(await app.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document')
    expect(await shown(profile)).toEqual([])
  })

  it('asks for a window at its page when none is open', async () => {
    const profile = await launchProfile()
    const app = await openApp(profile, '/profile')
    await profile.context.newPage()
    await app.close()
    await noAppWindows(profile.context)
    // Chromium lets a worker open a window only inside a click the person made on a shown notification,
    // which no DevTools command can make: a click dispatched by the test is refused ("Not allowed to open a
    // window."). So the test records what the worker asked the browser for, through the real openWindow.
    await (await worker(profile)).evaluate(() => {
      type Opener = { openWindow(url: string): Promise<unknown> }
      const scope = self as unknown as { clients: Opener; asked: string[] }
      const openWindow = scope.clients.openWindow.bind(scope.clients)
      scope.asked = []
      scope.clients.openWindow = (url) => {
        scope.asked.push(url)
        return openWindow(url)
      }
    })
    await clickTo(profile, '/notifications')
    const asked = async () =>
      (await worker(profile)).evaluate(() => (self as unknown as { asked: string[] }).asked)
    await expect.poll(asked).toEqual(['/notifications'])
    expect(await shown(profile)).toEqual([])
  })
})
