/**
 * Groups between two people with wallets that sign for real: Alice creates a group and invites Bob, who
 * finds it among his groups, opens it and chats in it; a group that admits by the creator's approval takes
 * Bob's wallet-signed join request, which Alice sees arrive live and rejects with her wallet (still answered after
 * her reload); Bob asks again and Alice approves. A request names its asker by the display rules (his
 * nickname, beside the short id).
 */
import { describe, expect, it } from 'vitest'
import { newcomer, storage } from './_util/flows'
import { AVATAR, createGroup, main } from './_util/groups'
import { appUrl, e2eSuite, shortId } from './_util/harness'
import { pastRightEdge, sidewaysOverflow } from './_util/layout'

const e2e = e2eSuite(import.meta.url)

describe('groups', () => {
  it('[P6.7] a group is created, a member is invited, finds it, opens it and chats in it', async () => {
    const alice = await newcomer(e2e, 'e2e-groups-alice')
    const bob = await newcomer(e2e, 'e2e-groups-bob')

    const groupid = await createGroup(alice.page, 'E2E book club')
    await main(alice.page).getByText('You are a member.').waitFor()
    const members = main(alice.page).getByRole('list', { name: 'Members' })
    await members.getByRole('listitem').filter({ hasText: 'You' }).waitFor()

    const invite = main(alice.page).getByRole('region', { name: 'Invite people' })
    await invite.getByLabel('Find a person to invite').fill(bob.address)
    await invite.getByRole('button', { name: 'Search' }).click()
    await invite.getByRole('button', { name: 'Invite' }).click()
    await invite
      .getByRole('status')
      .filter({ hasText: `Invited ${shortId(bob.address)}.` })
      .waitFor()
    await members.getByRole('link', { name: shortId(bob.address) }).waitFor()

    // Bob finds the group among his groups and opens it.
    await bob.page.goto(appUrl('/contacts'))
    await main(bob.page).getByRole('tab', { name: 'Groups', exact: true }).click()
    await main(bob.page).getByRole('link', { name: 'E2E book club' }).click()
    await bob.page.waitForURL(appUrl(`/groups/${groupid}`))
    await main(bob.page).getByText('You are a member.').waitFor()
    expect(await main(bob.page).locator('img').first().getAttribute('src')).toBe(AVATAR)
    // A 375 px screen stacks: nothing reaches past the window's edge.
    await bob.page.setViewportSize({ width: 375, height: 800 })
    expect(await sidewaysOverflow(bob.page), (await pastRightEdge(bob.page)).join('\n')).toBe(0)

    // And chats in it; Alice reads it in the same group chat.
    await main(bob.page).getByRole('link', { name: 'Open chat' }).click()
    await bob.page.waitForURL(appUrl(`/chat/${groupid}`))
    const box = bob.page.getByRole('textbox', { name: 'Message' })
    await box.fill('Hello club, Bob here')
    await box.press('Enter')
    // Stored by the node (acknowledged) before Alice opens the chat and reads its history.
    await bob.page
      .getByRole('log')
      .getByRole('listitem')
      .filter({ hasText: 'Hello club, Bob here' })
      .getByText(/^(Sent|Delivered)$/)
      .waitFor()
    await alice.page.goto(appUrl(`/chat/${groupid}`))
    await alice.page.getByRole('log').getByText('Hello club, Bob here').waitFor()
  })

  it('a join request to a creator-approval group arrives live; rejected it stays answered after a reload, and a new one is approved', async () => {
    const alice = await newcomer(e2e, 'e2e-groups-creator')
    const bob = await newcomer(e2e, 'e2e-groups-asker')
    const bobUserid = (await storage(bob.page)).userid ?? ''

    const groupid = await createGroup(alice.page, 'E2E approval club')
    const policy = main(alice.page).getByRole('region', { name: 'Join policy' })
    await policy.getByLabel('Creator approval: people ask to join').check()
    await policy.getByRole('button', { name: 'Save join policy' }).click()
    await policy.getByText('Join policy saved.').waitFor()
    const requests = main(alice.page).getByRole('region', { name: 'Join requests' })
    await requests.getByText('No join requests waiting.').waitFor()

    // Bob, outside, is told how to get in and asks, signing with his wallet.
    await bob.page.goto(appUrl(`/groups/${groupid}`))
    await bob.page.getByRole('heading', { level: 1, name: 'E2E approval club' }).waitFor()
    await main(bob.page).getByText('The creator approves each person who asks to join.').waitFor()
    await main(bob.page)
      .getByLabel(/Why you want to join/)
      .fill('I read a lot')
    // Declined in the wallet: said, and the reason stays as typed.
    bob.eth.rejectSign = true
    await main(bob.page).getByRole('button', { name: 'Ask to join' }).click()
    await main(bob.page).getByRole('alert').filter({ hasText: 'The wallet declined the request' }).waitFor()
    expect(
      await main(bob.page)
        .getByLabel(/Why you want to join/)
        .inputValue(),
    ).toBe('I read a lot')
    bob.eth.rejectSign = false
    const asked = bob.eth.calls.length
    await main(bob.page).getByRole('button', { name: 'Ask to join' }).click()
    await main(bob.page).getByText('Join request sent. The creator will answer it.').waitFor()
    expect(bob.eth.calls.slice(asked)).toContain('personal_sign')

    // Alice, still on the page, sees it arrive and rejects it with her wallet; after a reload it stays answered.
    const rejected = requests.getByRole('listitem').filter({ hasText: 'I read a lot' })
    await rejected.getByText(shortId(bobUserid)).waitFor()
    await rejected.getByRole('button', { name: 'Reject' }).click()
    await requests.getByText('No join requests waiting.').waitFor()
    await alice.page.reload()
    await requests.getByText('No join requests waiting.').waitFor()
    expect(await requests.getByRole('listitem').count()).toBe(0)

    // Bob asks again; Alice sees the new request arrive and approves it with her wallet.
    await bob.page.reload()
    await main(bob.page)
      .getByLabel(/Why you want to join/)
      .fill('I read even more now')
    await main(bob.page).getByRole('button', { name: 'Ask to join' }).click()
    await main(bob.page).getByText('Join request sent. The creator will answer it.').waitFor()
    const request = requests.getByRole('listitem').filter({ hasText: 'I read even more now' })
    await request.getByText(shortId(bobUserid)).waitFor()
    await request.getByRole('button', { name: 'Approve' }).click()
    await requests.getByText('No join requests waiting.').waitFor()
    await main(alice.page)
      .getByRole('list', { name: 'Members' })
      .getByRole('link', { name: shortId(bob.address) })
      .waitFor()

    await bob.page.reload()
    await main(bob.page).getByText('You are a member.').waitFor()
  })

  it('a join request names its asker by the display rules: the nickname, with the short id beside it', async () => {
    const alice = await newcomer(e2e, 'e2e-groups-namer')
    const bob = await newcomer(e2e, 'e2e-groups-named')
    const bobUserid = (await storage(bob.page)).userid ?? ''
    await bob.page.getByRole('button', { name: 'Edit profile' }).click()
    const form = bob.page.getByRole('region', { name: 'Edit profile' })
    await form.getByRole('textbox', { name: 'Nickname' }).fill('Bob Builder')
    await form.getByRole('button', { name: 'Save' }).click()
    await form.waitFor({ state: 'detached' })

    const groupid = await createGroup(alice.page, 'E2E named club')
    const policy = main(alice.page).getByRole('region', { name: 'Join policy' })
    await policy.getByLabel('Creator approval: people ask to join').check()
    await policy.getByRole('button', { name: 'Save join policy' }).click()
    await policy.getByText('Join policy saved.').waitFor()

    await bob.page.goto(appUrl(`/groups/${groupid}`))
    await main(bob.page)
      .getByLabel(/Why you want to join/)
      .fill('Builder of books')
    await main(bob.page).getByRole('button', { name: 'Ask to join' }).click()
    await main(bob.page).getByText('Join request sent. The creator will answer it.').waitFor()

    // Arrived live, then listed after a reload: named both times, never only "user:…".
    const requests = main(alice.page).getByRole('region', { name: 'Join requests' })
    const request = requests.getByRole('listitem').filter({ hasText: 'Builder of books' })
    for (const reload of [false, true]) {
      if (reload) await alice.page.reload()
      await request.getByRole('link', { name: 'Bob Builder', exact: true }).waitFor()
      await request.getByText(shortId(bobUserid), { exact: true }).waitFor()
    }
  })
})
