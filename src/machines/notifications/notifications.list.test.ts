import { describe, expect, it } from 'vitest'
import type { Notification } from '../../domain/messages'
import { answeredRequestOf, entryOf, namesOf, profilesRead, targetOf } from './notifications.list'

describe('notification centre list rules', () => {
  it("lists a notification under its id with its sender's userid, '' when the node named none", () => {
    const n = {
      messageId: 'n1',
      title: 'Hi',
      content: 'body',
      type: 'subscription',
      version: 1,
      timestamp: 5,
      read: false,
    }
    expect(entryOf({ ...n, come_from: 'user:b' })).toEqual({
      id: 'n1',
      title: 'Hi',
      content: 'body',
      type: 'subscription',
      timestamp: 5,
      read: false,
      from: 'user:b',
    })
    expect(entryOf(n).from).toBe('')
  })

  it('keeps the profiles that were read and leaves out a sender whose read failed', () => {
    const read: PromiseSettledResult<{ nickname: string }>[] = [
      { status: 'fulfilled', value: { nickname: 'Bob' } },
      { status: 'rejected', reason: new Error('offline') },
    ]
    const profiles = profilesRead(['user:b', 'user:c'], read)
    expect(profiles).toEqual({ 'user:b': { nickname: 'Bob' } })
    expect(namesOf(profiles)).toEqual({ 'user:b': 'Bob' })
  })

  it('leads a friend request to its sender, an accepted one to that person, a group notice to its group', () => {
    const notice = (type: string, extra: Partial<Notification> = {}): Notification => ({
      messageId: 'n',
      title: 't',
      content: '',
      type,
      version: 1,
      timestamp: 1,
      read: false,
      ...extra,
    })
    expect(targetOf(notice('system.friend_request', { come_from: 'user:a' }))).toEqual({
      kind: 'friendRequest',
      userid: 'user:a',
    })
    expect(targetOf(notice('system.friend_request', { metadata: { userid: 'user:m' } }))).toEqual({
      kind: 'friendRequest',
      userid: 'user:m',
    })
    expect(targetOf(notice('system.agree_friend_request', { come_from: 'user:b' }))).toEqual({
      kind: 'person',
      userid: 'user:b',
    })
    const group = { come_from: 'user:c', metadata: { groupid: 'group:g1' } }
    expect(targetOf(notice('system.group_invitation', group))).toEqual({ kind: 'group', groupid: 'group:g1' })
    expect(targetOf(notice('system.group.agree_join_request', group))).toEqual({
      kind: 'group',
      groupid: 'group:g1',
    })
    // A notice without the field it needs, or one that names no place, leads nowhere.
    expect(targetOf(notice('system.group_invitation', { come_from: 'user:c' }))).toBeUndefined()
    expect(targetOf(notice('system.friend_request'))).toBeUndefined()
    expect(targetOf(notice('subscription', group))).toBeUndefined()
    expect(entryOf(notice('subscription', group))).not.toHaveProperty('target')
  })

  it("takes a friend request as answered on the person's own agree or reject, not on a follow or the other side's answer", () => {
    const mine = (action: string) =>
      answeredRequestOf({ kind: 'contact', change: { userid: 'user:a', action } })
    expect(mine('agree')).toBe('user:a')
    expect(mine('reject')).toBe('user:a')
    expect(mine('follow')).toBeUndefined()
    const notification = {
      messageId: 'n',
      title: 'Friend request accepted',
      content: '',
      type: 'system.agree_friend_request',
      version: 1,
      timestamp: 1,
      read: false,
    }
    const theirs = { userid: 'user:a', action: 'agree', notification }
    expect(answeredRequestOf({ kind: 'contact', change: theirs })).toBeUndefined()
    expect(answeredRequestOf({ kind: 'friendRequest', notification })).toBeUndefined()
  })
})
