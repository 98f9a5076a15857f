/**
 * Push with the app closed, the whole chain (docs/product.md §14.6, docs/protocol.md §4.6): a person turns
 * pushes on from the subscription screen; the page's PushManager hands out a subscription whose keys a loopback
 * push service holds (./_util/push-manager.ts, since this Chromium's own push service is unreachable); the mock
 * node encrypts and signs each push to that service, which decrypts it and hands the plaintext to the app's
 * real service worker with CDP `ServiceWorker.deliverPushMessage`, as the browser would after decrypting. The
 * test then reads the worker's notifications and clicks one. Also: a muted chat pushes nothing, a subscription
 * the service calls gone is removed, an encrypted chat's push carries no text, and a hidden tab alerts.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { httpSend, signUpAndLogIn, type TestAccount } from '../_util/node-client'
import { type PushService, startPushService, type TestSubscription } from '../_util/push-service'
import { seedChat } from '../_util/seed-chat'
import { ethWallet } from '../fakes/wallets'
import { send as sendInChat } from './_util/chat-page'
import { banner, newcomer, signUpWithMetaMask, storage } from './_util/flows'
import { appUrl, e2eSuite, type Person } from './_util/harness'
import { usePushService } from './_util/push-manager'
import { clickNotification, noAppWindows, shownNotifications, workerPusher } from './_util/service-worker'

const e2e = e2eSuite(import.meta.url)
const origin = () => new URL(appUrl()).origin

const services: PushService[] = []
afterEach(async () => {
  for (const service of services.splice(0)) await service.close()
})

/** Someone on another app (the node's REST, no encryption) who writes to `to` with the given words. */
const outsider = async (label: string, nickname: string) => {
  const account = await signUpAndLogIn(httpSend(appUrl()), ethWallet(label), { nickname })
  const write = (to: string, text: string) =>
    seedChat(httpSend(appUrl()), account, { ...account, userid: to } as TestAccount, 1, () => text)
  return { account, write }
}

interface Receiver {
  person: Person
  userid: string
  service: PushService
  held: TestSubscription
}

/** A person signed up on the subscription screen, push server authorised, this device's pushes on. */
const receiver = async (label: string): Promise<Receiver> => {
  const service = await startPushService()
  services.push(service)
  const held = service.subscribe()
  const wallet = ethWallet(label)
  const person = await e2e.person({ eth: wallet })
  await person.context.grantPermissions(['notifications'], { origin: origin() })
  await usePushService(person.context, held)
  const page = person.page
  await page.goto(appUrl('/bind/subscribeManagement'))
  await signUpWithMetaMask(page, `${label}-password`, wallet.address)
  const authorise = page.getByRole('region', { name: 'Authorize Dapp' })
  await authorise.getByRole('button', { name: 'Authorize', exact: true }).click()
  await authorise.getByRole('button', { name: 'Revoke', exact: true }).waitFor()
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  const device = page.getByRole('region', { name: 'Notifications when the app is closed' })
  await device.getByRole('switch', { name: 'Notify me on this device' }).click()
  await device.getByText('This device gets notifications while the app is closed.').waitFor()
  return { person, userid: (await storage(page)).userid ?? '', service, held }
}

/** Hands every push the service receives to the app's worker, from a page that is not the app's. */
const deliverToWorker = async (context: BrowserContext, service: PushService): Promise<void> => {
  const push = await workerPusher(context, await context.newPage())
  service.forward((received) => void push(received.content))
}

const deviceSwitch = (page: Page) =>
  page
    .getByRole('region', { name: 'Notifications when the app is closed' })
    .getByRole('switch', { name: 'Notify me on this device' })

describe('push with the app closed', () => {
  it('[P1.5] a message reaches a closed app as a notification, and its click opens the conversation', async () => {
    const bob = await receiver('e2e-push-bob')
    const pete = await outsider('e2e-push-pete', 'Push Pete')
    await deliverToWorker(bob.person.context, bob.service)
    // The app's only tab closes: what follows comes by push alone.
    await bob.person.page.close()
    await noAppWindows(bob.person.context)
    await pete.write(bob.userid, 'Are you coming tonight?')
    const expected = {
      title: 'Push Pete',
      body: 'Are you coming tonight?',
      tag: `chat:${pete.account.userid}`,
      url: `/chat/${pete.account.userid}`,
    }
    await expect.poll(() => shownNotifications(bob.person.context), { timeout: 30_000 }).toEqual([expected])
    const [push] = bob.service.received
    expect(push?.headers).toMatchObject({ 'content-encoding': 'aes128gcm', urgency: 'high', ttl: '86400' })

    const page = await bob.person.context.newPage()
    await page.goto(appUrl('/profile'))
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    await clickNotification(bob.person.context, expected.tag)
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/chat/${pete.account.userid}`)
    await page.getByRole('heading', { level: 2, name: 'Push Pete' }).waitFor()
    await page.getByText('Are you coming tonight?').waitFor()
  })

  it('a muted chat pushes nothing, and a subscription its push service calls gone is removed', async () => {
    const bob = await receiver('e2e-push-muter')
    const pete = await outsider('e2e-push-muted-pete', 'Muted Pete')
    const page = bob.person.page
    await pete.write(bob.userid, 'first, before the mute')
    await bob.service.waitFor(1)
    await page.goto(appUrl(`/chat/${pete.account.userid}`))
    await page.getByRole('button', { name: 'Mute notifications' }).click()
    await page.getByRole('button', { name: 'Unmute notifications' }).waitFor()
    await expect
      .poll(() => page.getByRole('button', { name: 'Unmute notifications' }).getAttribute('aria-busy'))
      .toBeNull()
    await pete.write(bob.userid, 'while muted')
    await page.getByRole('button', { name: 'Unmute notifications' }).click()
    await page.getByRole('button', { name: 'Mute notifications' }).waitFor()
    await expect
      .poll(() => page.getByRole('button', { name: 'Mute notifications' }).getAttribute('aria-busy'))
      .toBeNull()
    await pete.write(bob.userid, 'after the mute')
    const pushes = await bob.service.waitFor(2)
    expect(pushes.map((p) => p.content.body)).toEqual(['first, before the mute', 'after the mute'])

    bob.service.expire(bob.held.id)
    await pete.write(bob.userid, 'to a browser that left')
    await expect.poll(() => bob.service.requests.some((r) => r.status === 410)).toBe(true)
    await page.goto(appUrl('/bind/subscribeManagement'))
    await expect
      .poll(async () => {
        await page.reload()
        return deviceSwitch(page).getAttribute('aria-checked')
      })
      .toBe('false')
  })

  it("an encrypted chat's push says who wrote and nothing of what", async () => {
    const bob = await receiver('e2e-push-secret-bob')
    const carol = await newcomer(e2e, 'e2e-push-secret-carol')
    await carol.page.goto(appUrl(`/chat/${bob.userid}`))
    await carol.page.getByText('End-to-end encrypted').waitFor({ timeout: 30_000 })
    await sendInChat(carol.page, 'The surprise party is on Friday')
    const [push] = await bob.service.waitFor(1)
    expect(push?.content.body).toMatch(/^New message from /)
    expect(JSON.stringify(push?.content)).not.toContain('surprise')
  })
})

describe('a hidden tab', () => {
  it('[P1.9] raises a browser notification for a chat message, under the tag a push of it would carry', async () => {
    const wallet = ethWallet('e2e-hidden-bob')
    const bob = await e2e.person({ eth: wallet })
    // Allowed before the app reads it, as a person who allowed notifications before.
    await bob.context.grantPermissions(['notifications'], { origin: origin() })
    await bob.page.goto(appUrl('/profile'))
    await signUpWithMetaMask(bob.page, 'e2e-hidden-bob-password', wallet.address)
    const bobId = (await storage(bob.page)).userid ?? ''
    await bob.page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    // A message that comes while the socket is down arrives with the catch-up, as history: no alert.
    await banner(bob.page).getByRole('status').filter({ hasText: 'Online' }).waitFor()
    // Headless Chromium reports every page visible (a second tab, an activated target and a minimised window
    // all leave it so); the page is told it is hidden, as a switch to another tab would.
    await bob.page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    const pete = await outsider('e2e-hidden-pete', 'Hidden Pete')
    await pete.write(bobId, 'Look at this when you are back')
    await expect
      .poll(() => shownNotifications(bob.context), { timeout: 30_000 })
      .toEqual([
        {
          title: 'Hidden Pete',
          body: 'Look at this when you are back',
          tag: `chat:${pete.account.userid}`,
          url: `/chat/${pete.account.userid}`,
        },
      ])
  })
})
