/**
 * One socket for two tabs against a real mock node: Alice's second tab opens no socket, sends to Bob
 * through the first tab's and hears the ack; when the first tab closes, the second takes the lead, opens
 * its own socket and receives Bob's reply. The tabs talk through the fake Web Locks and BroadcastChannel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createNodeSocketTransport } from '../../src/adapters/socket/node-socket'
import { createBrowserTabs } from '../../src/adapters/tabs/browser-tabs'
import { Connection } from '../../src/sdk/connection/connection'
import type { ClientContext } from '../../src/sdk/core/context'
import { MessageModule } from '../../src/sdk/message/message'
import { SharedSession } from '../../src/sdk/tabs/shared-session'
import { nextEvent } from '../_util/events'
import { openLiveSession } from '../_util/live-session'
import { type RunningNode, startMockNode } from '../_util/mock-node'
import { httpSend, signUpAndLogIn, type TestAccount } from '../_util/node-client'
import { contextFor } from '../_util/sdk-context'
import { FakeBrowser } from '../fakes/tabs'
import { ethWallet } from '../fakes/wallets'

let node: RunningNode
let alice: TestAccount
let bob: TestAccount
const closers: (() => void)[] = []

/** One of Alice's tabs: its own context and Connection, the socket shared through the browser's tabs. */
const aliceTab = (browser: FakeBrowser) => {
  const env = browser.tab()
  const ctx: ClientContext = contextFor(node, alice)
  let socketsOpened = 0
  const transport = createNodeSocketTransport()
  const counting = {
    connect: (url: string, handlers: Parameters<typeof transport.connect>[1]) => {
      socketsOpened++
      return transport.connect(url, handlers)
    },
  }
  const { clock, random, logger } = ctx.ports
  const own = new Connection({
    transport: counting,
    clock,
    random,
    logger,
    url: ctx.config.wsUrl,
    keys: ctx.keys,
  })
  const session = new SharedSession(own, createBrowserTabs('alice', env), alice.userid, logger)
  ctx.session = session
  closers.push(() => session.close())
  return { env, ctx, session, messages: new MessageModule(ctx), sockets: () => socketsOpened }
}

beforeAll(async () => {
  node = await startMockNode()
  alice = await signUpAndLogIn(httpSend(node.url), ethWallet('tabs-alice'), { nickname: 'Alice' })
  bob = await signUpAndLogIn(httpSend(node.url), ethWallet('tabs-bob'), { nickname: 'Bob' })
})

afterAll(async () => {
  for (const close of closers) close()
  await node?.close()
})

describe('one socket for all tabs', () => {
  it('a follower tab sends through the leader; when the leader closes it takes over and receives', async () => {
    const bobCtx = contextFor(node, bob)
    const bobSocket = await openLiveSession(bobCtx)
    closers.push(() => bobSocket.close())
    const bobMessages = new MessageModule(bobCtx)

    const browser = new FakeBrowser()
    const first = aliceTab(browser)
    await first.session.connect()
    const second = aliceTab(browser)
    await second.session.connect()
    expect([first.sockets(), second.sockets()]).toEqual([1, 0])

    const received = nextEvent(bobCtx.events, 'message.received')
    const acked = nextEvent(second.ctx.events, 'message.delivered')
    const echo = await second.messages.sendMessage('from the second tab', bob.userid)
    expect((await received).message.messageId).toBe(echo.id)
    expect((await acked).status.messageId).toBe(echo.id)

    const opened = new Promise<void>((resolve) => {
      const stop = second.session.onStatus((status) => {
        if (status !== 'open' || second.sockets() !== 1) return
        stop()
        resolve()
      })
    })
    browser.closeTab(first.env.id)
    first.session.close()
    await opened

    const reply = nextEvent(second.ctx.events, 'message.received')
    const sent = await bobMessages.sendMessage('reply to the tab that took over', alice.userid)
    expect((await reply).message.messageId).toBe(sent.id)
  })
})
