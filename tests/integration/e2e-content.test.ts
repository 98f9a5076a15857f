/**
 * Content types in an end-to-end encrypted chat between two clients of this project (docs/protocol.md §3.10,
 * §3.11), against a real mock node, real sockets and real MLS: a reply, a reaction and an edit ride inside the
 * content envelope, so nothing of their type, target or words is on the wire or on the node; the other side
 * shows them applied, and a client restarted on the same device store shows the same rows from the history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messageHistory } from '#domain/contract'
import { E2E_CIPHER_SUITE, E2E_PAYLOAD_TYPE } from '#domain/e2e'
import type { DisplayMessage } from '#domain/messages'
import { decodeFrame } from '#domain/protocol'
import { createE2EStore } from '../../src/adapters/idb/e2e-store'
import { createMlsEngine } from '../../src/adapters/mls'
import { createNodeSocketTransport } from '../../src/adapters/socket/node-socket'
import type { E2EStore, SocketTransport } from '../../src/ports'
import { Client } from '../../src/sdk/client'
import { endToEnd } from '../../src/sdk/e2e/plugin'
import { type RunningNode, startMockNode } from '../_util/mock-node'
import { httpSend, signUpAndLogIn, type TestAccount } from '../_util/node-client'
import { contextFor } from '../_util/sdk-context'
import { ethWallet } from '../fakes/wallets'

interface Person {
  account: TestAccount
  store: E2EStore
  client: Client
  /** Every frame the client sent. */
  sent: Uint8Array[]
}

let node: RunningNode
const clients: Client[] = []
const engine = createMlsEngine()

/** A socket transport that keeps a copy of every frame the client sends. */
const recording = (sent: Uint8Array[]): SocketTransport => {
  const inner = createNodeSocketTransport()
  return {
    connect(url, handlers) {
      const connection = inner.connect(url, handlers)
      return {
        send: (bytes) => {
          sent.push(bytes)
          connection.send(bytes)
        },
        close: (code, reason) => connection.close(code, reason),
        get isOpen() {
          return connection.isOpen
        },
      }
    },
  }
}

const clientOf = (account: TestAccount, store: E2EStore, sent: Uint8Array[] = []) => {
  const ctx = contextFor(node, account, { socket: recording(sent) })
  const client = new Client(ctx, endToEnd({ engine, store, mainKeys: account.mainKeys }))
  clients.push(client)
  return client
}

const person = async (name: string): Promise<Person> => {
  const account = await signUpAndLogIn(httpSend(node.url), ethWallet(`e2e-content-${name}`), {
    nickname: name,
  })
  const store = createE2EStore({ userid: account.userid, indexedDB: null })
  const sent: Uint8Array[] = []
  const client = clientOf(account, store, sent)
  await client.connect()
  await client.e2e?.start()
  return { account, store, client, sent }
}

/** `who`'s chat with `topic` kept open, as a screen keeps it: `rows()` is what its watch gave last. */
const opened = (who: Client, topic: string) => {
  let rows: readonly DisplayMessage[] = []
  who.message.watch(topic, (given) => {
    rows = given
  })
  return () => rows
}

const byText = (rows: readonly DisplayMessage[], text: string) => rows.find((row) => row.content === text)

/** What a person sees of each row. */
const seen = (rows: readonly DisplayMessage[]) =>
  rows.map(({ content, reply, reactions, edited }) => ({ content, reply, reactions, edited }))

let alice: Person
let bob: Person

beforeAll(async () => {
  node = await startMockNode()
  alice = await person('alice')
  bob = await person('bob')
})

afterAll(async () => {
  for (const client of clients) client.close()
  await node?.close()
})

const WORDS = ['Dinner at the harbour?', 'Only if we take the ferry', 'Dinner at the old mill?']

describe('content types in an encrypted chat', () => {
  it('ride inside the ciphertext, and the other side shows them applied, again after a restart', async () => {
    const [question, answer, edited] = WORDS as [string, string, string]
    expect((await alice.client.e2e?.security(bob.account.userid))?.state).toBe('encrypted')
    const aliceRows = opened(alice.client, bob.account.userid)
    const bobRows = opened(bob.client, alice.account.userid)
    await alice.client.message.queueMessage(question, bob.account.userid)
    await expect.poll(() => byText(bobRows(), question)).toBeDefined()
    const target = byText(bobRows(), question) as DisplayMessage

    await bob.client.message.sendReply(target, answer, alice.account.userid)
    await bob.client.message.react(target, '🚢', true, alice.account.userid)
    await expect.poll(() => byText(aliceRows(), question)?.reactions?.length).toBe(1)
    await alice.client.message.editMessage(
      byText(aliceRows(), question) as DisplayMessage,
      edited,
      bob.account.userid,
    )
    const expected = [
      { content: answer, reply: { parentId: target.id, from: alice.account.userid, excerpt: question } },
      {
        content: edited,
        edited: true,
        reactions: [{ emoji: '🚢', senders: [bob.account.userid], mine: true }],
      },
    ]
    await expect.poll(() => seen(bobRows())).toEqual(expected)
    expect(seen(aliceRows())).toEqual([
      expected[0],
      { ...expected[1], reactions: [{ emoji: '🚢', senders: [bob.account.userid], mine: false }] },
    ])

    // Nothing of the types is outside the ciphertext: every chat frame sent is MLS, no parameter, no word.
    const frames = [...alice.sent, ...bob.sent].map((bytes) => decodeFrame(bytes))
    const chat = frames.flatMap((frame) => (frame.kind === 'message' ? [frame.message] : []))
    expect(chat.length).toBeGreaterThanOrEqual(4)
    expect(new Set(chat.map((m) => [m.cipherSuite, m.payloadType].join(' ')))).toEqual(
      new Set([`${E2E_CIPHER_SUITE} ${E2E_PAYLOAD_TYPE}`]),
    )
    const history = JSON.stringify(
      (await bob.account.call(messageHistory, { topic: alice.account.userid, page: 1, size: 50 })).items,
    )
    for (const hidden of ['w3mq', ...WORDS]) expect(history.includes(hidden)).toBe(false)
    // The question's id is its own item's, and named by nothing else (the refs are sealed).
    expect(history.split(target.id)).toHaveLength(2)

    // Bob restarted on the same device store: the history opens to the same rows.
    const again = clientOf(bob.account, bob.store)
    await again.connect()
    const againRows = opened(again, alice.account.userid)
    await again.message.getMessageList(alice.account.userid)
    expect(seen(againRows())).toEqual(expected)
    again.close()
  })
})
