/**
 * Two people in Chromium, each with a MetaMask-like wallet that really signs, use the network's own React
 * kit (`@web3mq/react-components` 1.0.77 on `@web3mq/client` 1.0.25) against the mock node: sign-up, log-in
 * with the password, the channel list, a friend request accepted, a chat both ways and the live notification.
 * The steps run in order and build on each other, as the two people's afternoon would.
 */
import { describe, expect, it } from 'vitest'
import { composer, listTitle, logIn, openTab, sendFriendRequest, sendMessage, signUp } from './kit-page'
import { type KitPerson, kitStage } from './stage'

const stage = kitStage()
const PASSWORD = { alice: 'alice: a long password', bob: 'bob: a long password' }
const NOTE = 'Hello Bob, this is Alice from the kit suite'

/** How the kit names someone who has no nickname: the wallet address shortened (its `getShortAddress`). */
const shortAddress = (address: string) => `${address.slice(0, 5)}...${address.slice(-4)}`
const signatures = (person: KitPerson) => person.walletCalls.filter((method) => method === 'personal_sign')

/** A message as the kit's `MessageList` shows it, by its exact text. */
const message = (person: KitPerson, text: string) => person.page.getByText(text, { exact: true })

describe('the official React kit against the mock node', () => {
  const people = {} as { alice: KitPerson; bob: KitPerson }

  it('signs both people up: the wallet signs the key text and the register text, then the chat mounts', async () => {
    const [alice, bob] = await Promise.all([stage.openPerson('alice'), stage.openPerson('bob')])
    await Promise.all([signUp(alice, PASSWORD.alice), signUp(bob, PASSWORD.bob)])
    for (const person of [alice, bob]) {
      expect(signatures(person)).toHaveLength(2)
      await person.page.getByText('You have no channels currently', { exact: true }).waitFor()
    }
    // Alice's first browser is done; she comes back on another one below.
    await alice.context.close()
    people.bob = bob
  })

  it('logs Alice in with her password on a browser that holds no keys', async () => {
    const alice = await stage.openPerson('alice')
    await logIn(alice, PASSWORD.alice)
    // One signature: the key text again, which with the password gives back her main key.
    expect(signatures(alice)).toHaveLength(1)
    await alice.page.getByText('You have no channels currently', { exact: true }).waitFor()
    people.alice = alice
  })

  it('delivers a friend request made with New Message → Add friends to Bob as a live notification', async () => {
    const { alice, bob } = people
    await openTab(bob, 'Notification')
    await bob.page.getByText('No notification message', { exact: true }).waitFor()
    // Live means pushed on Bob's socket: the request is made once the node has taken his connect.
    await bob.connected()
    await sendFriendRequest(alice, bob.wallet.address, NOTE)
    await bob.page.getByText('Friend request', { exact: true }).waitFor()
    await bob.page.getByText(NOTE, { exact: true }).waitFor()
  })

  it('opens a chat with Alice when Bob accepts her request, with the message box (not Follow/Request)', async () => {
    const { alice, bob } = people
    await bob.page.getByText(NOTE, { exact: true }).click()
    // The kit reads Alice's permissions (`data.permissions['user:chat']`): she takes messages, so it opens the chat.
    await listTitle(bob.page, 'Chats').waitFor()
    await bob.page.getByText(shortAddress(alice.wallet.address), { exact: true }).waitFor()
    await composer(bob.page).waitFor()
  })

  it('carries a chat both ways: history after a reload, then live in both windows', async () => {
    const { alice, bob } = people
    await sendMessage(bob, 'Hello Alice, request accepted')
    await message(bob, 'Hello Alice, request accepted').waitFor()

    // Alice's kit lists chats only when it mounts: after a reload her channel list holds Bob's chat, which
    // the kit opens with its history.
    await alice.page.reload()
    await listTitle(alice.page, 'Chats').waitFor()
    await alice.page.getByText(shortAddress(bob.wallet.address), { exact: true }).first().click()
    await message(alice, 'Hello Alice, request accepted').waitFor()

    await sendMessage(alice, 'Hi Bob, glad you did')
    await message(bob, 'Hi Bob, glad you did').waitFor()
    await sendMessage(bob, 'See you on the node')
    await message(alice, 'See you on the node').waitFor()
  })

  it('did it all on the local node, which refused only the look-ups of the two new wallets', () => {
    const hosted = stage.elsewhere.filter((url) => new URL(url).hostname.endsWith('web3mq.com'))
    expect(hosted).toEqual([])
    // The one refusal is how the kit learns a wallet is new, once per sign-up; the rest were all answered,
    // the kit's mount-time reads signed in one millisecond among them (docs/protocol.md §4.3).
    const newWallet = 'POST /api/get_user_info/ → 404 User not found'
    expect(stage.refusals).toEqual([newWallet, newWallet])
  })
})
