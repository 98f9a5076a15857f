import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { fakeContactsMachine, person } from '../../../tests/_util/machines/contacts'
import { NodeError } from '../../domain/errors'
import { PICK_FIRST } from './contacts.machine'
import type { Contact, ContactsTab } from './contacts.types'

const started = (kit: ReturnType<typeof fakeContactsMachine>, tab?: ContactsTab) =>
  createActor(kit.machine, { input: tab ? { tab } : {} }).start()

const shown = (actor: ReturnType<typeof started>) => waitFor(actor, (s) => s.matches({ list: 'shown' }))
const idleRow = (actor: ReturnType<typeof started>) => waitFor(actor, (s) => s.matches({ row: 'idle' }))

describe('contactsMachine', () => {
  it('[P4.27] shows contacts page by page: page 1 first, "more" appends the next', async () => {
    const kit = fakeContactsMachine({ lists: { contacts: [person(1), person(2), person(3)] }, pageSize: 2 })
    const actor = started(kit)
    let s = await shown(actor)
    expect(s.context.list.items.map((c) => 'userid' in c && c.userid)).toEqual(['user:0001', 'user:0002'])
    actor.send({ type: 'contacts.more' })
    s = await waitFor(actor, (x) => x.matches({ list: 'shown' }) && x.context.list.page === 2)
    expect(s.context.list.items).toHaveLength(3)
    expect(actor.getSnapshot().can({ type: 'contacts.more' })).toBe(false)
    expect(kit.calls.filter((c) => c.name === 'loadTab').map((c) => c.input)).toEqual([
      { tab: 'contacts', page: 1, size: 20 },
      { tab: 'contacts', page: 2, size: 20 },
    ])
  })

  it('switching tab starts that list at page 1', async () => {
    const kit = fakeContactsMachine({ lists: { followers: [person(7)] } })
    const actor = started(kit)
    await shown(actor)
    actor.send({ type: 'contacts.tab', tab: 'followers' })
    const s = await waitFor(actor, (x) => x.matches({ list: 'shown' }) && x.context.tab === 'followers')
    expect(s.context.list.items).toEqual([person(7)])
  })

  it('a failed page says why and can be tried again', async () => {
    let fail = true
    const kit = fakeContactsMachine({
      load: async () => {
        if (fail) throw new NodeError(500, 'Node is busy')
        return { items: [person(1)], total: 1 }
      },
    })
    const actor = started(kit)
    const failed = await waitFor(actor, (s) => s.hasTag('listError'))
    expect(failed.context.list.error?.message).toBe('Node is busy')
    fail = false
    actor.send({ type: 'contacts.retry' })
    expect((await shown(actor)).context.list.items).toEqual([person(1)])
  })

  it('[P4.29] follow and unfollow from a follower row change its follow status once the node accepted', async () => {
    const kit = fakeContactsMachine({ lists: { followers: [person(1, { follow_status: 'follower' })] } })
    const actor = started(kit, 'followers')
    await shown(actor)
    actor.send({ type: 'contacts.follow', userid: 'user:0001', action: 'follow' })
    let s = await idleRow(actor)
    expect((s.context.list.items[0] as Contact).follow_status).toBe('follow_each')
    actor.send({ type: 'contacts.follow', userid: 'user:0001', action: 'cancel' })
    s = await idleRow(actor)
    // Still a follower after the unfollow: the row stays, with Follow again.
    expect(s.context.list.items.map((c) => [(c as Contact).userid, (c as Contact).follow_status])).toEqual([
      ['user:0001', 'follower'],
    ])
    expect(kit.calls.filter((c) => c.name === 'follow').map((c) => c.input)).toEqual([
      { targetUserid: 'user:0001', action: 'follow' },
      { targetUserid: 'user:0001', action: 'cancel' },
    ])
  })

  it('unfollowing a contact takes the row out of Contacts and the total down (docs/protocol.md §9.3)', async () => {
    const both = (n: number) => person(n, { follow_status: 'follow_each' })
    const kit = fakeContactsMachine({ lists: { contacts: [both(1), both(2)] } })
    const actor = started(kit)
    await shown(actor)
    actor.send({ type: 'contacts.follow', userid: 'user:0001', action: 'cancel' })
    const s = await idleRow(actor)
    expect(s.context.list.items).toEqual([both(2)])
    expect(s.context.list.total).toBe(1)
    expect(kit.calls.filter((c) => c.name === 'follow').map((c) => c.input)).toEqual([
      { targetUserid: 'user:0001', action: 'cancel' },
    ])
  })

  it('unfollowing from Following takes the row out; the request tabs keep theirs', async () => {
    const kit = fakeContactsMachine({
      lists: {
        following: [person(1, { follow_status: 'following' })],
        sent: [person(2, { follow_status: 'following', status: 'pending' })],
      },
    })
    const actor = started(kit, 'following')
    await shown(actor)
    actor.send({ type: 'contacts.follow', userid: 'user:0001', action: 'cancel' })
    expect((await idleRow(actor)).context.list).toMatchObject({ items: [], total: 0 })
    actor.send({ type: 'contacts.tab', tab: 'sent' })
    await waitFor(actor, (x) => x.matches({ list: 'shown' }) && x.context.tab === 'sent')
    actor.send({ type: 'contacts.follow', userid: 'user:0002', action: 'cancel' })
    const s = await idleRow(actor)
    expect(s.context.list.items.map((c) => [(c as Contact).userid, (c as Contact).follow_status])).toEqual([
      ['user:0002', undefined],
    ])
  })

  it('a refused follow is said on its row and leaves the status as it was', async () => {
    const kit = fakeContactsMachine({
      lists: { contacts: [person(1)] },
      follow: async () => {
        throw new Error('The wallet declined the request')
      },
    })
    const actor = started(kit)
    await shown(actor)
    actor.send({ type: 'contacts.follow', userid: 'user:0001', action: 'follow' })
    await waitFor(actor, (s) => s.context.rowError !== undefined)
    const s = actor.getSnapshot()
    expect(s.context.rowError).toEqual({
      userid: 'user:0001',
      error: { code: 'CONTACTS.FAILED', message: 'The wallet declined the request' },
    })
    expect((s.context.list.items[0] as Contact).follow_status).toBeUndefined()
  })

  it('[P4.28] agreeing to a received friend request sends agree and removes it from the list', async () => {
    const kit = fakeContactsMachine({ lists: { received: [person(1), person(2)] } })
    const actor = started(kit, 'received')
    await shown(actor)
    actor.send({ type: 'contacts.answer', userid: 'user:0002', action: 'agree' })
    const s = await idleRow(actor)
    expect(s.context.list.items).toEqual([person(1)])
    expect(s.context.list.total).toBe(1)
    expect(kit.calls.find((c) => c.name === 'answerRequest')?.input).toEqual({
      targetUserid: 'user:0002',
      action: 'agree',
    })
  })

  it('received requests already answered are not shown', async () => {
    const kit = fakeContactsMachine({
      lists: { received: [person(1, { status: 'agree' }), person(2, { status: 'pending' }), person(3)] },
    })
    const actor = started(kit, 'received')
    const s = await shown(actor)
    expect(s.context.list.items.map((c) => (c as Contact).userid)).toEqual(['user:0002', 'user:0003'])
    expect(s.context.list.total).toBe(2)
  })

  it('a live contact change fetches the shown list again', async () => {
    const received = [person(1)]
    const kit = fakeContactsMachine({ lists: { received } })
    const actor = started(kit, 'received')
    await shown(actor)
    received.push(person(2))
    kit.live()
    const s = await waitFor(actor, (x) => x.matches({ list: 'shown' }) && x.context.list.items.length === 2)
    expect(s.context.list.items).toEqual([person(1), person(2)])
  })

  it('a live change while a follow is being signed keeps the follow going', async () => {
    let sign: (() => void) | undefined
    const kit = fakeContactsMachine({
      lists: { contacts: [person(1)] },
      follow: () => new Promise<void>((resolve) => (sign = resolve)),
    })
    const actor = started(kit)
    await shown(actor)
    actor.send({ type: 'contacts.follow', userid: 'user:0001', action: 'follow' })
    kit.live()
    await shown(actor)
    expect(actor.getSnapshot().hasTag('rowBusy')).toBe(true)
    sign?.()
    const s = await idleRow(actor)
    expect(s.context.rowError).toBeUndefined()
    expect(kit.calls.filter((c) => c.name === 'follow')).toHaveLength(1)
  })

  it('"Add friend" needs a person, sends the trimmed note, then says to whom it went', async () => {
    const kit = fakeContactsMachine()
    const actor = started(kit)
    await shown(actor)
    actor.send({ type: 'friend.note', value: ' hi from A ' })
    actor.send({ type: 'friend.send' })
    expect(actor.getSnapshot().context.friend.error?.message).toBe(PICK_FIRST)
    actor.send({ type: 'friend.pick', person: person(9) })
    actor.send({ type: 'friend.send' })
    const s = await waitFor(actor, (x) => x.context.friend.sentTo !== undefined)
    expect(kit.calls.find((c) => c.name === 'sendFriend')?.input).toEqual({
      targetUserid: 'user:0009',
      note: 'hi from A',
    })
    expect(s.context.friend).toEqual({ target: undefined, note: '', error: undefined, sentTo: person(9) })
  })

  it('a refused friend request keeps the person and the note', async () => {
    const kit = fakeContactsMachine({
      send: async () => {
        throw new NodeError(403, 'This user does not accept friend requests')
      },
    })
    const actor = started(kit)
    actor.send({ type: 'friend.pick', person: person(9) })
    actor.send({ type: 'friend.note', value: 'hello' })
    actor.send({ type: 'friend.send' })
    const s = await waitFor(actor, (x) => x.context.friend.error !== undefined)
    expect(s.context.friend.error?.message).toBe('This user does not accept friend requests')
    expect(s.context.friend.target).toEqual(person(9))
    expect(s.context.friend.note).toBe('hello')
  })
})
