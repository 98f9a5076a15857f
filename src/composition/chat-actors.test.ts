/**
 * The conversation machine on the chat actors and a real SDK client against a mock node: scrolling a long
 * chat back to its start loads every message once, in order, in a few growing pages; a message from the
 * composer comes back through the chat's watch as sending, then sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { type RunningNode, startMockNode } from '../../tests/_util/mock-node'
import { httpSend, injectSend, signUpAndLogIn, type TestAccount } from '../../tests/_util/node-client'
import { testPorts } from '../../tests/_util/sdk-context'
import { seedChat, seededText } from '../../tests/_util/seed-chat'
import { ethWallet } from '../../tests/fakes/wallets'
import { createNodeSocketTransport } from '../adapters/socket/node-socket'
import { conversationMachine } from '../machines/conversation/conversation.machine'
import type { HttpCall } from '../ports'
import { type Client, initWeb3MQ } from '../sdk/client'
import { conversationActors } from './chat-actors'

const COUNT = 1000
const HISTORY = '/api/messages/history/'

let node: RunningNode
let alice: TestAccount
let bob: TestAccount
let client: Client
const historyPages: string[] = []

beforeAll(async () => {
  node = await startMockNode()
  alice = await signUpAndLogIn(httpSend(node.url), ethWallet('paging-alice'))
  bob = await signUpAndLogIn(httpSend(node.url), ethWallet('paging-bob'))
  await seedChat(injectSend(node.app), bob, alice, COUNT)
  const ports = testPorts({ socket: createNodeSocketTransport() })
  const http = {
    send: (call: HttpCall) => {
      const { path, query } = call.request
      if (path === HISTORY) historyPages.push(`${query?.page}x${query?.size}`)
      return ports.http.send(call)
    },
  }
  const web3mq = await initWeb3MQ({ connectUrl: node.url }, { ...ports, http })
  client = web3mq.createClient({ ...alice.sessionKeys, userid: alice.userid })
  await client.connect()
})

afterAll(async () => {
  client?.close()
  await node?.close()
})

const openChat = () =>
  createActor(conversationMachine.provide({ actors: conversationActors({ client: () => client }) }), {
    input: { topic: bob.userid, selfId: alice.userid, draft: '' },
  }).start()

const scrollToStart = async (actor: ReturnType<typeof openChat>) => {
  let snapshot = actor.getSnapshot()
  while (snapshot.context.hasMore) {
    actor.send({ type: 'conversation.older' })
    snapshot = await waitFor(actor, (s) => s.matches({ history: 'ready' }))
  }
  return snapshot
}

describe('conversation paging', () => {
  it('[P4.27] a chat of 1,000 messages scrolled to the top has each once, in order, in growing pages', async () => {
    const actor = openChat()
    let snapshot = await waitFor(actor, (s) => s.matches({ history: 'ready' }))
    // All unread: it opened having read back 540 looking for the first unread message.
    expect(snapshot.context.messages).toHaveLength(540)
    snapshot = await scrollToStart(actor)
    const expected = Array.from({ length: COUNT }, (_, i) => seededText(COUNT - 1 - i, COUNT))
    expect(snapshot.context.messages.map((m) => m.content)).toEqual(expected)
    expect(snapshot.context.olderError).toBeUndefined()
    expect(historyPages).toEqual([
      '1x30',
      '2x30',
      '2x60',
      '3x60',
      ...Array.from({ length: 10 }, (_, n) => `${n + 3}x90`),
    ])
    actor.stop()
  })

  it('a message heard while scrolling back shifts the pages by one without a gap or a repeat', async () => {
    const actor = openChat()
    await waitFor(actor, (s) => s.matches({ history: 'ready' }))
    actor.send({ type: 'conversation.older' })
    await waitFor(actor, (s) => s.matches({ history: 'ready' }) && s.context.loaded === 630)
    await seedChat(injectSend(node.app), bob, alice, 1)
    await waitFor(actor, (s) => s.context.messages[0]?.content === seededText(0, 1))
    const snapshot = await scrollToStart(actor)
    const older = Array.from({ length: COUNT }, (_, i) => seededText(COUNT - 1 - i, COUNT))
    expect(snapshot.context.messages.map((m) => m.content)).toEqual([seededText(0, 1), ...older])
    actor.stop()
  })
})

// After the paging tests, whose counts this message would change.
describe('sending from the composer', () => {
  it('a message from the composer shows at once as sending, then as sent once the node acks it', async () => {
    const actor = openChat()
    await waitFor(actor, (s) => s.matches({ history: 'ready' }))
    const states: string[] = []
    const rowOf = (s: ReturnType<typeof actor.getSnapshot>) =>
      s.context.messages.find((m) => m.content === 'from the composer')
    actor.subscribe((s) => {
      const row = rowOf(s)
      if (row && states.at(-1) !== row.msgLoading) states.push(row.msgLoading)
    })
    actor.send({ type: 'draft.change', text: 'from the composer' })
    actor.send({ type: 'composer.send' })
    const sent = await waitFor(actor, (s) => rowOf(s)?.msgLoading === 'success')
    expect(states).toEqual(['loading', 'success'])
    expect(sent.context.messages[0]).toMatchObject({ content: 'from the composer', senderId: alice.userid })
    expect(sent.context.draft).toBe('')
    actor.stop()
  })
})
