import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { note, startSubscription } from '../../../tests/_util/machines/subscription'
import type { NotificationView } from './subscription.types'

const BOB = 'user:2f1e5c3a9b8d7e6f5a4b3c2d1e0f9a8b7c6db70e'
const ANON = 'user:9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f0001'
const CAROL = 'user:5555555555555555555555555555555555555555'
const CAROL_WALLET = '0x1111111111111111111111111111111111112222'

const from = (id: string, come_from: string): NotificationView => ({ ...note(id), come_from })

describe('subscription machine: senders', () => {
  it('names each sender by the display rules, asking once per sender, also for live arrivals', async () => {
    let deliver: (n: NotificationView) => void = () => undefined
    const { actor, calls } = startSubscription({
      notifications: async () => ({
        items: [from('n1', BOB), from('n2', BOB), from('n3', ANON), from('n4', '')],
        total: 4,
      }),
      // ANON's profile cannot be read: left out, so the view keeps the short id.
      senders: async (userids) =>
        Object.fromEntries(
          userids
            .filter((u) => u !== ANON)
            .map((u) =>
              u === BOB
                ? [u, { userid: u, nickname: ' Bob Builder ' }]
                : [u, { userid: u, wallet_address: CAROL_WALLET }],
            ),
        ),
      live: (d) => (deliver = d),
    })
    const named = await waitFor(actor, (s) => s.context.senders.names[BOB] !== undefined)
    expect(named.context.senders.names).toEqual({ [BOB]: 'Bob Builder' })

    deliver(from('live1', CAROL))
    deliver(from('live2', BOB))
    const live = await waitFor(actor, (s) => s.context.senders.names[CAROL] !== undefined)
    expect(live.context.senders.names).toEqual({ [BOB]: 'Bob Builder', [CAROL]: '0x111...2222' })
    expect(calls.filter((c) => c.startsWith('loadSenders'))).toEqual([
      `loadSenders:${BOB},${ANON}`,
      `loadSenders:${CAROL}`,
    ])
  })

  it('keeps the list when the profiles cannot be read, and does not ask again', async () => {
    const { actor, calls } = startSubscription({
      notifications: async () => ({ items: [from('n1', BOB)], total: 1 }),
      senders: async () => {
        throw new Error('node unreachable')
      },
    })
    const done = await waitFor(
      actor,
      (s) => s.matches({ senders: 'idle' }) && s.context.senders.asked.length === 1,
    )
    expect(done.context.senders.names).toEqual({})
    expect(done.context.notifications.map((n) => n.id)).toEqual(['n1'])
    expect(done.context.notificationsError).toBeUndefined()
    expect(calls.filter((c) => c.startsWith('loadSenders'))).toEqual([`loadSenders:${BOB}`])
  })
})
