/**
 * Who is on which socket: authenticated users (one user, many devices) and bridge/temp topics (one
 * topic, possibly several sockets). A socket leaves every index when it closes.
 */
import type { WebSocket } from 'ws'
import { CloseCodes } from '../../../src/domain/protocol'
import { closePeer } from './wire'

/** Why the node closes the sockets of a user whose sessions ended. */
export const SESSIONS_ENDED = 'Sessions ended; log in again'

/** One live socket and what it has proved so far. */
export interface Peer {
  /** Unique among this node's sockets: how a relayed frame names the socket it skips. */
  readonly id: number
  readonly socket: WebSocket
  /** Set by a successful type-2 connect of a `user:` id. */
  user?: { userId: string; pubkey: string }
  /** Topics joined by bridge connect (100), temp connect (5) or a type-2 connect of a `bridge:` id. */
  readonly topics: Set<string>
}

const addTo = (index: Map<string, Set<Peer>>, key: string, peer: Peer): void => {
  const set = index.get(key) ?? new Set<Peer>()
  set.add(peer)
  index.set(key, set)
}

const removeFrom = (index: Map<string, Set<Peer>>, key: string, peer: Peer): void => {
  const set = index.get(key)
  if (!set) return
  set.delete(peer)
  if (set.size === 0) index.delete(key)
}

export class SocketRegistry {
  private readonly byUser = new Map<string, Set<Peer>>()
  private readonly byTopic = new Map<string, Set<Peer>>()
  private readonly peers = new Map<WebSocket, Peer>()
  private readonly byId = new Map<number, Peer>()
  private lastId = 0

  /** The peer of a socket, created on first sight. */
  open(socket: WebSocket): Peer {
    const existing = this.peers.get(socket)
    if (existing) return existing
    const peer: Peer = { id: ++this.lastId, socket, topics: new Set() }
    this.peers.set(socket, peer)
    this.byId.set(peer.id, peer)
    return peer
  }

  /** A second connect on the same socket moves it to the new user rather than adding a second identity. */
  bindUser(peer: Peer, userId: string, pubkey: string): void {
    if (peer.user) removeFrom(this.byUser, peer.user.userId, peer)
    peer.user = { userId, pubkey }
    addTo(this.byUser, userId, peer)
  }

  bindTopic(peer: Peer, topic: string): void {
    peer.topics.add(topic)
    addTo(this.byTopic, topic, peer)
  }

  /** Forgets the socket everywhere; safe to call twice. */
  close(peer: Peer): void {
    if (peer.user) removeFrom(this.byUser, peer.user.userId, peer)
    for (const topic of peer.topics) removeFrom(this.byTopic, topic, peer)
    this.peers.delete(peer.socket)
    this.byId.delete(peer.id)
  }

  /**
   * Ends every socket of a user whose sessions ended (a password reset): they leave the indexes at once,
   * so nothing more is delivered to them, and are told to log in again.
   */
  closeUser(userId: string): void {
    for (const peer of this.ofUser(userId)) {
      this.close(peer)
      closePeer(peer, CloseCodes.unauthorized, SESSIONS_ENDED)
    }
  }

  ofUser(userId: string): readonly Peer[] {
    return [...(this.byUser.get(userId) ?? [])]
  }

  /** A live socket by its id. */
  withId(id: number): Peer | undefined {
    return this.byId.get(id)
  }

  ofTopic(topic: string): readonly Peer[] {
    return [...(this.byTopic.get(topic) ?? [])]
  }

  /** Drops every connection at once, as a crashed or restarting node would (fault injection). */
  terminateAll(): void {
    for (const peer of [...this.peers.values()]) {
      this.close(peer)
      peer.socket.terminate()
    }
  }

  /** Number of live sockets, for tests and diagnostics. */
  get size(): number {
    return this.peers.size
  }
}
