/**
 * The first ten seconds (docs/product.md §14.10): what a visitor meets at `/`, the mock node's demo
 * conversation without a second browser profile, and the unread count in the tab title. The demo tab is
 * opened from the person's own profile, signs in as the demo person Bob in its own sessionStorage, and the
 * two talk while the person's tab stays the person.
 */
import { describe, expect, it } from 'vitest'
import { ethWallet } from '../fakes/wallets'
import { axeCheck } from './_util/axe'
import { row, send } from './_util/chat-page'
import { banner, signUpWithMetaMask, storage } from './_util/flows'
import { appUrl, e2eSuite, shortId } from './_util/harness'
import { pastRightEdge, sidewaysOverflow } from './_util/layout'
import { screenshot, visit } from './_util/screens'

const e2e = e2eSuite(import.meta.url)

const DEMO_REGION = 'Try a conversation on this test node'

describe('the first screen', () => {
  it('[P2.4] says what the app is and how to start, with one action, and offers the demo on the mock node', async () => {
    const { page } = await e2e.person()
    await page.goto(appUrl('/'))
    await page.waitForURL(appUrl('/profile'))
    const main = page.getByRole('main')
    await main.getByRole('heading', { level: 1, name: 'Your profile' }).waitFor()
    await main
      .getByText(
        'Web3MQ is private messaging for wallet holders, on a decentralised network: your wallet is your account.',
        { exact: true },
      )
      .waitFor()
    expect(await main.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'How to start',
      'What you can do',
      DEMO_REGION,
    ])
    expect(await main.getByRole('listitem').allTextContents()).toEqual([
      'Connect a wallet: MetaMask, Argent X, Braavos, the Web3MQ app, or the dev wallet of this test node.',
      'Choose a password. A new wallet signs twice to make your keys; next time your password is all you need.',
      'Chat: one to one and in groups, live, with your history kept on this device.',
      'Contacts and groups: follow people, send friend requests, create and run groups.',
      'Notifications: friend requests, invitations and topics, even with the app closed.',
      'Profile and bound ids: your name and picture, and a Telegram account bound to your wallet.',
    ])
    // One action in the page, with the header's words; the demo is a link to another tab.
    expect(await main.getByRole('button').allTextContents()).toEqual(['Connect wallet'])
    const demo = main.getByRole('region', { name: DEMO_REGION }).getByRole('link')
    expect(await demo.textContent()).toBe('Try a demo conversation')
    expect(await demo.getAttribute('href')).toBe('/chat?demo=Bob')
    await main.getByRole('button', { name: 'Connect wallet', exact: true }).click()
    await page.getByRole('dialog', { name: 'Connect a wallet' }).waitFor()
  })
})

describe.each([
  ['light', 375, 812],
  ['dark', 1280, 800],
  ['dark', 375, 812],
] as const)('the first screen in the %s theme at %d×%d', (theme, width, height) => {
  it('fits the window, passes axe, and its action is reached by keyboard', async () => {
    const { page } = await e2e.person({ colorScheme: theme })
    // The theme is picked in the header's row, before a narrow window folds it behind "Menu".
    await visit(page, '/profile', theme)
    await page.setViewportSize({ width, height })
    const main = page.getByRole('main')
    const demo = main.getByRole('link', { name: 'Try a demo conversation' })
    await demo.waitFor()
    // The one action is on the first screenful, without scrolling.
    const connectBox = await main.getByRole('button', { name: 'Connect wallet', exact: true }).boundingBox()
    expect((connectBox?.y ?? Number.POSITIVE_INFINITY) + (connectBox?.height ?? 0)).toBeLessThanOrEqual(
      height,
    )
    expect(await sidewaysOverflow(page), (await pastRightEdge(page)).join('\n')).toBe(0)
    await axeCheck(page, `first screen (${theme}, ${width}×${height})`)
    await screenshot(page, `first-screen-${theme}-${width}`)
    // Keyboard: from the page's heading, Tab reaches "Connect wallet" and then the demo link.
    const connect = main.getByRole('button', { name: 'Connect wallet', exact: true })
    await connect.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('dialog', { name: 'Connect a wallet' }).waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => connect.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Tab')
    await expect.poll(() => demo.evaluate((el) => el === document.activeElement)).toBe(true)
  })
})

describe('a demo conversation and the tab title', () => {
  it('opens a tab signed in as Bob beside the person, they talk, and the title counts what is unread', async () => {
    const wallet = ethWallet('e2e-first-screen')
    const person = await e2e.person({ eth: wallet })
    const { page } = person
    await page.goto(appUrl('/profile'))
    await signUpWithMetaMask(page, 'e2e-first-screen-password', wallet.address)
    const me = shortId(wallet.address)
    const myUserid = (await storage(page)).userid ?? ''
    expect(myUserid).toMatch(/^user:/)
    await expect.poll(() => page.title()).toBe('Your profile · Web3MQ')

    // From the person's own profile: a new tab, signed in as Bob, on his conversation with the person.
    const bobErrors: string[] = []
    person.context.on('page', (opened) => {
      opened.on('pageerror', (error) => bobErrors.push(`${opened.url()} ${error.message}`))
      opened.on('console', (message) => {
        if (message.type() === 'error') bobErrors.push(`${opened.url()} ${message.text()}`)
      })
    })
    const [bobPage] = await Promise.all([
      person.context.waitForEvent('page'),
      page
        .getByRole('region', { name: DEMO_REGION })
        .getByRole('link', { name: 'Try a demo conversation' })
        .click(),
    ])
    await bobPage
      .getByText(
        'This tab is Bob, a demo person of this test node, with a dev wallet of its own. Your own account ' +
          'stays signed in in your other tabs.',
        { exact: true },
      )
      .waitFor()
    await banner(bobPage).getByRole('button', { name: 'Account: Bob' }).waitFor()
    await bobPage.waitForURL(appUrl(`/chat/${myUserid}`))
    await bobPage.getByRole('heading', { level: 2, name: me }).waitFor()

    // The person's tab is still the person: the demo kept its keys in its own tab.
    await banner(page)
      .getByRole('button', { name: `Account: ${me}` })
      .waitFor()
    expect((await storage(page)).userid).toBe(myUserid)
    expect(await bobPage.evaluate(() => window.localStorage.getItem('userid'))).toBe(myUserid)
    const bobUserid = await bobPage.evaluate(() => window.sessionStorage.getItem('userid'))
    expect(bobUserid).toMatch(/^user:/)
    expect(bobUserid).not.toBe(myUserid)

    // Bob writes; the person's tab title counts it, live, on the profile page.
    await send(bobPage, 'Hi, I am Bob')
    await expect.poll(() => page.title()).toBe('(1) Your profile · Web3MQ')
    await send(bobPage, 'Anyone there?')
    await expect.poll(() => page.title()).toBe('(2) Your profile · Web3MQ')

    // Read: the count leaves the title.
    await banner(page)
      .getByRole('link', { name: /^Messages/ })
      .click()
    await expect.poll(() => page.title()).toBe('(2) Messages · Web3MQ')
    await page.getByRole('region', { name: 'Chats' }).getByRole('link').first().click()
    await row(page, 'Anyone there?').waitFor()
    await expect.poll(() => page.title()).toBe('Conversation · Web3MQ')

    // The person answers; Bob's tab shows it.
    await send(page, 'Hello Bob')
    await row(bobPage, 'Hello Bob').waitFor()

    // A reload keeps each tab who it was.
    await bobPage.reload()
    await banner(bobPage).getByRole('button', { name: 'Account: Bob' }).waitFor()
    await row(bobPage, 'Hello Bob').waitFor()
    await banner(page)
      .getByRole('button', { name: `Account: ${me}` })
      .waitFor()
    expect(bobErrors).toEqual([])
  })
})
