/**
 * A user of `@web3mq/client` 1.0.25 receiving this project's content types (docs/protocol.md §3.11) from a
 * neighbour on this project's client: each one reaches her as a plain text message whose `content` is exactly
 * its fallback text, live and in her history, and none fails to decode.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DisplayMessage } from '#domain/messages'
import type { Client } from '../../src/sdk/client'
import type { TestAccount } from '../_util/node-client'
import { type HistoryItem, plainNeighbour, type RenderedMessage } from './neighbour'
import { nextEvent, type Person } from './person'
import { stageFor } from './stage'

const stage = stageFor('content', ['Olivia'], { connected: true })
let olivia: Person
let ours: TestAccount
let client: Client
let question: DisplayMessage
let mine: DisplayMessage

/** Olivia's next message from Pia: what the official SDK renders of it. */
const oliviaGets = (content: string) =>
  nextEvent<RenderedMessage>(
    olivia,
    'message.received',
    (m) => m.senderId === ours.userid && m.content === content,
  )

beforeAll(async () => {
  ;[olivia] = stage.people as [Person]
  ;({ ours, client } = await plainNeighbour(stage, 'content-types-pia', 'Pia'))
})

afterAll(() => {
  client?.close()
})

describe('official SDK: content types from this project’s client', () => {
  it('a reply reaches her as its fallback: the quote, then the reply', async () => {
    await olivia.act()
    const asked = new Promise<DisplayMessage>((resolve) => {
      const stop = client.message.watch(olivia.userid, (rows) => {
        const row = rows.find((r) => r.content === 'Are we meeting today?')
        if (!row) return
        queueMicrotask(() => stop())
        resolve(row)
      })
    })
    await olivia.client.message.sendMessage('Are we meeting today?', ours.userid)
    question = await asked
    const received = oliviaGets('↩ Olivia: “Are we meeting today?”\nYes, at 5')
    await client.message.sendReply({ ...question, username: 'Olivia' }, 'Yes, at 5', olivia.userid)
    expect(await received).toMatchObject({ senderId: ours.userid })
  })

  it('a reaction added and removed, each as its fallback', async () => {
    const added = oliviaGets('👍 to “Are we meeting today?”')
    await client.message.react(question, '👍', true, olivia.userid)
    await added
    const removed = oliviaGets('Removed 👍 from “Are we meeting today?”')
    await client.message.react(question, '👍', false, olivia.userid)
    await removed
  })

  it('an edit and a delete of an own message, each as its fallback', async () => {
    const plain = oliviaGets('At 5 then')
    mine = await client.message.queueMessage('At 5 then', olivia.userid)
    await plain
    const edited = oliviaGets('✎ edited: At 6 then')
    await client.message.editMessage(mine, 'At 6 then', olivia.userid)
    await edited
    const deleted = oliviaGets('Deleted a message')
    await client.message.deleteMessage(mine, olivia.userid)
    await deleted
  })

  it('her history shows every one as its fallback text, none failing to decode', async () => {
    await olivia.act()
    const history = (await olivia.client.message.getMessageList(
      { page: 1, size: 20 },
      ours.userid,
    )) as HistoryItem[]
    expect(history.map((item) => [item.from, item.content])).toEqual([
      [olivia.userid, 'Are we meeting today?'],
      [ours.userid, '↩ Olivia: “Are we meeting today?”\nYes, at 5'],
      [ours.userid, '👍 to “Are we meeting today?”'],
      [ours.userid, 'Removed 👍 from “Are we meeting today?”'],
      [ours.userid, 'At 5 then'],
      [ours.userid, '✎ edited: At 6 then'],
      [ours.userid, 'Deleted a message'],
    ])
  })
})
