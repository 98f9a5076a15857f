import { describe, expect, it } from 'vitest'
import { memoryContext, START, USERID } from '../../../tests/_util/memory-context'
import { FakeSession } from '../../../tests/fakes/socket-pair'
import { walletSigner } from '../../../tests/fakes/wallet-signer'
import { ethWallet } from '../../../tests/fakes/wallets'
import vectors from '../../../tests/fixtures/vectors.json'
import {
  addFriend,
  followContacts,
  followers,
  following,
  followingList,
  handleFriendRequest,
  publishToFollowers,
  receivedFriendRequests,
  searchContacts,
  sentFriendRequests,
  userInfo,
} from '../../domain/contract'
import { utf8ToBytes } from '../../domain/crypto/encoding'
import { ErrorCode } from '../../domain/errors'
import { notificationListFrame } from '../../domain/protocol'
import { friendRequestSignContent } from '../../domain/signing/friend-request'
import { signBase64 } from '../../domain/signing/sign'
import { type ContactChange, ContactModule, type ContactsChange } from './contact'

const contact = (userid: string, follow_status = 'follow_each') => ({
  userid,
  follow_status,
  nickname: userid,
})
const userList =
  (...ids: string[]) =>
  () => ({ items: ids.map((id) => contact(id)), total: 9 })
const result =
  (...ids: string[]) =>
  () =>
    ids.map((id) => contact(id))

describe('ContactModule lists', () => {
  it('[P3.22] [P7.36] asks for follow_each contacts signed with web3mq_user_signature, merging pages', async () => {
    const { ctx, node } = memoryContext()
    const calls = node.calls
    const contacts = new ContactModule(ctx)
    const seen: string[][] = []
    ctx.events.on('contact.getList', (e) => seen.push(e.items.map((c) => (c as { userid: string }).userid)))
    node.answer(followContacts, userList('a', 'b'))
    const page = await contacts.getContactList({ page: 1, size: 2 })
    expect(page).toEqual({ items: [contact('a'), contact('b')], total: 9 })
    expect(calls[0]?.query).toEqual({
      page: '1',
      size: '2',
      follow_status: 'follow_each',
      userid: USERID,
      timestamp: String(START),
      web3mq_user_signature: vectors.restSignature.signature,
    })
    node.answer(followContacts, userList('b', 'c'))
    await contacts.getContactList({ page: 2, size: 2 })
    expect(contacts.contactList.map((c) => c.userid)).toEqual(['a', 'b', 'c'])
    node.answer(followContacts, userList('z'))
    await contacts.getContactList()
    expect(seen).toEqual([['a', 'b'], ['a', 'b', 'c'], ['z']])
  })

  it('[P7.28] keeps followers and following apart and emits their events', async () => {
    const { ctx, node } = memoryContext()
    node.answer(followers, userList('f1')).answer(followingList, userList('g1'))
    const calls = node.calls
    const contacts = new ContactModule(ctx)
    const events: string[] = []
    ctx.events.on('contact.getFollowerList', (e) => events.push(`followers:${e.items.length}`))
    ctx.events.on('contact.getFollowingList', (e) => events.push(`following:${e.items.length}`))
    await contacts.getFollowerList()
    await contacts.getFollowingList({ page: 1 })
    expect(contacts.followerList.map((c) => c.userid)).toEqual(['f1'])
    expect(contacts.followingList.map((c) => c.userid)).toEqual(['g1'])
    expect(events).toEqual(['followers:1', 'following:1'])
    expect(calls.map((c) => c.signContent)).toEqual([`${USERID}${START}`, `${USERID}${START + 1}`])
  })

  it('[P7.35] searches with userid + keyword + timestamp', async () => {
    const { ctx, node } = memoryContext()
    node.answer(searchContacts, result('a'))
    const calls = node.calls
    const page = await new ContactModule(ctx).searchContact('0xAbC')
    expect(page.items.map((c) => c.userid)).toEqual(['a'])
    expect(calls[0]?.signContent).toBe(`${USERID}0xAbC${START}`)
    expect(calls[0]?.query?.keyword).toBe('0xAbC')
  })
})

describe('ContactModule friend requests', () => {
  it('[P7.37] sends a request signed as userid + target + content + timestamp (docs/protocol.md §9.3)', async () => {
    const { ctx, node } = memoryContext()
    node.answer(addFriend, () => null)
    const calls = node.calls
    const contacts = new ContactModule(ctx)
    await contacts.sendFriend('user:b', 'hi there')
    await contacts.sendFriend('user:c')
    const signed = friendRequestSignContent({
      userid: USERID,
      targetUserid: 'user:b',
      content: 'hi there',
      timestamp: START,
    })
    expect(calls[0]?.body).toEqual({
      target_userid: 'user:b',
      content: 'hi there',
      userid: USERID,
      timestamp: START,
      web3mq_signature: signBase64(signed, vectors.keys.seedA),
    })
    expect(calls[1]?.signContent).toBe(`${USERID}user:c${START + 1}`)
    expect(calls[1]?.body?.content).toBe('')
  })

  it('sends a request to a wallet address: the userid looked up (eth by default), then signed as for an id', async () => {
    const address = '0x4444444444444444444444444444444444444444'
    const { ctx, node } = memoryContext()
    node
      .answer(addFriend, () => null)
      .answer(userInfo, ({ did_type }) => ({
        userid: did_type === 'starknet' ? 'user:s' : 'user:b',
        main_pubkey: 'ab',
      }))
    const contacts = new ContactModule(ctx)
    await contacts.sendFriend(address, 'hello wallet')
    await contacts.sendFriend(address, 'hello stark', 'starknet')
    await contacts.sendFriend('user:c', 'an id', 'starknet')
    expect(node.callsTo(userInfo).map((c) => [c.body?.did_type, c.body?.did_value])).toEqual([
      ['eth', address],
      ['starknet', address],
    ])
    const sent = node.callsTo(addFriend)
    expect(sent.map((c) => [c.body?.target_userid, c.body?.content])).toEqual([
      ['user:b', 'hello wallet'],
      ['user:s', 'hello stark'],
      ['user:c', 'an id'],
    ])
    const first = sent[0]?.body
    expect(first?.web3mq_signature).toBe(
      signBase64(
        friendRequestSignContent({
          userid: USERID,
          targetUserid: 'user:b',
          content: 'hello wallet',
          timestamp: Number(first?.timestamp),
        }),
        vectors.keys.seedA,
      ),
    )
  })

  it('sends no request to an address no user holds ("User not found")', async () => {
    const { ctx, node } = memoryContext()
    node.answer(addFriend, () => null).refuse(userInfo, 404, 'User not found')
    await expect(
      new ContactModule(ctx).sendFriend('0x0000000000000000000000000000000000000bad', 'hi'),
    ).rejects.toMatchObject({ name: 'NodeError', code: ErrorCode.NodeError, message: 'User not found' })
    expect(node.callsTo(addFriend)).toEqual([])
  })

  it('[P7.38] lists sent and received requests with their events', async () => {
    const { ctx, node } = memoryContext()
    node.answer(sentFriendRequests, result('to1')).answer(receivedFriendRequests, result('from1', 'from2'))
    const contacts = new ContactModule(ctx)
    const events: string[] = []
    ctx.events.on('contact.friendList', (e) => events.push(`sent:${e.items.length}`))
    ctx.events.on('contact.receiveList', (e) => events.push(`received:${e.items.length}`))
    await contacts.getMyFriendRequestList()
    await contacts.getReceiveFriendRequestList()
    expect(contacts.myFriendRequestList.map((c) => c.userid)).toEqual(['to1'])
    expect(contacts.receiveFriendRequestList.map((c) => c.userid)).toEqual(['from1', 'from2'])
    expect(events).toEqual(['sent:1', 'received:2'])
  })

  it("[P4.28] [P7.38] answers with action 'agree' by default, signed as userid + action + target + timestamp", async () => {
    const { ctx, node } = memoryContext()
    node.answer(handleFriendRequest, () => null)
    const calls = node.calls
    const contacts = new ContactModule(ctx)
    const updates: unknown[] = []
    ctx.events.on('contact.updated', (e) => updates.push(...e.items))
    await contacts.operationFriend('user:b')
    await contacts.operationFriend('user:c', 'reject')
    expect(calls[0]?.body).toMatchObject({ target_userid: 'user:b', action: 'agree' })
    expect(calls[0]?.signContent).toBe(`${USERID}agreeuser:b${START}`)
    expect(calls[1]?.signContent).toBe(`${USERID}rejectuser:c${START + 1}`)
    expect(updates).toEqual([
      { userid: 'user:b', action: 'agree' },
      { userid: 'user:c', action: 'reject' },
    ])
  })
})

describe('ContactModule follow and publish', () => {
  it('emits contact.updated after the node accepted a follow, not before', async () => {
    const { ctx, node } = memoryContext()
    const contacts = new ContactModule(ctx)
    const updates: unknown[] = []
    ctx.events.on('contact.updated', (e) => updates.push(...e.items))
    const signer = walletSigner(ethWallet('contact-unit'))
    node.refuse(following, 401, 'Invalid wallet signature')
    await expect(
      contacts.followOperation({ targetUserid: 'user:b', action: 'follow', signer }),
    ).rejects.toThrow('Invalid wallet signature')
    expect(updates).toEqual([])
    node.answer(following, () => null)
    await contacts.followOperation({ targetUserid: 'user:b', action: 'cancel', signer })
    expect(updates).toEqual([{ userid: 'user:b', action: 'cancel' }])
  })

  it('[P7.31] publishes to followers signed as userid + title + timestamp', async () => {
    const { ctx, node } = memoryContext()
    node.answer(publishToFollowers, () => null)
    const calls = node.calls
    await new ContactModule(ctx).publishNotificationToFollowers('Hello', 'World')
    expect(calls[0]?.body).toEqual({
      title: 'Hello',
      content: 'World',
      userid: USERID,
      timestamp: START,
      web3mq_user_signature: signBase64(`${USERID}Hello${START}`, vectors.keys.seedA),
    })
  })
})

describe('ContactModule live', () => {
  const item = (id: string, type: string) => ({
    messageId: id,
    payload: utf8ToBytes(JSON.stringify({ title: 't', content: 'c', type, metadata: { userid: 'user:b' } })),
    timestamp: START,
  })

  it('raises contact.friendRequest and contact.updated from notifications, ignoring the rest', () => {
    const { ctx } = memoryContext()
    const session = new FakeSession()
    ctx.session = session
    const contacts = new ContactModule(ctx)
    const seen: string[] = []
    ctx.events.on('contact.friendRequest', (e) => seen.push(`request:${e.notification.messageId}`))
    ctx.events.on('contact.updated', (e) => {
      const [change] = e.items as ContactChange[]
      seen.push(`updated:${change?.userid}:${change?.action}:${change?.notification?.messageId}`)
    })
    session.push(
      notificationListFrame([
        item('r1', 'system.friend_request'),
        item('s1', 'subscription'),
        item('a1', 'system.agree_friend_request'),
      ]),
    )
    expect(seen).toEqual(['request:r1', 'updated:user:b:agree:a1'])
    contacts.dispose()
    expect(session.listenerCount).toBe(0)
  })

  it('tells watchContacts a request received, an answer told live, a group invitation and my own follow', async () => {
    const { ctx, node } = memoryContext()
    const session = new FakeSession()
    ctx.session = session
    const contacts = new ContactModule(ctx)
    const told: ContactsChange[] = []
    const stop = contacts.watchContacts((change) => told.push(change))
    session.push(
      notificationListFrame([
        item('r1', 'system.friend_request'),
        item('s1', 'subscription'),
        item('a1', 'system.agree_friend_request'),
        item('g1', 'system.group_invitation'),
      ]),
    )
    node.answer(handleFriendRequest, () => null)
    await contacts.operationFriend('user:c', 'reject')
    const said = (change: ContactsChange) =>
      change.kind === 'contact'
        ? `contact:${change.change.userid}:${change.change.action}`
        : `${change.kind}:${change.notification.messageId}`
    expect(told.map(said)).toEqual([
      'friendRequest:r1',
      'contact:user:b:agree',
      'groupInvitation:g1',
      'contact:user:c:reject',
    ])
    stop()
    session.push(notificationListFrame([item('r2', 'system.friend_request')]))
    expect(told).toHaveLength(4)
  })
})
