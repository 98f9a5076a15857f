/**
 * The notification centre end to end: one person publishes on a topic another subscribed to; the
 * subscriber's bell counts it live on any page, the centre lists it on top with its content inert (HTML
 * and a `javascript:` "link" stay text) and an http link with a preview card read from a page this test
 * serves (og: tags, CORS allowed); "Mark as read" lowers the count, also after a reload. At 375 px the
 * centre fits the window. A friend request leads to its sender's profile and to the list where it is answered,
 * and answering it there marks it read; a group invitation, opened from the keyboard, leads to the group's page
 * and is read. Axe checks the centre empty, with an item and its preview, and in the dark theme
 * (the signed-in centre is checked here rather than in a11y.e2e.ts, whose signed-in walk is already long).
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ethWallet } from '../fakes/wallets'
import { axeCheck } from './_util/axe'
import { banner, newcomer, signUpWithMetaMask } from './_util/flows'
import { createGroup, invite } from './_util/groups'
import { appUrl, e2eSuite, type Person, shortId } from './_util/harness'
import { pastRightEdge, sidewaysOverflow } from './_util/layout'
import { screenshot } from './_util/screens'

const e2e = e2eSuite(import.meta.url)

const PAGE_HTML = `<!doctype html><html><head><title>Plain title</title>
<meta property="og:title" content="Release notes, version 2">
<meta property="og:description" content="Dark mode and a faster sign-in.">
</head><body>Release notes</body></html>`

let server: Server
let linkedPage = ''

beforeAll(async () => {
  server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*')
    if (request.url !== '/release') {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(PAGE_HTML)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  linkedPage = `http://127.0.0.1:${(server.address() as AddressInfo).port}/release`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

const signedUp = async (label: string, path: string): Promise<Person> => {
  const wallet = ethWallet(label)
  const person = await e2e.person({ eth: wallet })
  await person.page.goto(appUrl(path))
  await signUpWithMetaMask(person.page, `${label}-password`, wallet.address)
  return person
}

const bell = (page: Page, unread: number) =>
  banner(page).getByRole('link', { name: `Notifications, ${unread} unread` })

describe('notification centre', () => {
  it('[P1.9] [P2.19] [P2.20] counts a live notification on the bell, shows it inert with a link preview, and marks it read', async () => {
    const publisher = await signedUp('e2e-notify-publisher', '/bind/subscribeManagement')
    const topics = publisher.page.getByRole('region', { name: 'Topics' })
    await topics.getByRole('textbox', { name: 'Topic name' }).fill('E2E centre')
    await topics.getByRole('button', { name: 'Create topic' }).click()
    const created = topics.getByRole('listitem').filter({ hasText: 'E2E centre' })
    // The subscription screen's own steps get room on a loaded machine; what this test proves comes after.
    await created.waitFor({ timeout: 20_000 })
    const topicId = await created.evaluate((li) => li.querySelector('strong + span')?.textContent ?? '')
    expect(topicId).not.toBe('')

    const reader = await signedUp('e2e-notify-reader', '/bind/subscribeManagement')
    const theirTopics = reader.page.getByRole('region', { name: 'Topics' })
    await theirTopics.getByRole('textbox', { name: 'Topic id' }).fill(topicId)
    await theirTopics.getByRole('button', { name: 'Subscribe', exact: true }).click()
    await theirTopics.getByRole('listitem').filter({ hasText: topicId }).waitFor({ timeout: 20_000 })
    await bell(reader.page, 0).click()
    const main = reader.page.getByRole('main')
    await main.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor()
    await main.getByText('No notifications yet.', { exact: false }).waitFor()
    await main.getByRole('button', { name: 'Allow browser notifications' }).waitFor()
    await axeCheck(reader.page, 'notifications, none yet (light)')

    const content = `<img src=x onerror="document.title='pwned'"> javascript:alert(1) read ${linkedPage}`
    const form = publisher.page.getByRole('group', { name: 'Publish to E2E centre' })
    await form.getByRole('textbox', { name: 'Title' }).fill('Version 2 is out')
    await form.getByRole('textbox', { name: 'Content' }).fill(content)
    await form.getByRole('button', { name: 'Publish' }).click()

    // Live, no reload: on top, unread, counted by the bell.
    await bell(reader.page, 1).waitFor()
    const item = main.getByRole('listitem').filter({ hasText: 'Version 2 is out' })
    await item.getByText('Unread', { exact: true }).waitFor()
    expect(await item.getAttribute('data-read')).toBe('false')
    // The sender by the display rules: no nickname, so the shortened wallet address.
    const sender = await item.getByText(/^From /).textContent()
    expect(sender?.toLowerCase()).toBe(`From ${shortId(publisher.address)}`.toLowerCase())
    const text = item.locator('p').filter({ hasText: 'javascript:alert(1)' })
    expect(await text.textContent()).toBe(content)
    expect(await item.locator('img[src="x"]').count()).toBe(0)
    expect(await item.getByRole('link', { name: 'javascript:alert(1)' }).count()).toBe(0)
    const link = item.getByRole('link', { name: linkedPage })
    expect(await link.getAttribute('href')).toBe(linkedPage)
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
    const card = item.getByRole('article', { name: 'Link preview: Release notes, version 2' })
    await card.getByText('Dark mode and a faster sign-in.').waitFor()
    expect(await card.getByRole('link', { name: 'Release notes, version 2' }).getAttribute('href')).toBe(
      linkedPage,
    )
    expect(await reader.page.title()).not.toBe('pwned')
    await axeCheck(reader.page, 'notifications with a live item and its link preview (light)')
    await screenshot(reader.page, 'notifications')

    await item.getByRole('button', { name: 'Mark as read' }).click()
    await bell(reader.page, 0).waitFor()
    await item.getByText('Read', { exact: true }).waitFor()
    await reader.page.reload()
    await bell(reader.page, 0).waitFor()
    const again = main.getByRole('listitem').filter({ hasText: 'Version 2 is out' })
    await again.getByRole('article', { name: 'Link preview: Release notes, version 2' }).waitFor()
    await banner(reader.page).getByRole('combobox', { name: 'Theme' }).selectOption('dark')
    await reader.page.locator('html[data-theme="dark"]').waitFor({ state: 'attached' })
    await axeCheck(reader.page, 'notifications with a read item and its link preview (dark)')
    await main
      .getByRole('listitem')
      .filter({ hasText: 'Version 2 is out' })
      .getByText('Read', { exact: true })
      .waitFor()

    // A second publication while the reader is on another page: the bell counts it there.
    await reader.page.goto(appUrl('/profile'))
    await reader.page.getByRole('heading', { level: 1 }).waitFor()
    await form.getByRole('textbox', { name: 'Title' }).fill('Version 2.1')
    await form.getByRole('textbox', { name: 'Content' }).fill('Fixes.')
    await form.getByRole('button', { name: 'Publish' }).click()
    await bell(reader.page, 1).waitFor()
    await bell(reader.page, 1).focus()
    await reader.page.keyboard.press('Enter')
    await main.getByRole('heading', { level: 2, name: 'Version 2.1' }).waitFor()
    await main.getByRole('button', { name: 'Mark all as read' }).click()
    await bell(reader.page, 0).waitFor()

    // A 375 px screen: nothing reaches past the window.
    await reader.page.setViewportSize({ width: 375, height: 740 })
    await main.getByRole('heading', { level: 2, name: 'Version 2 is out' }).waitFor()
    expect(await pastRightEdge(reader.page)).toEqual([])
    expect(await sidewaysOverflow(reader.page)).toBe(0)
  })

  it('leads a friend request to its sender and its answer, read once answered; a group invitation opens the group', async () => {
    const alice = await newcomer(e2e, 'e2e-notify-alice')
    const bob = await newcomer(e2e, 'e2e-notify-bob')
    const main = bob.page.getByRole('main')

    await alice.page.goto(appUrl('/contacts'))
    const add = alice.page.getByRole('main').getByRole('region', { name: 'Add friend' })
    await add.getByLabel('Find a person').fill(bob.address)
    await add.getByRole('button', { name: 'Search' }).click()
    await add.getByRole('button', { name: 'Choose' }).click()
    await add.getByRole('button', { name: 'Send friend request' }).click()
    await add.getByRole('status').filter({ hasText: 'Friend request sent' }).waitFor()

    // Bob answers on Contacts, never opening the notification: the answer marks it read.
    await bell(bob.page, 1).click()
    const request = main.getByRole('listitem').filter({ hasText: 'Friend request' })
    await request.getByText('Unread', { exact: true }).waitFor()
    const answer = request.getByRole('link', { name: 'Answer the request' })
    expect(await answer.getAttribute('href')).toBe('/contacts?tab=received')
    await banner(bob.page).getByRole('link', { name: 'Contacts', exact: true }).click()
    await main.getByRole('heading', { level: 1, name: 'Contacts' }).waitFor()
    await main
      .getByRole('tab', { name: 'Requests received' })
      .or(main.getByRole('button', { name: 'Requests received' }))
      .click()
    await main.getByRole('button', { name: 'Agree' }).click()
    await main.getByText('No friend requests waiting.').waitFor()
    await bell(bob.page, 0).waitFor()
    await bell(bob.page, 0).click()
    await request.getByText('Read', { exact: true }).waitFor()

    // Its links lead to the list of requests and to Alice's profile.
    await request.getByRole('link', { name: 'Answer the request' }).click()
    await bob.page.waitForURL(appUrl('/contacts?tab=received'))
    await main.getByText('No friend requests waiting.').waitFor()
    await bob.page.goBack()
    await request.getByRole('link', { name: /'s profile$/ }).click()
    await bob.page.waitForURL((url) => url.pathname.startsWith('/profile/user:'))
    await bob.page
      .getByRole('heading', { level: 1 })
      .filter({ hasText: new RegExp(shortId(alice.address), 'i') })
      .waitFor()

    // A group invitation, opened with the keyboard, leads to the group and is read.
    const groupid = await createGroup(alice.page, 'E2E notified club')
    await invite(alice.page, bob.address)
    await bell(bob.page, 1).click()
    const invitation = main.getByRole('listitem').filter({ hasText: 'Group invitation' })
    const open = invitation.getByRole('link', { name: 'Open the group' })
    await open.focus()
    await bob.page.keyboard.press('Enter')
    await bob.page.waitForURL(appUrl(`/groups/${groupid}`))
    await main.getByText('You are a member.').waitFor()
    await bell(bob.page, 0).waitFor()
  })

  it('asks a signed-out visitor to sign in, with no bell', async () => {
    const visitor = await e2e.person({ eth: ethWallet('e2e-notify-visitor') })
    await visitor.page.goto(appUrl('/notifications'))
    const main = visitor.page.getByRole('main')
    await main.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor()
    await main.getByText('Sign in with your wallet to see your notifications.').waitFor()
    expect(
      await banner(visitor.page)
        .getByRole('link', { name: /^Notifications,/ })
        .count(),
    ).toBe(0)
  })
})
