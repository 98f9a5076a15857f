/**
 * The socket as every socket module passes it around, kept apart from the registry that indexes peers
 * (./registry.ts), which sends through ./wire.ts: neither needs the other for a type.
 */
import type { WebSocket } from 'ws'

/** One live socket and what it has proved so far. */
export interface Peer {
  /** Unique among this node's sockets: how a relayed frame names the socket it skips. */
  readonly id: number
  readonly socket: WebSocket
  /** Set by a successful type-2 connect of a `user:` id. */
  user?: { userId: string; pubkey: string }
  /** Topics joined by bridge connect (100), temp connect (5) or a type-2 connect of a `bridge:` id. */
  readonly topics: Set<string>
  /** Unsent bytes beyond which a send closes the socket instead (./wire.ts). */
  readonly sendBufferBytes: number
  /** Closes the socket if no connect is accepted in time; cleared by the first one. */
  connectDeadline?: ReturnType<typeof setTimeout>
  /** Closes the socket when its session key expires (./session.ts). */
  sessionTimer?: ReturnType<typeof setTimeout>
}

/** A socket has connected once it is a user's or has joined a topic. */
export const isConnected = (peer: Peer): boolean => peer.user !== undefined || peer.topics.size > 0
