/**
 * NotifyModule against a real mock node: REST history with filters, paging and read status, and live
 * type-20 pushes over the SDK's real socket (as `notification.messageNew` and `notification.received`).
 * Accounts: Alice publishes, Bob follows her and listens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Connection } from '../../src/sdk/connection/connection'
import { ContactModule } from '../../src/sdk/contact/contact'
import type { ClientContext } from '../../src/sdk/core/context'
import { NotifyModule } from '../../src/sdk/notify/notify'
import { nextEvent } from '../_util/events'
import { openLiveSession } from '../_util/live-session'
import { type RunningNode, startMockNode } from '../_util/mock-node'
import { httpSend, signUpAndLogIn, type TestAccount } from '../_util/node-client'
import { contextFor } from '../_util/sdk-context'
import { walletSigner } from '../fakes/wallet-signer'
import { ethWallet } from '../fakes/wallets'

let node: RunningNode
let alice: TestAccount
let bob: TestAccount
let aliceCtx: ClientContext
let bobCtx: ClientContext
let bobSocket: Connection

beforeAll(async () => {
  node = await startMockNode()
  alice = await signUpAndLogIn(httpSend(node.url), ethWallet('notify-alice'), { nickname: 'Alice' })
  bob = await signUpAndLogIn(httpSend(node.url), ethWallet('notify-bob'), { nickname: 'Bob' })
  aliceCtx = contextFor(node, alice)
  bobCtx = contextFor(node, bob)
  await new ContactModule(bobCtx).followOperation({
    targetUserid: alice.userid,
    action: 'follow',
    signer: walletSigner(bob.wallet),
  })
  bobSocket = await openLiveSession(bobCtx)
})

afterAll(async () => {
  bobSocket?.close()
  await node?.close()
})

describe('notifications over REST', () => {
  it('lists what followers were sent, newest first, and filters by type', async () => {
    const contacts = new ContactModule(aliceCtx)
    await contacts.publishNotificationToFollowers('First', 'one')
    await contacts.publishNotificationToFollowers('Second', 'two')
    const notify = new NotifyModule(contextFor(node, bob))
    const page = await notify.queryNotifications({ page: 1, size: 10, notice_type: 'subscription' })
    expect(page.items.slice(0, 2).map((n) => [n.title, n.content, n.type, n.come_from])).toEqual([
      ['Second', 'two', 'subscription', alice.userid],
      ['First', 'one', 'subscription', alice.userid],
    ])
    expect(page.failures).toEqual([])
    const all = await notify.queryNotifications({ page: 1, size: 50 })
    expect(all.items.map((n) => n.type)).toContain('subscription')
    expect(notify.notifications.length).toBe(all.items.length)
  })

  it('pages: page 2 appends after page 1', async () => {
    const notify = new NotifyModule(contextFor(node, bob))
    const first = await notify.queryNotifications({ page: 1, size: 1, notice_type: 'subscription' })
    const second = await notify.queryNotifications({ page: 2, size: 1, notice_type: 'subscription' })
    expect(first.total).toBeGreaterThanOrEqual(2)
    expect(notify.notifications.map((n) => n.messageId)).toEqual([
      first.items[0]?.messageId,
      second.items[0]?.messageId,
    ])
  })

  it('marks notifications read on the node and locally', async () => {
    const notify = new NotifyModule(contextFor(node, bob))
    await notify.queryNotifications({ page: 1, size: 50 })
    const unread = notify.unreadCount
    const target = notify.notifications.find((n) => !n.read)
    expect(target).toBeDefined()
    await notify.changeNotificationStatus([target?.messageId ?? ''], 'read')
    expect(notify.unreadCount).toBe(unread - 1)
    const fresh = new NotifyModule(contextFor(node, bob))
    await fresh.queryNotifications({ page: 1, size: 50, read_status: 'read' })
    expect(fresh.notifications.map((n) => n.messageId)).toContain(target?.messageId)
    expect(fresh.notifications.every((n) => n.read)).toBe(true)
  })
})

describe('notifications live', () => {
  it('[P1.9] delivers a publish to followers over the socket as notification.messageNew', async () => {
    const notify = new NotifyModule(bobCtx)
    const arrived = nextEvent(bobCtx.events, 'notification.messageNew', (e) =>
      e.notifications.some((n) => n.title === 'Live news'),
    )
    await new ContactModule(aliceCtx).publishNotificationToFollowers('Live news', 'hot')
    const { notifications } = await arrived
    const live = notifications.find((n) => n.title === 'Live news')
    expect(live).toMatchObject({ content: 'hot', type: 'subscription', come_from: alice.userid, read: false })
    expect(notify.notifications[0]?.messageId).toBe(live?.messageId)
    expect(notify.unreadCount).toBe(1)
    const history = await new NotifyModule(contextFor(node, bob)).queryNotifications({ size: 50 })
    expect(history.items.map((n) => n.messageId)).toContain(live?.messageId)
    notify.dispose()
  })

  it("raises the official SDK's notification.received with the frame's notifications over the socket", async () => {
    const notify = new NotifyModule(bobCtx)
    const received = nextEvent(bobCtx.events, 'notification.received', (e) =>
      e.notifications.some((n) => n.title === 'Received news'),
    )
    await new ContactModule(aliceCtx).publishNotificationToFollowers('Received news', 'fresh')
    const { notifications } = await received
    expect(notifications).toHaveLength(1)
    expect(notifications[0]).toMatchObject({
      title: 'Received news',
      content: 'fresh',
      type: 'subscription',
      come_from: alice.userid,
      read: false,
    })
    expect(notify.notifications[0]?.messageId).toBe(notifications[0]?.messageId)
    notify.dispose()
  })
})
