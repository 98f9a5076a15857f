/**
 * Who is on which socket: authenticated users (one user, many devices) and bridge/temp topics (one
 * topic, possibly several sockets). A socket leaves every index when it closes. The registry also keeps
 * the per-socket limits of mock-node/README.md "Socket limits": a socket must connect within the connect
 * deadline, a user holds at most `perUser` sockets (the oldest goes) and a topic at most `perTopic` (a join
 * beyond it is refused).
 */
import { WebSocket } from 'ws'
import { CloseCodes } from '#domain/protocol'
import { DEFAULT_SOCKET_LIMITS, type SocketLimits } from '../context'
import { SocketLimitReason } from './limits'
import { isConnected, type Peer } from './peer'
import { closePeer } from './wire'

/** Why the node closes the sockets of a user whose sessions ended. */
export const SESSIONS_ENDED = 'Sessions ended; log in again'

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

/** A socket the node has not begun to close: one whose close is under way no longer counts. */
const isOpen = (peer: Peer): boolean => peer.socket.readyState === WebSocket.OPEN

export class SocketRegistry {
  private readonly byUser = new Map<string, Set<Peer>>()
  private readonly byTopic = new Map<string, Set<Peer>>()
  private readonly peers = new Map<WebSocket, Peer>()
  private readonly byId = new Map<number, Peer>()
  private lastId = 0

  constructor(private readonly limits: SocketLimits = DEFAULT_SOCKET_LIMITS) {}

  /**
   * The peer of a socket, created on first sight with its connect deadline running. The deadline fires
   * outside any devnet batch, so its close is never held.
   */
  open(socket: WebSocket): Peer {
    const existing = this.peers.get(socket)
    if (existing) return existing
    const peer: Peer = {
      id: ++this.lastId,
      socket,
      topics: new Set(),
      sendBufferBytes: this.limits.sendBufferBytes,
    }
    peer.connectDeadline = setTimeout(() => {
      peer.connectDeadline = undefined
      if (isConnected(peer)) return
      this.close(peer)
      closePeer(peer, CloseCodes.policy, SocketLimitReason.noConnect)
    }, this.limits.connectDeadlineMs)
    peer.connectDeadline.unref?.()
    this.peers.set(socket, peer)
    this.byId.set(peer.id, peer)
    return peer
  }

  /**
   * A second connect on the same socket moves it to the new user rather than adding a second identity.
   * Past the cap, the user's oldest sockets close: the likeliest to be links that died without a word,
   * which the node (it never pings) would otherwise hold forever, and only the user's own keys add one.
   */
  bindUser(peer: Peer, userId: string, pubkey: string): void {
    this.connected(peer)
    if (peer.user) removeFrom(this.byUser, peer.user.userId, peer)
    peer.user = { userId, pubkey }
    addTo(this.byUser, userId, peer)
    const open = this.ofUser(userId).filter((other) => other === peer || isOpen(other))
    // A close only begins here (and may be held until a devnet batch commits): the socket leaves the
    // indexes when it is closed, and until then sends skip it.
    for (const oldest of open.slice(0, Math.max(0, open.length - this.limits.perUser)))
      closePeer(oldest, CloseCodes.policy, SocketLimitReason.tooManySockets)
  }

  /**
   * Joins a topic unless it holds `perTopic` sockets already. Anyone who knows a topic's name may join it
   * (docs/protocol.md §3.7: the JS bundles join unsigned), so a full topic refuses the newcomer rather than
   * letting a stranger push the dapp's own socket off it.
   */
  bindTopic(peer: Peer, topic: string): boolean {
    const joined = this.byTopic.get(topic)
    if (joined && !joined.has(peer) && [...joined].filter(isOpen).length >= this.limits.perTopic) return false
    this.connected(peer)
    peer.topics.add(topic)
    addTo(this.byTopic, topic, peer)
    return true
  }

  private connected(peer: Peer): void {
    clearTimeout(peer.connectDeadline)
    peer.connectDeadline = undefined
  }

  /** Forgets the socket everywhere and stops its timers; safe to call twice. */
  close(peer: Peer): void {
    this.connected(peer)
    clearTimeout(peer.sessionTimer)
    peer.sessionTimer = undefined
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
