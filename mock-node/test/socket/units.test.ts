import { describe, expect, it } from 'vitest'
import type { WebSocket } from 'ws'
import { bytesToBase64, hexToBytes } from '#domain/crypto/encoding'
import { pubkeyHexOfHint } from '../../src/socket/keys'
import { SocketRegistry } from '../../src/socket/registry'

const PUB_A = '79b5562e8fe654f94078b112e8a98ba7901f853ae695bed7e0e3910bad049664'

describe('pubkeyHexOfHint', () => {
  it('reads base64 of the raw key (Kotlin, Flutter, iOS) and hex (JS chat path)', () => {
    expect(pubkeyHexOfHint('ebVWLo/mVPlAeLES6KmLp5AfhTrmlb7X4OORC60ElmQ=')).toBe(PUB_A)
    expect(pubkeyHexOfHint(PUB_A.toUpperCase())).toBe(PUB_A)
  })

  it('names no key for empty, short or non-key input', () => {
    expect(pubkeyHexOfHint('')).toBeUndefined()
    expect(pubkeyHexOfHint(bytesToBase64(hexToBytes(PUB_A.slice(0, 62))))).toBeUndefined()
    expect(pubkeyHexOfHint('not a key!')).toBeUndefined()
  })
})

describe('SocketRegistry', () => {
  const fakeSocket = () => ({}) as unknown as WebSocket

  it('indexes sockets by user and topic and forgets them on close', () => {
    const registry = new SocketRegistry()
    const phone = registry.open(fakeSocket())
    const laptop = registry.open(fakeSocket())
    registry.bindUser(phone, 'user:a', 'pk1')
    registry.bindUser(laptop, 'user:a', 'pk2')
    registry.bindTopic(laptop, 'bridge:t')
    expect(registry.ofUser('user:a')).toEqual([phone, laptop])
    expect(registry.ofTopic('bridge:t')).toEqual([laptop])
    registry.close(laptop)
    registry.close(laptop)
    expect(registry.ofUser('user:a')).toEqual([phone])
    expect(registry.ofTopic('bridge:t')).toEqual([])
    expect(registry.size).toBe(1)
  })

  it('moves a socket that connects again as another user', () => {
    const registry = new SocketRegistry()
    const socket = fakeSocket()
    const peer = registry.open(socket)
    expect(registry.open(socket)).toBe(peer)
    registry.bindUser(peer, 'user:a', 'pk')
    registry.bindUser(peer, 'user:b', 'pk')
    expect(registry.ofUser('user:a')).toEqual([])
    expect(registry.ofUser('user:b')).toEqual([peer])
  })
})
