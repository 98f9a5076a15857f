/**
 * The socket limits as units (mock-node/README.md "Socket limits"): the send-buffer bound in `sendBytes`,
 * also when a devnet batch held the send, and the registry's caps and connect deadline on fake sockets.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { DEFAULT_SOCKET_LIMITS } from '../../src/context'
import { SocketLimitReason } from '../../src/socket/limits'
import type { Peer } from '../../src/socket/peer'
import { SocketRegistry } from '../../src/socket/registry'
import { holdingSends, sendBytes } from '../../src/socket/wire'

/** A socket that records what it was sent and how it was closed; `bufferedAmount` is set by the test. */
const fakeSocket = (bufferedAmount = 0) => {
  const socket = {
    readyState: WebSocket.OPEN as number,
    bufferedAmount,
    sent: [] as Uint8Array[],
    closes: [] as [number, string][],
    send(bytes: Uint8Array) {
      this.sent.push(bytes)
    },
    close(code: number, reason: string) {
      this.closes.push([code, reason])
      this.readyState = WebSocket.CLOSING
    },
    terminate() {},
  }
  return socket
}

const limits = {
  ...DEFAULT_SOCKET_LIMITS,
  sendBufferBytes: 100,
  perUser: 2,
  perTopic: 1,
  connectDeadlineMs: 20,
}

describe('sendBytes and the send-buffer bound', () => {
  const peerWith = (socket: ReturnType<typeof fakeSocket>): Peer =>
    new SocketRegistry(limits).open(socket as unknown as WebSocket)

  it('sends while the unsent bytes are within the bound, up to it', () => {
    const socket = fakeSocket(100)
    sendBytes(peerWith(socket), new Uint8Array(500))
    expect(socket.sent).toHaveLength(1)
    expect(socket.closes).toEqual([])
  })

  it('closes 1013 instead of sending once the socket holds more than the bound, and sends nothing after', () => {
    const socket = fakeSocket(101)
    const peer = peerWith(socket)
    sendBytes(peer, new Uint8Array(1))
    sendBytes(peer, new Uint8Array(1))
    expect(socket.sent).toEqual([])
    expect(socket.closes).toEqual([[1013, SocketLimitReason.slowReader]])
  })

  it('judges a send a devnet batch held when it is released, not when it was made', () => {
    const socket = fakeSocket(0)
    const peer = peerWith(socket)
    const { release } = holdingSends(() => sendBytes(peer, new Uint8Array(1)))
    socket.bufferedAmount = 101
    release()
    expect(socket.sent).toEqual([])
    expect(socket.closes).toEqual([[1013, SocketLimitReason.slowReader]])
  })
})

describe('SocketRegistry limits', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('closes the oldest open socket of a user past the cap, and counts none already closing', () => {
    const registry = new SocketRegistry(limits)
    const sockets = [fakeSocket(), fakeSocket(), fakeSocket(), fakeSocket()]
    const peers = sockets.map((s) => registry.open(s as unknown as WebSocket))
    for (const peer of peers.slice(0, 3)) registry.bindUser(peer, 'user:a', 'pk')
    expect(sockets.map((s) => s.closes.length)).toEqual([1, 0, 0, 0])
    expect(sockets[0]?.closes[0]).toEqual([1008, SocketLimitReason.tooManySockets])
    // The first is closing (it leaves the index on its close event): the fourth closes the second only.
    registry.bindUser(peers[3] as Peer, 'user:a', 'pk')
    expect(sockets.map((s) => s.closes.length)).toEqual([1, 1, 0, 0])
  })

  it('refuses a topic join past the cap, but not a socket that joined already', () => {
    const registry = new SocketRegistry(limits)
    const [first, second] = [fakeSocket(), fakeSocket()].map((s) => registry.open(s as unknown as WebSocket))
    expect(registry.bindTopic(first as Peer, 'bridge:t')).toBe(true)
    expect(registry.bindTopic(first as Peer, 'bridge:t')).toBe(true)
    expect(registry.bindTopic(second as Peer, 'bridge:t')).toBe(false)
    expect(registry.ofTopic('bridge:t')).toEqual([first])
    registry.close(first as Peer)
    expect(registry.bindTopic(second as Peer, 'bridge:t')).toBe(true)
  })

  it('closes 1008 a socket that did not connect by the deadline, and no other', () => {
    vi.useFakeTimers()
    const registry = new SocketRegistry(limits)
    const [idle, user, topic, gone] = [fakeSocket(), fakeSocket(), fakeSocket(), fakeSocket()]
    const peers = [idle, user, topic, gone].map((s) => registry.open(s as unknown as WebSocket))
    registry.bindUser(peers[1] as Peer, 'user:a', 'pk')
    registry.bindTopic(peers[2] as Peer, 'bridge:t')
    registry.close(peers[3] as Peer)
    vi.advanceTimersByTime(limits.connectDeadlineMs)
    expect(idle.closes).toEqual([[1008, SocketLimitReason.noConnect]])
    expect([user, topic, gone].map((s) => s.closes.length)).toEqual([0, 0, 0])
    expect(registry.size).toBe(2)
  })
})
