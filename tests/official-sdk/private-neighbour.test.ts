/**
 * A user of `@web3mq/client` 1.0.25 chatting with a neighbour on this project's encrypting client, on one TLS
 * node: the neighbour's device is published, yet the chat stays plain and says why, both read each other in
 * clear, and no frame the official SDK's socket receives names any cipher suite but `NONE`
 * (docs/protocol.md §3.10).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CIPHER_NONE } from '#domain/config'
import { e2eDevices } from '#domain/contract'
import type { DisplayMessage } from '#domain/messages'
import { createE2EStore } from '../../src/adapters/idb/e2e-store'
import { createMlsEngine } from '../../src/adapters/mls'
import {
  createBrowserSocketTransport,
  type WebSocketConstructor,
} from '../../src/adapters/socket/browser-socket'
import { Client } from '../../src/sdk/client'
import { endToEnd } from '../../src/sdk/e2e/plugin'
import { type Send, signUpAndLogIn, type TestAccount } from '../_util/node-client'
import { contextFor } from '../_util/sdk-context'
import { ethWallet } from '../fakes/wallets'
import { receivedCipherSuites } from './browser-shims'
import { createHttpsTransport } from './https-transport'
import type { HistoryItem, RenderedMessage } from './neighbour'
import { nextEvent, type Person } from './person'
import { stageFor } from './stage'

const stage = stageFor('private', ['Olivia'], { connected: true })
let olivia: Person
let ours: TestAccount
let client: Client

/** The rows of `topic` our client shows, newest first, once one of them has `text`. */
const rowsWith = (topic: string, text: string) =>
  new Promise<readonly DisplayMessage[]>((resolve) => {
    const stop = client.message.watch(topic, (rows) => {
      if (!rows.some((row) => row.content === text)) return
      queueMicrotask(() => stop())
      resolve(rows)
    })
  })

/** The cipher suites of the chat frames Olivia's socket received. */
const oliviaReceived = () => {
  const socket = olivia.client.connect.ws
  if (!socket) throw new Error('Olivia has no socket')
  return receivedCipherSuites(socket)
}

beforeAll(async () => {
  ;[olivia] = stage.people as [Person]
  const { url, ca } = stage.node
  const http = createHttpsTransport(ca)
  const send: Send = (request, headers = {}) => http.send({ baseUrl: url, request, headers })
  ours = await signUpAndLogIn(send, ethWallet('private-neighbour-pia'), { nickname: 'Pia' })
  const node = { ...stage.node, wsUrl: `${url.replace(/^https/, 'wss')}/messages` }
  const socket = createBrowserSocketTransport(globalThis.WebSocket as unknown as WebSocketConstructor)
  client = new Client(
    contextFor(node, ours, { http, socket }),
    endToEnd({
      engine: createMlsEngine(),
      store: createE2EStore({ userid: ours.userid, indexedDB: null }),
      mainKeys: ours.mainKeys,
    }),
  )
  await client.connect()
})

afterAll(() => {
  client?.close()
})

describe('official SDK: a neighbour on the encrypting client', () => {
  it('publishes a device, yet the chat with the official user stays plain and names her', async () => {
    await client.e2e?.start()
    const { devices } = await client.context.api.call(e2eDevices, { target_userid: ours.userid })
    expect(devices).toHaveLength(1)
    expect(await client.e2e?.security(olivia.userid)).toEqual({
      state: 'plain',
      reason: 'unsupported',
      userids: [olivia.userid],
    })
  })

  it('reaches the official user in clear, in a frame named NONE', async () => {
    const received = nextEvent<RenderedMessage>(
      olivia,
      'message.received',
      (m) => m.content === 'Hello from Pia',
    )
    await client.message.queueMessage('Hello from Pia', olivia.userid)
    expect(await received).toMatchObject({ content: 'Hello from Pia', senderId: ours.userid })
    expect(oliviaReceived()).not.toEqual([])
    expect(oliviaReceived().filter((suite) => suite !== CIPHER_NONE)).toEqual([])
  })

  it('shows the official user’s answer in clear', async () => {
    const shown = rowsWith(olivia.userid, 'Hi Pia, Olivia here')
    await olivia.act()
    await olivia.client.message.sendMessage('Hi Pia, Olivia here', ours.userid)
    expect((await shown).find((row) => row.content === 'Hi Pia, Olivia here')?.senderId).toBe(olivia.userid)
  })

  it('reads the chat history with the official SDK, every frame plain', async () => {
    await olivia.act()
    const history = (await olivia.client.message.getMessageList(
      { page: 1, size: 10 },
      ours.userid,
    )) as HistoryItem[]
    expect(history.map((item) => [item.from, item.content])).toEqual([
      [ours.userid, 'Hello from Pia'],
      [olivia.userid, 'Hi Pia, Olivia here'],
    ])
    expect(oliviaReceived()).not.toEqual([])
    expect(oliviaReceived().filter((suite) => suite !== CIPHER_NONE)).toEqual([])
  })
})
