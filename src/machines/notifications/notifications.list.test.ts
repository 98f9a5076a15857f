import { describe, expect, it } from 'vitest'
import { entryOf, namesOf, profilesRead } from './notifications.list'

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
})
