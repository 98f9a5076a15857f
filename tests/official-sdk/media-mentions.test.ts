/**
 * A user of `@web3mq/client` 1.0.25 receiving this project's images and mentions (docs/protocol.md §3.11) from
 * a neighbour on this project's client: an image reaches her as the text `🖼 Image (W×H, N kB)` and its caption,
 * a mention in a group as its text alone, live and in her history, none failing to decode.
 */
import { crc32, deflateSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bytesToBase64 } from '../../src/domain/crypto/encoding'
import { typedContent } from '../../src/domain/messages/content'
import { composedContent } from '../../src/domain/messages/content/mention-text'
import type { Client } from '../../src/sdk/client'
import type { TestAccount } from '../_util/node-client'
import { plainNeighbour, type RenderedMessage } from './neighbour'
import { nextEvent, type Person } from './person'
import { stageFor } from './stage'

const stage = stageFor('media', ['Olivia'], { connected: true })
let olivia: Person
let ours: TestAccount
let client: Client

/** A PNG of `width` × 1 grey pixels, written from the PNG standard: signature, IHDR, IDAT, IEND. */
const greyPng = (width: number): Uint8Array => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const out = Buffer.alloc(4 + body.length + 4)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc32(body), 4 + body.length)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(1, 4)
  header.set([8, 0, 0, 0, 0], 8) // 8-bit greyscale, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 0x80)])
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(row)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

beforeAll(async () => {
  ;[olivia] = stage.people as [Person]
  ;({ ours, client } = await plainNeighbour(stage, 'media-mentions-pia', 'Pia'))
})

afterAll(() => {
  client?.close()
})

describe('official SDK: images and mentions from this project’s client', () => {
  it('an image reaches her as its size in words and its caption, live and in her history', async () => {
    const png = bytesToBase64(greyPng(1200))
    const fallback = '🖼 Image (1200×1, 1 kB)\nHarbour at dawn'
    const received = nextEvent<RenderedMessage>(
      olivia,
      'message.received',
      (m) => m.senderId === ours.userid && m.content === fallback,
    )
    const image = typedContent(
      'image',
      { mime: 'image/png', width: 1200, height: 1, bytes: png, thumb: png, caption: 'Harbour at dawn' },
      undefined,
    )
    await client.message.queueContent(image, olivia.userid)
    expect(await received).toMatchObject({ content: fallback })
    await olivia.act()
    const history = (await olivia.client.message.getMessageList({ page: 1, size: 20 }, ours.userid)) as {
      content: string
    }[]
    expect(history.map((item) => item.content)).toEqual([fallback])
  })

  it('a mention in a group reaches her as its text alone', async () => {
    const group = await client.group.createGroup({ group_name: 'Harbour crew' })
    await client.group.inviteGroupMember(group.groupid, [olivia.userid])
    const text = '@Olivia the boat leaves at 6'
    const received = nextEvent<RenderedMessage>(olivia, 'message.received', (m) => m.content === text)
    const content = composedContent(text, [{ userid: olivia.userid, name: 'Olivia' }])
    expect(content.type).toBe('mention')
    await client.message.queueContent(content, group.groupid)
    // The SDK names a group message's chat by the group, not the sender.
    expect(await received).toMatchObject({ content: text, senderId: group.groupid })
  })
})
