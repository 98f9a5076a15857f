/**
 * Subscription management: authorising and revoking the push server with a wallet signature, topics
 * end to end — one person creates a topic, another subscribes by its id, and a publication arrives live
 * as a notification on the subscriber's screen — and this device's pushes with the app closed, through a
 * loopback push service.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { httpSend, signUpAndLogIn } from '../_util/node-client'
import { startPushService } from '../_util/push-service'
import { seedChat, seededText } from '../_util/seed-chat'
import { ethWallet } from '../fakes/wallets'
import { signUpWithMetaMask, storage } from './_util/flows'
import { appUrl, e2eSuite, type Person, shortId } from './_util/harness'
import { usePushService } from './_util/push-manager'

const e2e = e2eSuite(import.meta.url)

const SCREEN = '/bind/subscribeManagement'

const onSubscriptionScreen = async (
  label: string,
  prepare: (person: Person) => Promise<void> = async () => undefined,
): Promise<Person> => {
  const wallet = ethWallet(label)
  const person = await e2e.person({ eth: wallet })
  await prepare(person)
  await person.page.goto(appUrl(SCREEN))
  await signUpWithMetaMask(person.page, `${label}-password`, wallet.address)
  await person.page.getByRole('heading', { level: 1, name: 'Subscription management' }).waitFor()
  return person
}

const section = (page: Page, name: string): Locator => page.getByRole('region', { name })

/** The push toggle once the signature, the request and the read-back are done. */
const pushButton = async (page: Page, name: 'Authorize' | 'Revoke'): Promise<Locator> => {
  const button = section(page, 'Authorize Dapp').getByRole('button', { name, exact: true })
  await expect.poll(() => button.getAttribute('aria-busy')).toBeNull()
  return button
}

describe('subscription management', () => {
  it('[P1.5] authorises the push server and revokes it, each with a wallet signature', async () => {
    const me = await onSubscriptionScreen('e2e-sub-push')
    const push = section(me.page, 'Authorize Dapp')
    await push.getByText('Receive: notifications').waitFor()
    await push.getByText('Not authorized: the Dapp does not receive your notifications.').waitFor()

    const before = me.eth.calls.filter((c) => c === 'personal_sign').length
    await (await pushButton(me.page, 'Authorize')).click()
    await push.getByRole('status').filter({ hasText: 'You have successfully authorized dapp' }).waitFor()
    await push.getByText('Authorized: the Dapp forwards your notifications to Telegram.').waitFor()
    expect(me.eth.calls.filter((c) => c === 'personal_sign').length).toBe(before + 1)

    // The node keeps it: after a reload the screen reads it back.
    await me.page.reload()
    await pushButton(me.page, 'Revoke')
    await push.getByText('Authorized: the Dapp forwards your notifications to Telegram.').waitFor()

    await (await pushButton(me.page, 'Revoke')).click()
    await push
      .getByRole('status')
      .filter({ hasText: 'The Dapp no longer receives your notifications.' })
      .waitFor()
    await pushButton(me.page, 'Authorize')
    await me.page.reload()
    await push.getByText('Not authorized: the Dapp does not receive your notifications.').waitFor()
  })

  it('delivers a topic publication live to a subscriber as a notification', async () => {
    const publisher = await onSubscriptionScreen('e2e-sub-publisher')
    const topics = section(publisher.page, 'Topics')
    await topics.getByText('You have not created a topic yet.').waitFor()
    await topics.getByRole('textbox', { name: 'Topic name' }).fill('E2E release notes')
    await topics.getByRole('button', { name: 'Create topic' }).click()
    const created = topics.getByRole('listitem').filter({ hasText: 'E2E release notes' })
    await created.waitFor()
    const topicId = await created.evaluate((li) => li.querySelector('strong + span')?.textContent ?? '')
    expect(topicId).not.toBe('')

    const subscriber = await onSubscriptionScreen('e2e-sub-reader')
    const notifications = section(subscriber.page, 'Notifications')
    await notifications.getByText('No notification message').waitFor()
    const theirTopics = section(subscriber.page, 'Topics')
    await theirTopics.getByRole('textbox', { name: 'Topic id' }).fill(topicId)
    await theirTopics.getByRole('button', { name: 'Subscribe', exact: true }).click()
    await theirTopics.getByRole('listitem').filter({ hasText: topicId }).waitFor()

    const form = publisher.page.getByRole('group', { name: 'Publish to E2E release notes' })
    await form.getByRole('textbox', { name: 'Title' }).fill('Version 2 is out')
    await form.getByRole('textbox', { name: 'Content' }).fill('Dark mode and faster sign-in.')
    await form.getByRole('button', { name: 'Publish' }).click()
    await topics
      .getByRole('status')
      .filter({ hasText: 'Published "Version 2 is out" to E2E release notes.' })
      .waitFor()

    // No reload: the notification arrives over the socket, unread.
    const item = notifications.getByRole('listitem').filter({ hasText: 'Version 2 is out' })
    await item.waitFor()
    await item.getByText('Dark mode and faster sign-in.').waitFor()
    expect(await item.getAttribute('data-read')).toBe('false')
    // From the publisher by the display rules, as the notification centre names them: no nickname, so the
    // shortened wallet address (the short userid shows only until the profile is read).
    const from = item.locator('p').filter({ hasText: ' · From ' })
    await expect
      .poll(async () => (await from.textContent())?.toLowerCase())
      .toContain(` · From ${shortId(publisher.address)}`.toLowerCase())
    await notifications.getByRole('heading', { name: 'Notifications (1 unread)' }).waitFor()

    await notifications.getByRole('button', { name: 'Mark all as read' }).click()
    await notifications.getByRole('heading', { name: 'Notifications (0 unread)' }).waitFor()
    await subscriber.page.reload()
    await notifications.getByRole('listitem').filter({ hasText: 'Version 2 is out' }).waitFor()
    await notifications.getByRole('heading', { name: 'Notifications (0 unread)' }).waitFor()
  })

  it('turns this device on once the push server is authorised; a message then reaches its push service', async () => {
    const service = await startPushService()
    try {
      const held = service.subscribe()
      const me = await onSubscriptionScreen('e2e-sub-device', async (person) => {
        await person.context.grantPermissions(['notifications'], { origin: new URL(appUrl()).origin })
        await usePushService(person.context, held)
      })
      const device = section(me.page, 'Notifications when the app is closed')
      const toggle = device.getByRole('switch', { name: 'Notify me on this device' })
      await device.getByText('Authorize the push server above to get notifications on this device.').waitFor()
      expect(await toggle.isDisabled()).toBe(true)
      expect(await toggle.getAttribute('aria-checked')).toBe('false')

      await (await pushButton(me.page, 'Authorize')).click()
      await pushButton(me.page, 'Revoke')
      // The worker registers once the page is idle; the browser's subscription comes through it.
      await me.page.evaluate(async () => {
        await navigator.serviceWorker.ready
      })
      await toggle.click()
      await device.getByText('This device gets notifications while the app is closed.').waitFor()
      expect(await toggle.getAttribute('aria-checked')).toBe('true')
      await device.getByText('Notifications reach 1 of your devices.').waitFor()

      const pete = await signUpAndLogIn(httpSend(appUrl()), ethWallet('e2e-sub-device-pete'), {
        nickname: 'Push Pete',
      })
      const myId = (await storage(me.page)).userid ?? ''
      await seedChat(httpSend(appUrl()), pete, { ...pete, userid: myId }, 1)
      const [push] = await service.waitFor(1)
      expect(push?.subscription).toBe(held.id)
      expect(push?.content).toMatchObject({
        source: 'chats',
        title: 'Push Pete',
        body: seededText(0, 1),
        tag: `chat:${pete.userid}`,
        url: `/chat/${pete.userid}`,
      })

      // A rule saved on the node reads back after a reload, with the switch still on.
      const rules = device.getByRole('group', { name: 'Notify me about' })
      const direct = rules.getByRole('checkbox', { name: 'Direct messages' })
      await direct.uncheck()
      await expect.poll(() => rules.getAttribute('aria-busy')).toBe('false')
      await me.page.reload()
      await expect.poll(() => direct.isChecked()).toBe(false)
      expect(await rules.getByRole('checkbox', { name: 'Group messages' }).isChecked()).toBe(true)
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true')
    } finally {
      await service.close()
    }
  })
})
