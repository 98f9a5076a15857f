/**
 * One socket for two tabs against a real mock node: Alice's second tab opens no socket, sends to Bob
 * through the first tab's and hears the ack; when the first tab closes, the second takes the lead, opens
 * its own socket and receives Bob's reply. The tabs talk through the fake Web Locks and BroadcastChannel.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createNodeSocketTransport } from '../../src/adapters/socket/node-socket'
import { createBrowserTabs } from '../../src/adapters/tabs/browser-tabs'
import type { SocketTransport } from '../../src/ports'
import { initWeb3MQ } from '../../src/sdk/client'
import type { LiveSocket } from '../../src/sdk/core/context'
import { MessageModule } from '../../src/sdk/message/message'
import { nextEvent, WAIT_MS } from '../_util/events'
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

/** One of Alice's tabs: the SDK's own client with the tabs port, counting the sockets it opens. */
const aliceTab = async (browser: FakeBrowser) => {
  const env = browser.tab()
  const { ports, keys } = contextFor(node, alice)
  let socketsOpened = 0
  const transport = createNodeSocketTransport()
  const socket: SocketTransport = {
    connect: (url, handlers) => {
      socketsOpened++
      return transport.connect(url, handlers)
    },
  }
  const tabs = createBrowserTabs('alice', env)
  const web3mq = await initWeb3MQ({ connectUrl: node.url }, { ...ports, socket, tabs })
  const client = web3mq.createClient(keys)
  closers.push(() => client.close())
  const session = client.connection as LiveSocket
  return { env, events: client.events, session, messages: client.message, sockets: () => socketsOpened }
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
    const first = await aliceTab(browser)
    await first.session.connect()
    const second = await aliceTab(browser)
    await second.session.connect()
    expect([first.sockets(), second.sockets()]).toEqual([1, 0])

    const received = nextEvent(bobCtx.events, 'message.received')
    const acked = nextEvent(second.events, 'message.delivered')
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
    // Sent while the lead changes hands: the tab that takes over fetches it, live or by its catch-up.
    const seen = new Set<string>()
    second.messages.onActivity(({ message }) => seen.add(message.id))
    const during = await bobMessages.sendMessage('sent while the lead changed hands', alice.userid)
    await opened
    await vi.waitFor(() => expect(seen).toContain(during.id), { timeout: WAIT_MS })

    const reply = nextEvent(second.events, 'message.received')
    const sent = await bobMessages.sendMessage('reply to the tab that took over', alice.userid)
    expect((await reply).message.messageId).toBe(sent.id)
  })
})
