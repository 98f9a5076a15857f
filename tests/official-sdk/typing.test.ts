/**
 * What `@web3mq/client` 1.0.25 does with a typing frame (docs/protocol.md §3.12): it shows every type-16 frame
 * but `dapp_bridge` as a chat message, whatever its messageType, so a `Web3MQ/typing` frame becomes an empty
 * message in the open chat and an unread one in another. This is why this project sends typing only in a
 * conversation where every member runs this client (src/sdk/message/typing.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { encodeFrame, messageFrame } from '#domain/protocol'
import { signBase64 } from '#domain/signing/sign'
import { fromSignContent, messageId, validatePubKeyOf } from '#domain/signing/socket'
import { nextEvent, type Person } from './person'
import { stageFor } from './stage'

interface RenderedMessage {
  id: string
  content: string
  senderId: string
}

interface StoredChat {
  unread: number
  lastMessage: string
}

const stage = stageFor('typing', ['Alice', 'Bob'], { connected: true })
let alice: Person
let bob: Person

beforeAll(() => {
  ;[alice, bob] = stage.people as [Person, Person]
})

/** A typing frame from `from` to `to` as this project sends it, signed with `from`'s session key. */
const typingFrom = (from: Person, to: string, timestamp: number): Uint8Array => {
  const payload = new Uint8Array(0)
  const nodeId = from.client.connect.nodeId as string
  const id = messageId({ comeFrom: from.userid, contentTopic: to, timestamp, payload })
  const signed = fromSignContent({
    messageId: id,
    comeFrom: from.userid,
    contentTopic: to,
    nodeId,
    timestamp,
  })
  return encodeFrame(
    messageFrame({
      payload,
      contentTopic: to,
      comeFrom: from.userid,
      timestamp,
      messageId: id,
      fromSign: signBase64(signed, from.session.PrivateKey),
      nodeId,
      validatePubKey: validatePubKeyOf(from.session.PublicKey),
      needStore: false,
      messageType: 'Web3MQ/typing',
    }),
  )
}

const sendRaw = (person: Person, bytes: Uint8Array) => {
  const socket = person.client.connect.ws as { send(data: Uint8Array): void } | null
  if (!socket) throw new Error(`${person.userid} has no socket`)
  socket.send(bytes)
}

describe('official SDK: a typing frame', () => {
  it('is raised as a received message with empty content and counted unread in a chat not open', async () => {
    await bob.act()
    await bob.client.channel.setActiveChannel({ chatid: 'user:elsewhere', chat_type: 'user' } as never)
    const received = nextEvent<RenderedMessage>(bob, 'message.received', (m) => m.senderId === alice.userid)
    sendRaw(alice, typingFrom(alice, bob.userid, Date.now()))
    expect(await received).toMatchObject({ content: '', senderId: alice.userid })
    await expect
      .poll(async () => (await bob.client.storage.getData(alice.userid)) as StoredChat | undefined)
      .toMatchObject({ unread: 1, lastMessage: '' })
  })

  it('is appended to the open chat as a message row', async () => {
    await bob.act()
    await bob.client.channel.setActiveChannel({ chatid: alice.userid, chat_type: 'user' } as never)
    await bob.client.message.getMessageList({ page: 1, size: 10 }, alice.userid)
    const before = bob.client.message.messageList?.length ?? 0
    const received = nextEvent<RenderedMessage>(bob, 'message.received', (m) => m.senderId === alice.userid)
    sendRaw(alice, typingFrom(alice, bob.userid, Date.now()))
    const shown = await received
    const rows = (bob.client.message.messageList ?? []) as unknown as RenderedMessage[]
    expect(rows).toHaveLength(before + 1)
    expect(rows.at(-1)).toMatchObject({ id: shown.id, content: '', senderId: alice.userid })
  })
})
