/**
 * Writes at the end of the turn (src/socket/wire.ts `corkingSends`): what the node sends while it handles
 * the frames of one read leaves each socket in one write, once that turn is over, in the order it was sent;
 * outside a handling nothing waits. Checked on a fake transport that records what reaches it, and on a
 * real socket: a burst of frames gets every ack, in order, and every delivery.
 */
import { describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import type { Peer } from '../../src/socket/peer'
import { corkingSends, sendBytes } from '../../src/socket/wire'
import { keyPairOf, login, NODE_ID, seedUser, signedChat, startNode } from '../_util/socket-node'

/** A socket whose transport records corks, uncorks and the bytes written while uncorked. */
const fakePeer = () => {
  const log: string[] = []
  let corks = 0
  const written: string[] = []
  const pending: string[] = []
  const transport = {
    cork: () => {
      corks++
      log.push('cork')
    },
    uncork: () => {
      corks--
      log.push('uncork')
      if (corks === 0) written.push(pending.splice(0).join(''))
    },
  }
  const socket = {
    readyState: WebSocket.OPEN,
    bufferedAmount: 0,
    _socket: transport,
    send: (bytes: Uint8Array) => {
      const text = Buffer.from(bytes).toString()
      if (corks > 0) pending.push(text)
      else written.push(text)
    },
  }
  const peer = { id: 1, socket, topics: new Set(), sendBufferBytes: 1024 } as unknown as Peer
  return { peer, log, written }
}

const bytes = (text: string) => new Uint8Array(Buffer.from(text))
const endOfTurn = () => new Promise<void>((resolve) => process.nextTick(resolve))

describe('corkingSends', () => {
  it('writes what one handling sent to a socket in one write, at the end of the turn, in order', async () => {
    const { peer, log, written } = fakePeer()
    corkingSends(() => sendBytes(peer, bytes('a')))
    corkingSends(() => {
      sendBytes(peer, bytes('b'))
      sendBytes(peer, bytes('c'))
    })
    expect(written).toEqual([])
    await endOfTurn()
    expect(written).toEqual(['abc'])
    expect(log).toEqual(['cork', 'uncork'])
  })

  it('corks each socket once and uncorks them all', async () => {
    const one = fakePeer()
    const two = fakePeer()
    corkingSends(() => {
      sendBytes(one.peer, bytes('1'))
      sendBytes(two.peer, bytes('2'))
      sendBytes(one.peer, bytes('3'))
    })
    await endOfTurn()
    expect(one.written).toEqual(['13'])
    expect(two.written).toEqual(['2'])
    expect(one.log).toEqual(['cork', 'uncork'])
  })

  it('writes at once outside a handling', () => {
    const { peer, log, written } = fakePeer()
    sendBytes(peer, bytes('now'))
    expect(written).toEqual(['now'])
    expect(log).toEqual([])
  })

  it('answers the value of what it ran, and lets a throw through with nothing left corked', async () => {
    const { peer, log } = fakePeer()
    expect(corkingSends(() => 42)).toBe(42)
    expect(() =>
      corkingSends(() => {
        sendBytes(peer, bytes('x'))
        throw new Error('boom')
      }),
    ).toThrow('boom')
    await endOfTurn()
    expect(log).toEqual(['cork', 'uncork'])
  })
})

describe('a burst of chat frames in one write', () => {
  it('gets every ack, in the order sent, and every delivery', async () => {
    const node = await startNode()
    try {
      const aliceKey = keyPairOf(1)
      const alice = seedUser(node, 'user:a1ce000000000000000000000000000000000000000000000000a1ce', aliceKey)
      const bob = seedUser(
        node,
        'user:b0b0000000000000000000000000000000000000000000000000b0b0',
        keyPairOf(2),
      )
      const [a, b] = [await login(node, alice), await login(node, bob)]
      const frames = Array.from({ length: 50 }, (_, i) =>
        signedChat({
          from: alice.userid,
          to: bob.userid,
          text: `burst ${i}`,
          key: aliceKey,
          nodeId: NODE_ID,
        }),
      )
      a.sendAll(frames)
      for (const frame of frames) {
        const ack = await a.nextOf('messageStatus')
        expect(ack.message.messageId).toBe(frame.message.messageId)
        expect(ack.message.messageStatus).toBe('received')
      }
      for (const frame of frames) {
        const got = await b.nextOf('message')
        expect(got.message.messageId).toBe(frame.message.messageId)
      }
    } finally {
      await node.close()
    }
  })
})
