import fc from 'fast-check'
import { beforeEach, describe, expect, it } from 'vitest'
import { connectReplyFrame, encodeFrame, FrameType, pingFrame } from '#domain/protocol'
import { PROPERTY_TIMEOUT_MS, propertyOptions } from '../../../tests/_util/property'
import type { TestClient } from '../_util/socket-client'
import { NOW, type Node, startNode } from '../_util/socket-node'

const pongs = async (client: TestClient, timestamp: number): Promise<void> => {
  client.send(pingFrame({ timestamp }))
  expect((await client.nextOf('pong')).message.timestamp).toBe(BigInt(timestamp))
}

describe('socket robustness: bad input closes only the offending socket', () => {
  let node: Node
  let witness: TestClient
  beforeEach(async () => {
    node = await startNode()
    witness = await node.open()
  })

  const closesWith = async (data: Uint8Array | string, code: number, reason: string | RegExp) => {
    const client = await node.open()
    client.sendRaw(data)
    const closed = await client.closed
    expect(closed.code).toBe(code)
    if (typeof reason === 'string') expect(closed.reason).toBe(reason)
    else expect(closed.reason).toMatch(reason)
    await pongs(witness, NOW)
  }

  it('closes 1003 for a text frame', () =>
    closesWith('{"type":"ping"}', 1003, 'Text frames are not supported; send binary frames'))

  it('[P8.9] closes 1003 "This type is not supported" for an unknown type byte', () =>
    closesWith(new Uint8Array([0x0a, 0x07, 0x08, 0x01]), 1003, 'This type is not supported'))

  it('closes 1007 for a frame shorter than two bytes', () =>
    closesWith(new Uint8Array([0x0a]), 1007, 'Malformed frame: expected at least 2 bytes, got 1'))

  it('closes 1007 for a payload that is not protobuf', () =>
    closesWith(
      new Uint8Array([0x0a, 0x10, 0xff, 0xff, 0xff]),
      1007,
      /^Malformed frame: invalid message payload/,
    ))

  it('closes 1003 for a node-to-client frame sent by a client', () =>
    closesWith(
      encodeFrame(connectReplyFrame({ nodeId: 'n', userId: 'u', timestamp: 1, msgSign: '' })),
      1003,
      'This type is not supported',
    ))

  it('echoes a ping timestamp beyond 2^53 exactly', async () => {
    const ping = pingFrame({})
    ping.message.timestamp = 2n ** 64n - 1n
    witness.send(ping)
    expect((await witness.nextOf('pong')).message.timestamp).toBe(2n ** 64n - 1n)
  })

  it(
    'never lets random frames crash the node: another socket still gets its pong',
    async () => {
      const knownType = fc.constantFrom(...Object.values(FrameType))
      const frame = fc.oneof(
        fc.uint8Array({ maxLength: 48 }),
        fc
          .tuple(fc.integer({ min: 0, max: 255 }), knownType, fc.uint8Array({ maxLength: 64 }))
          .map(([category, type, body]) => new Uint8Array([category, type, ...body])),
      )
      let round = 0
      await fc.assert(
        fc.asyncProperty(fc.array(frame, { minLength: 1, maxLength: 4 }), async (frames) => {
          round += 1
          const fuzz = await node.open()
          for (const bytes of frames) fuzz.sendRaw(bytes)
          await fuzz.close()
          await pongs(witness, round)
        }),
        propertyOptions(60),
      )
      const late = await node.open()
      await pongs(late, 7)
    },
    PROPERTY_TIMEOUT_MS,
  )
})
