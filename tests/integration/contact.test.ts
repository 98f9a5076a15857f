/**
 * ContactModule against a real mock node: wallet-signed follow/unfollow from an Ethereum and a Starknet
 * wallet (counts, follow_each), a forged follow, friend requests end to end, search, and the live
 * friend-request event; a friend request to a wallet address, and the two-step follow whose text the
 * dapp's wallet signs (docs/protocol.md §9.1).
 */
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NodeMessage } from '#domain/contract'
import { ErrorCode } from '#domain/errors'
import type { Connection } from '../../src/sdk/connection/connection'
import { ContactModule } from '../../src/sdk/contact/contact'
import { nextEvent } from '../_util/events'
import { openLiveSession } from '../_util/live-session'
import { type RunningNode, startMockNode } from '../_util/mock-node'
import { httpSend, signUpAndLogIn, type TestAccount } from '../_util/node-client'
import { contextFor } from '../_util/sdk-context'
import { walletSigner } from '../fakes/wallet-signer'
import { ethWallet, starknetWallet } from '../fakes/wallets'

let node: RunningNode
let alice: TestAccount
let bob: TestAccount
let stark: TestAccount
const sockets: Connection[] = []

const moduleOf = (account: TestAccount) => new ContactModule(contextFor(node, account))
const follow = (from: TestAccount, to: TestAccount, action: 'follow' | 'cancel' = 'follow') =>
  moduleOf(from).followOperation({ targetUserid: to.userid, action, signer: walletSigner(from.wallet) })
const statusOf = (list: readonly { userid: string; follow_status?: string }[], who: TestAccount) =>
  list.find((c) => c.userid === who.userid)?.follow_status

beforeAll(async () => {
  node = await startMockNode()
  const send = httpSend(node.url)
  alice = await signUpAndLogIn(send, ethWallet('contact-alice'), { nickname: 'Alice' })
  bob = await signUpAndLogIn(send, ethWallet('contact-bob'), { nickname: 'Bob' })
  stark = await signUpAndLogIn(send, starknetWallet('contact-stark', 'braavos'), { nickname: 'Stark' })
})

afterAll(async () => {
  for (const socket of sockets) socket.close()
  await node?.close()
})

describe('follow and unfollow', () => {
  it('[P1.8] [P3.22] an ETH follow shows as following / follower with counts; a follow back makes follow_each', async () => {
    await follow(alice, bob)
    const aliceContacts = moduleOf(alice)
    const following = await aliceContacts.getFollowingList()
    expect(following.total).toBe(1)
    expect(statusOf(following.items, bob)).toBe('following')
    const bobContacts = moduleOf(bob)
    const followers = await bobContacts.getFollowerList()
    expect(followers.total).toBe(1)
    expect(statusOf(followers.items, alice)).toBe('follower')
    expect((await bobContacts.getContactList()).total).toBe(0)

    await follow(bob, alice)
    const contacts = await bobContacts.getContactList()
    expect(contacts.items.map((c) => [c.userid, c.follow_status, c.nickname])).toEqual([
      [alice.userid, 'follow_each', 'Alice'],
    ])
    expect(bobContacts.contactList.map((c) => c.userid)).toEqual([alice.userid])
  })

  it('a Starknet wallet follows (did_pubkey sent) and unfollows with action cancel', async () => {
    const starkContacts = moduleOf(stark)
    const signer = walletSigner(stark.wallet)
    await starkContacts.followOperation({ targetUserid: alice.userid, action: 'follow', signer })
    expect(signer.signed[0]).toContain('sign in with your starknet account:')
    const aliceContacts = moduleOf(alice)
    const followers = await aliceContacts.getFollowerList()
    expect(followers.items.map((c) => c.userid).sort()).toEqual([bob.userid, stark.userid].sort())
    expect(statusOf(followers.items, stark)).toBe('follower')

    await starkContacts.followOperation({ targetUserid: alice.userid, action: 'cancel', signer })
    const after = await aliceContacts.getFollowerList()
    expect(after.total).toBe(1)
    expect(after.items.map((c) => c.userid)).toEqual([bob.userid])
    expect((await starkContacts.getFollowingList()).total).toBe(0)
  })

  it('an unfollow ends follow_each: the contact disappears', async () => {
    await follow(bob, alice, 'cancel')
    expect((await moduleOf(bob).getContactList()).items).toEqual([])
    expect(statusOf((await moduleOf(alice).getFollowingList()).items, bob)).toBe('following')
    await follow(bob, alice)
  })

  it('a follow signed by another wallet is refused with the node msg', async () => {
    const mallory = ethWallet('contact-mallory')
    const forged = moduleOf(bob).followOperation({
      targetUserid: stark.userid,
      action: 'follow',
      signer: walletSigner(mallory),
      account: { address: bob.wallet.address, didPubkey: '' },
    })
    await expect(forged).rejects.toMatchObject({
      code: ErrorCode.NodeError,
      message: NodeMessage.invalidWalletSignature,
    })
    expect((await moduleOf(stark).getFollowerList()).total).toBe(0)
  })
})

describe('friend requests', () => {
  it('[P1.8] request → received list → agree by default → both see each other as friends', async () => {
    const starkCtx = contextFor(node, stark)
    sockets.push(await openLiveSession(starkCtx))
    const starkContacts = new ContactModule(starkCtx)
    const live = nextEvent(starkCtx.events, 'contact.friendRequest')

    const bobContacts = moduleOf(bob)
    await bobContacts.sendFriend(stark.userid, 'hello from Bob')
    expect((await live).notification).toMatchObject({
      type: 'system.friend_request',
      content: 'hello from Bob',
      come_from: bob.userid,
    })
    const sent = await bobContacts.getMyFriendRequestList()
    expect(sent.items.map((c) => c.userid)).toEqual([stark.userid])

    const received = await starkContacts.getReceiveFriendRequestList()
    expect(received.items.map((c) => [c.userid, c.content])).toEqual([[bob.userid, 'hello from Bob']])

    const updated = nextEvent(starkCtx.events, 'contact.updated')
    await starkContacts.operationFriend(bob.userid)
    expect((await updated).items).toEqual([{ userid: bob.userid, action: 'agree' }])
    const answered = await bobContacts.getMyFriendRequestList()
    expect(answered.items.map((c) => [c.userid, c.status])).toEqual([[stark.userid, 'agree']])
    // Friends are contacts: the contacts search (over the node's contact set) finds them both ways.
    expect((await starkContacts.searchContact('Bob')).items.map((c) => c.userid)).toEqual([bob.userid])
    expect((await bobContacts.searchContact(stark.wallet.address)).items.map((c) => c.userid)).toEqual([
      stark.userid,
    ])
  })

  it('an agreed request is two follows; one unfollow ends the contact for both (docs/protocol.md §9.3)', async () => {
    // Stark agreed to Bob's request above: each now follows the other, in every list of the node.
    const rows = (list: readonly { userid: string; follow_status?: string }[]) =>
      list.map((c) => [c.userid, c.follow_status])
    const starkContacts = moduleOf(stark)
    await starkContacts.getContactList()
    await starkContacts.getFollowerList()
    await starkContacts.getFollowingList()
    for (const list of [starkContacts.contactList, starkContacts.followerList, starkContacts.followingList])
      expect(rows(list)).toEqual([[bob.userid, 'follow_each']])
    const bobContacts = moduleOf(bob)
    expect(rows((await bobContacts.getContactList()).items)).toContainEqual([stark.userid, 'follow_each'])
    expect(rows((await bobContacts.getFollowerList()).items)).toContainEqual([stark.userid, 'follow_each'])

    // Bob unfollows: his held lists drop Stark at once, and the node says the same to both.
    await bobContacts.followOperation({
      targetUserid: stark.userid,
      action: 'cancel',
      signer: walletSigner(bob.wallet),
    })
    expect(rows(bobContacts.contactList)).not.toContainEqual([stark.userid, 'follow_each'])
    expect(rows(bobContacts.followerList)).toContainEqual([stark.userid, 'follower'])
    expect(rows((await bobContacts.getContactList()).items)).toEqual(rows(bobContacts.contactList))
    expect((await starkContacts.getContactList()).items).toEqual([])
    expect((await starkContacts.getFollowerList()).items).toEqual([])
    expect(rows((await starkContacts.getFollowingList()).items)).toEqual([[bob.userid, 'following']])
  })

  it('answering a request that does not exist is refused with the node msg', async () => {
    await expect(moduleOf(alice).operationFriend(stark.userid)).rejects.toMatchObject({
      code: ErrorCode.NodeError,
      message: 'Friend request not found',
    })
  })
})

describe('a wallet address for a userid, and a follow the dapp has its wallet sign', () => {
  let dave: TestAccount
  let erin: TestAccount
  let sam: TestAccount

  beforeAll(async () => {
    const send = httpSend(node.url)
    dave = await signUpAndLogIn(send, ethWallet('contact-dave'), { nickname: 'Dave' })
    erin = await signUpAndLogIn(send, ethWallet('contact-erin'), { nickname: 'Erin' })
    sam = await signUpAndLogIn(send, starknetWallet('contact-sam', 'argentX'), { nickname: 'Sam' })
  })

  /** "Issued At" of docs/protocol.md §9.1 (local Y/m/d h:i, 24-hour) for `ms` at `offset` minutes east of UTC. */
  const issuedAt = (ms: number, offset: number) => {
    const d = new Date(ms + offset * 60_000)
    const two = (n: number) => String(n).padStart(2, '0')
    return `${d.getUTCFullYear()}/${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`
  }
  const sha3 = (s: string) => createHash('sha3-224').update(s).digest('hex')

  it("a friend request sent to the holder's wallet address (and did type) reaches the holder", async () => {
    const samCtx = contextFor(node, sam)
    sockets.push(await openLiveSession(samCtx))
    new ContactModule(samCtx)
    const live = nextEvent(
      samCtx.events,
      'contact.friendRequest',
      (e) => e.notification.come_from === dave.userid,
    )
    await moduleOf(dave).sendFriend(sam.wallet.address, 'hi by address', 'starknet')
    expect((await live).notification).toMatchObject({
      type: 'system.friend_request',
      content: 'hi by address',
      come_from: dave.userid,
    })
    const received = await moduleOf(sam).getReceiveFriendRequestList()
    expect(received.items.map((c) => [c.userid, c.content])).toEqual([[dave.userid, 'hi by address']])
  })

  it('a friend request to an address no user holds fails with "User not found" and sends nothing', async () => {
    const nobody = ethWallet('contact-nobody').address
    await expect(moduleOf(dave).sendFriend(nobody, 'anyone?')).rejects.toMatchObject({
      code: ErrorCode.NodeError,
      message: NodeMessage.userNotFound,
      detail: { nodeCode: 404, endpoint: 'user.info', refusal: 'userNotFound' },
    })
    expect((await moduleOf(dave).getMyFriendRequestList()).items.map((c) => c.userid)).toEqual([sam.userid])
  })

  it('follows in two steps: the exact text, signed by the wallet, is accepted by the node', async () => {
    const ctx = contextFor(node, dave)
    const daveContacts = new ContactModule(ctx)
    const { signContent, timestamp } = await daveContacts.getFollowOperationSignContent({
      targetId: erin.wallet.address,
      action: 'follow',
    })
    expect(signContent).toBe(
      '\n' +
        '    Web3MQ wants you to sign in with your eth account:\n' +
        `    ${dave.wallet.address}\n` +
        '    \n' +
        '    For follow signature\n' +
        '    This signature will not cost you anything.\n' +
        '    Never expose your password or this signature to anyone.\n' +
        '    \n' +
        `    Nonce: ${sha3(`${dave.userid}follow${erin.userid}${timestamp}`)}\n` +
        `    Issued At: ${issuedAt(timestamp, ctx.ports.clock.tzOffsetMinutes())}`,
    )
    const updated = nextEvent(ctx.events, 'contact.updated')
    await daveContacts.followOperationBySignature({
      targetId: erin.wallet.address,
      action: 'follow',
      signContent,
      signature: dave.wallet.sign(signContent),
      followTimestamp: timestamp,
    })
    expect((await updated).items).toEqual([{ userid: erin.userid, action: 'follow' }])
    expect((await moduleOf(erin).getFollowerList()).items.map((c) => [c.userid, c.follow_status])).toEqual([
      [dave.userid, 'follower'],
    ])
  })

  it('a Starknet wallet unfollows in two steps with its account key', async () => {
    const samContacts = moduleOf(sam)
    await samContacts.followOperation({
      targetUserid: erin.userid,
      action: 'follow',
      signer: walletSigner(sam.wallet),
    })
    const { signContent, timestamp } = await samContacts.getFollowOperationSignContent({
      targetId: erin.userid,
      action: 'cancel',
    })
    expect(signContent.split('\n').slice(0, 3)).toEqual([
      '',
      '    Web3MQ wants you to sign in with your starknet account:',
      `    ${sam.wallet.address}`,
    ])
    await samContacts.followOperationBySignature({
      targetId: erin.userid,
      action: 'cancel',
      signContent,
      signature: sam.wallet.sign(signContent),
      followTimestamp: timestamp,
      didPubkey: sam.wallet.didPubkey,
    })
    expect((await moduleOf(erin).getFollowerList()).items.map((c) => c.userid)).toEqual([dave.userid])
  })

  it('refuses a signed text submitted with another moment than the one it was made for', async () => {
    const contacts = moduleOf(erin)
    const { signContent, timestamp } = await contacts.getFollowOperationSignContent({
      targetId: dave.userid,
      action: 'follow',
    })
    await expect(
      contacts.followOperationBySignature({
        targetId: dave.userid,
        action: 'follow',
        signContent,
        signature: erin.wallet.sign(signContent),
        followTimestamp: timestamp + 1,
      }),
    ).rejects.toMatchObject({ code: ErrorCode.NodeError, message: 'Signed text does not match the request' })
    expect((await moduleOf(dave).getFollowerList()).items).toEqual([])
  })
})
