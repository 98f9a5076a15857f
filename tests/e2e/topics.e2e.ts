/**
 * Topics people can find and leave (docs/protocol.md §4.7, docs/product.md §14.2): Alice creates a topic, Bob
 * finds it by searching its name, subscribes, receives a post live, unsubscribes after the confirm step, and
 * the next post never reaches him, through a reload too. A node without these routes (every public Web3MQ
 * node) gets one plain sentence each, and the paste-an-id form still subscribes.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ethWallet } from '../fakes/wallets'
import { axeCheck } from './_util/axe'
import { signUpWithMetaMask } from './_util/flows'
import { appUrl, e2eSuite, type Person } from './_util/harness'
import { pastRightEdge, sidewaysOverflow } from './_util/layout'
import { screenshot, visit } from './_util/screens'

const e2e = e2eSuite(import.meta.url)

const SCREEN = '/bind/subscribeManagement'

const onScreen = async (
  label: string,
  options: { expectedErrors?: RegExp; colorScheme?: 'light' | 'dark' } = {},
): Promise<Person> => {
  const wallet = ethWallet(label)
  const person = await e2e.person({ eth: wallet, ...options })
  await person.page.goto(appUrl(SCREEN))
  await signUpWithMetaMask(person.page, `${label}-password`, wallet.address)
  await person.page.getByRole('heading', { level: 1, name: 'Subscription management' }).waitFor()
  return person
}

const topicsOf = (page: Page): Locator => page.getByRole('region', { name: 'Topics' })

const createTopic = async (page: Page, name: string): Promise<string> => {
  const topics = topicsOf(page)
  await topics.getByRole('textbox', { name: 'Topic name' }).fill(name)
  await topics.getByRole('button', { name: 'Create topic' }).click()
  const created = topics.getByRole('group', { name: `Publish to ${name}` })
  await created.waitFor()
  return name
}

const publish = async (page: Page, topic: string, title: string): Promise<void> => {
  const form = topicsOf(page).getByRole('group', { name: `Publish to ${topic}` })
  await form.getByRole('textbox', { name: 'Title' }).fill(title)
  await form.getByRole('textbox', { name: 'Content' }).fill(`${title}: the details.`)
  await form.getByRole('button', { name: 'Publish' }).click()
  await topicsOf(page)
    .getByRole('status')
    .filter({ hasText: `Published "${title}" to ${topic}.` })
    .waitFor()
}

const search = async (page: Page, keyword: string): Promise<void> => {
  const topics = topicsOf(page)
  await topics.getByRole('searchbox', { name: 'Name or topic id' }).fill(keyword)
  await topics.getByRole('button', { name: 'Search' }).click()
}

/** A node without this project's topic routes answers as ours does for any route it lacks. */
const withoutRoute = async (person: Person, path: string): Promise<void> => {
  await person.context.route(`**${path}**`, (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ code: 404, msg: 'Route not found', data: null }),
    }),
  )
}

describe('topics people can find and leave', () => {
  it('Bob finds Alice’s topic by name, subscribes, gets a post, leaves, and the next post never reaches him', async () => {
    const alice = await onScreen('e2e-topics-alice')
    const ferries = await createTopic(alice.page, 'Harbour ferries timetable')
    const weather = await createTopic(alice.page, 'Harbour weather warnings')

    const bob = await onScreen('e2e-topics-bob')
    const topics = topicsOf(bob.page)
    const notifications = bob.page.getByRole('region', { name: 'Notifications' })
    await notifications.getByText('No notification message').waitFor()

    await search(bob.page, 'ferries TIMETABLE')
    await topics.getByRole('status').filter({ hasText: '1 topic matches "ferries TIMETABLE".' }).waitFor()
    await topics.getByRole('button', { name: `Subscribe to ${ferries}` }).click()
    await topics
      .getByRole('status')
      .filter({ hasText: `Subscribed to ${ferries}.` })
      .waitFor()
    await topics.getByRole('button', { name: `Unsubscribe from ${ferries}` }).waitFor()
    // The weather topic too, found by browsing every topic: its posts mark when a leaked one would have come.
    await search(bob.page, '')
    await topics.getByRole('button', { name: `Subscribe to ${weather}` }).click()
    await topics.getByRole('button', { name: `Unsubscribe from ${weather}` }).waitFor()

    await publish(alice.page, ferries, 'Ferry 1 sails at nine')
    await notifications.getByRole('listitem').filter({ hasText: 'Ferry 1 sails at nine' }).waitFor()

    await topics.getByRole('button', { name: `Unsubscribe from ${ferries}` }).click()
    await topics.getByText(`Stop getting posts from ${ferries}?`).waitFor()
    await topics.getByRole('button', { name: `Yes, unsubscribe from ${ferries}` }).click()
    await topics
      .getByRole('status')
      .filter({ hasText: `Unsubscribed from ${ferries}. Its new posts no longer reach you.` })
      .waitFor()
    await topics.getByRole('button', { name: `Unsubscribe from ${ferries}` }).waitFor({ state: 'detached' })

    // The node keeps it: after a reload the topic is still not among Bob's.
    await bob.page.reload()
    await topics.getByRole('button', { name: `Unsubscribe from ${weather}` }).waitFor()
    expect(await topics.getByRole('button', { name: `Unsubscribe from ${ferries}` }).count()).toBe(0)
    await notifications.getByRole('listitem').filter({ hasText: 'Ferry 1 sails at nine' }).waitFor()

    await publish(alice.page, ferries, 'Ferry 2 is cancelled')
    await publish(alice.page, weather, 'Gale warning')
    // Published after the ferry post, on the same socket: had that one reached Bob, it would be here first.
    await notifications.getByRole('listitem').filter({ hasText: 'Gale warning' }).waitFor()
    expect(
      await notifications.getByRole('listitem').filter({ hasText: 'Ferry 2 is cancelled' }).count(),
    ).toBe(0)
    await bob.page.reload()
    await notifications.getByRole('listitem').filter({ hasText: 'Gale warning' }).waitFor()
    expect(
      await notifications.getByRole('listitem').filter({ hasText: 'Ferry 2 is cancelled' }).count(),
    ).toBe(0)
  })

  it('on a node without the directory or unsubscribe says so plainly and still subscribes by id', async () => {
    const alice = await onScreen('e2e-topics-plain-alice')
    await createTopic(alice.page, 'Lighthouse keepers')
    const created = topicsOf(alice.page).getByRole('listitem').filter({ hasText: 'Lighthouse keepers' })
    const topicId = await created.evaluate((li) => li.querySelector('strong + span')?.textContent ?? '')
    expect(topicId).toMatch(/^topic:/)

    const bob = await onScreen('e2e-topics-plain-bob', { expectedErrors: /status of 404/ })
    await withoutRoute(bob, '/api/topics/search/')
    await withoutRoute(bob, '/api/unsubscribe_topic/')
    const topics = topicsOf(bob.page)
    await search(bob.page, 'lighthouse')
    await topics
      .getByText(
        'This node cannot list or search topics. Subscribe below with a topic id its creator shared.',
      )
      .waitFor()
    expect(await topics.getByRole('searchbox').count()).toBe(0)

    await topics.getByRole('textbox', { name: 'Topic id' }).fill(topicId)
    await topics.getByRole('button', { name: 'Subscribe', exact: true }).click()
    await topics.getByRole('button', { name: 'Unsubscribe from Lighthouse keepers' }).click()
    await topics.getByRole('button', { name: 'Yes, unsubscribe from Lighthouse keepers' }).click()
    await topics
      .getByRole('status')
      .filter({ hasText: 'This node does not let you unsubscribe from a topic, so the subscription stays.' })
      .waitFor()
    await topics.getByText('Lighthouse keepers', { exact: true }).waitFor()
    expect(await topics.getByRole('button', { name: /^Unsubscribe from/ }).count()).toBe(0)
  })
  it.each([
    ['dark', 375, 812],
    ['light', 1280, 800],
  ] as const)(
    'keeps the results and the confirm step accessible in the %s theme at %i px',
    async (theme, width, height) => {
      const dana = await onScreen(`e2e-topics-a11y-${theme}`, { colorScheme: theme })
      // The theme is picked in the header, which a narrow window folds into a menu: picked first, then resized.
      await visit(dana.page, SCREEN, theme)
      await dana.page.getByRole('heading', { level: 1, name: 'Subscription management' }).waitFor()
      await dana.page.setViewportSize({ width, height })
      const name = await createTopic(dana.page, `Tide tables for a long coastline, ${theme} edition`)
      const topics = topicsOf(dana.page)
      await search(dana.page, 'tide tables')
      await topics.getByRole('button', { name: `Subscribe to ${name}` }).click()
      await topics.getByRole('button', { name: `Unsubscribe from ${name}` }).click()
      await topics.getByRole('button', { name: `Yes, unsubscribe from ${name}` }).waitFor()
      await axeCheck(dana.page, `topics, ${theme}, ${width} px`)
      await topics.scrollIntoViewIfNeeded()
      await screenshot(dana.page, `topics-${theme}-${width}`)
      expect(await pastRightEdge(dana.page)).toEqual([])
      expect(await sidewaysOverflow(dana.page)).toBe(0)
    },
  )
})
