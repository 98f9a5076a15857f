/**
 * The smaller defects a new user found (issue 26), each as the person met it in Chromium with wallets that
 * sign for real: a join request approved while the asker's group page is open lets him in without a reload;
 * inviting someone does not say "No one found" for them; the chat list does not say "No conversations yet"
 * beside an open conversation; focus lands somewhere after sign-up and in the conversation opened from the
 * search; "Message" and "Copy" look like the buttons beside them; and a phone keeps "telegram" whole in the
 * Bound DIDs table.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { accountButton, newcomer } from './_util/flows'
import { createGroup, main } from './_util/groups'
import { appUrl, e2eSuite, shortId } from './_util/harness'
import { pastRightEdge, sidewaysOverflow } from './_util/layout'

const e2e = e2eSuite(import.meta.url)

/** What a button or a link styled as one looks like: the properties a person sees tell them apart. */
const looks = (locator: Locator) =>
  locator.evaluate((el) => {
    const s = getComputedStyle(el)
    return {
      underline: s.textDecorationLine,
      weight: s.fontWeight,
      radius: s.borderTopLeftRadius,
      border: `${s.borderTopStyle} ${s.borderTopWidth} ${s.borderTopColor}`,
      background: s.backgroundColor,
      height: Math.round(el.getBoundingClientRect().height),
    }
  })

/** The element that has focus, as a person's screen reader would name it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return 'body'
    return `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.id ?? ''} ${el.textContent?.slice(0, 40) ?? ''}`.trim()
  })

describe('issue 26: small defects', () => {
  it('a join request approved while the page is open lets the asker in without a reload; an invite does not say "No one found"', async () => {
    const alice = await newcomer(e2e, 'e2e-small-creator')
    const bob = await newcomer(e2e, 'e2e-small-asker')
    const carol = await newcomer(e2e, 'e2e-small-invited')

    const groupid = await createGroup(alice.page, 'E2E small club')
    const policy = main(alice.page).getByRole('region', { name: 'Join policy' })
    await policy.getByLabel('Creator approval: people ask to join').check()
    await policy.getByRole('button', { name: 'Save join policy' }).click()
    await policy.getByText('Join policy saved.').waitFor()

    await bob.page.goto(appUrl(`/groups/${groupid}`))
    await main(bob.page).getByText('You are not a member.').waitFor()
    await main(bob.page).getByRole('button', { name: 'Ask to join' }).click()
    await main(bob.page).getByText('Join request sent. The creator will answer it.').waitFor()

    const requests = main(alice.page).getByRole('region', { name: 'Join requests' })
    await requests.getByRole('button', { name: 'Approve' }).click()
    await requests.getByText('No join requests waiting.').waitFor()

    // Bob's page, still open, hears the approval: he is a member, with the chat and the members list.
    await main(bob.page).getByText('You are a member.').waitFor()
    await main(bob.page)
      .getByRole('status')
      .filter({ hasText: 'Your request to join was approved.' })
      .waitFor()
    await main(bob.page).getByRole('link', { name: 'Open chat' }).waitFor()
    await main(bob.page)
      .getByRole('list', { name: 'Members' })
      .getByRole('link', { name: shortId(alice.address) })
      .waitFor()
    expect(await main(bob.page).getByRole('button', { name: 'Ask to join' }).count()).toBe(0)

    // Alice invites Carol: the search that found her does not now say it found no one.
    const invite = main(alice.page).getByRole('region', { name: 'Invite people' })
    await invite.getByLabel('Find a person to invite').fill(carol.address)
    await invite.getByRole('button', { name: 'Search' }).click()
    await invite.getByRole('button', { name: 'Invite' }).click()
    await invite
      .getByRole('status')
      .filter({ hasText: `Invited ${shortId(carol.address)}.` })
      .waitFor()
    await invite.getByText(`Everyone found for “${carol.address}” is in the group.`).waitFor()
    expect(await invite.getByText(/No one found/).count()).toBe(0)
  })

  it('the chat list does not say "No conversations yet" beside an open one; focus follows sign-up and the opened chat', async () => {
    const bob = await newcomer(e2e, 'e2e-small-peer')
    const alice = await newcomer(e2e, 'e2e-small-opener')
    // Signed up from the header's "Connect wallet", which is gone now: focus is in the page, not lost.
    await accountButton(alice.page).waitFor()
    await expect.poll(() => focused(alice.page)).toMatch(/^main main/)

    // From Bob's profile, "Message": the conversation is open and the list does not claim there is none.
    await alice.page.goto(appUrl(`/profile/${bob.address}`))
    await main(alice.page).getByRole('link', { name: 'Message', exact: true }).click()
    await alice.page.getByRole('heading', { level: 2, name: shortId(bob.address) }).waitFor()
    const chats = main(alice.page).getByRole('region', { name: 'Chats' })
    await chats.getByText('Loading chats…').waitFor({ state: 'detached' })
    expect(await chats.getByText(/No conversations yet/).count()).toBe(0)
    await chats.getByText('No other conversations yet.').waitFor()

    // From the people search: "Message <name>" opens the conversation and focus moves into it.
    await alice.page.goto(appUrl('/chat'))
    const search = main(alice.page).getByRole('region', { name: 'New conversation' })
    await search.getByLabel('Wallet address, handle or name').fill(bob.address)
    await search.getByRole('button', { name: 'Search' }).click()
    await search.getByRole('link', { name: `Message ${shortId(bob.address)}` }).click()
    await alice.page.getByRole('heading', { level: 2, name: shortId(bob.address) }).waitFor()
    await expect.poll(() => focused(alice.page)).toBe(`h2 conversation-title ${shortId(bob.address)}`)
  })

  it('"Message" and "Copy" look like the buttons beside them, on a profile and in Contacts', async () => {
    const bob = await newcomer(e2e, 'e2e-small-shown')
    const alice = await newcomer(e2e, 'e2e-small-viewer')
    await alice.page.goto(appUrl(`/profile/${bob.address}`))
    const message = main(alice.page).getByRole('link', { name: 'Message', exact: true })
    const copy = main(alice.page).getByRole('button', { name: 'Copy wallet address' })
    const follow = main(alice.page).getByRole('button', { name: 'Follow', exact: true })
    const link = await looks(message)
    expect(link.underline).toBe('none')
    const button = await looks(follow)
    expect({ weight: link.weight, radius: link.radius, height: link.height }).toEqual({
      weight: button.weight,
      radius: button.radius,
      height: button.height,
    })
    // "Copy" is a secondary button like "Message": the same frame, not bare text.
    expect(await looks(copy)).toEqual(link)

    // In Contacts, a followed person's "Message" matches the "Unfollow" beside it.
    await follow.click()
    await main(alice.page).getByRole('button', { name: 'Unfollow', exact: true }).waitFor()
    await alice.page.goto(appUrl('/contacts?tab=following'))
    const row = main(alice.page)
      .getByRole('list', { name: 'Following', exact: true })
      .getByRole('listitem')
      .filter({ hasText: shortId(bob.address) })
    const rowMessage = await looks(row.getByRole('link', { name: 'Message', exact: true }))
    const unfollow = await looks(row.getByRole('button', { name: 'Unfollow', exact: true }))
    expect(rowMessage).toEqual({ ...unfollow, underline: 'none' })
    expect(unfollow.underline).toBe('none')
  })

  it('on a phone the Bound DIDs table keeps "telegram" on one line', async () => {
    const me = await newcomer(e2e, 'e2e-small-bound')
    const telegramId = '700123460'
    await me.page.goto(appUrl(`/binddid/telegram/${telegramId}`))
    await main(me.page).getByRole('button', { name: 'Bind wallet' }).click()
    await main(me.page).getByRole('button', { name: 'OK' }).waitFor()
    await me.page.setViewportSize({ width: 375, height: 812 })
    await me.page.goto(appUrl('/profile'))
    const table = main(me.page).getByRole('region', { name: 'Bound DIDs' }).getByRole('table')
    const type = table.getByRole('cell', { name: 'telegram', exact: true })
    // One box per line the text takes: two would mean "telegra" / "m".
    const lines = (cell: Locator) =>
      cell.evaluate((el) => {
        const range = document.createRange()
        range.selectNodeContents(el)
        return range.getClientRects().length
      })
    expect(await lines(type)).toBe(1)
    expect(await lines(table.getByRole('columnheader', { name: 'Value' }))).toBe(1)
    expect(await lines(table.getByRole('columnheader', { name: 'Type' }))).toBe(1)
    expect(await lines(table.getByRole('columnheader', { name: 'Name' }))).toBe(1)
    // The id and the bound name are what may wrap, inside the table: nothing reaches past the screen's edge.
    expect(await sidewaysOverflow(me.page), (await pastRightEdge(me.page)).join('\n')).toBe(0)
  })
})
