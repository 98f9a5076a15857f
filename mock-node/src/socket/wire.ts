/** Sending frames and closing sockets without ever throwing into the caller. */
import { WebSocket } from 'ws'
import { CloseCodes, encodeFrame, type OutboundFrame } from '#domain/protocol'
import { SocketLimitReason } from './limits'
import type { Peer } from './peer'

/** A close reason may hold at most 123 UTF-8 bytes; `ws` throws on longer ones. */
const MAX_REASON_BYTES = 123

const fitReason = (reason: string): string => {
  let out = reason
  while (Buffer.byteLength(out, 'utf8') > MAX_REASON_BYTES) out = out.slice(0, -1)
  return out
}

/** The transport under a `ws` socket: the net (or TLS) socket its frames are written to. */
interface Transport {
  cork(): void
  uncork(): void
}

const transportOf = (socket: WebSocket): Transport | undefined => {
  const raw = (socket as unknown as { _socket?: Partial<Transport> })._socket
  return typeof raw?.cork === 'function' && typeof raw.uncork === 'function' ? (raw as Transport) : undefined
}

/** Transports corked by `corkingSends` in this turn of the event loop; undefined outside one. */
let corking: Set<Transport> | undefined
/** Corked transports waiting for the end of the turn. */
const corked = new Set<Transport>()

const uncorkAll = (): void => {
  for (const transport of corked) transport.uncork()
  corked.clear()
}

/**
 * Runs `fn` (the handling of one inbound frame) with every send it makes written at the end of the turn
 * instead of at once: the acks and relays of all the frames one read of a socket delivered leave each
 * socket in one write, not one system call per frame. Nothing waits longer than the turn: the transports
 * are uncorked before any timer or I/O callback runs (process.nextTick). A turn writes at most what one
 * read brought in, an ack and a relay per frame, far below a socket's send bound.
 */
export const corkingSends = <T>(fn: () => T): T => {
  const outer = corking
  corking = corked
  try {
    return fn()
  } finally {
    corking = outer
  }
}

const cork = (socket: WebSocket): void => {
  if (!corking) return
  const transport = transportOf(socket)
  if (!transport || corking.has(transport)) return
  if (corking.size === 0) process.nextTick(uncorkAll)
  transport.cork()
  corking.add(transport)
}

/** Sends and closes held back while a devnet batch runs; undefined on a single node. */
let held: (() => void)[] | undefined

/**
 * Runs `fn` holding back every send and close it makes, and answers them to release: a devnet node answers
 * a frame only once the batch it ran in is committed to the log (mock-node/README.md "A devnet of many
 * nodes"). When `fn` throws, what it held is dropped with it.
 */
export const holdingSends = <T>(fn: () => T): { result: T; release: () => void } => {
  const outer = held
  const mine: (() => void)[] = []
  held = mine
  try {
    const result = fn()
    return {
      result,
      release: () => {
        for (const send of mine) send()
      },
    }
  } finally {
    held = outer
  }
}

/**
 * Sends raw bytes if the socket is still open; a socket closing meanwhile just misses them. A socket that
 * already holds more unsent bytes than its bound (mock-node/README.md "Socket limits") has stopped reading:
 * it is closed with 1013 instead, so a slow reader never makes the node hold more than the bound and one
 * frame for it. The check runs at the real send, after a devnet batch released it.
 */
export const sendBytes = (peer: Peer, bytes: Uint8Array): void => {
  if (held) {
    held.push(() => sendBytes(peer, bytes))
    return
  }
  if (peer.socket.readyState !== WebSocket.OPEN) return
  if (peer.socket.bufferedAmount > peer.sendBufferBytes) {
    closePeer(peer, CloseCodes.tryAgainLater, SocketLimitReason.slowReader)
    return
  }
  try {
    cork(peer.socket)
    peer.socket.send(bytes)
  } catch {
    // The peer vanished between the state check and the write; nothing to tell it.
  }
}

/** Encodes and sends a frame; an unencodable frame is dropped rather than crashing the connection. */
export const sendFrame = (peer: Peer, frame: OutboundFrame): boolean => {
  let bytes: Uint8Array
  try {
    bytes = encodeFrame(frame)
  } catch {
    return false
  }
  sendBytes(peer, bytes)
  return true
}

/** Closes with a code and a reason trimmed to what the WebSocket close frame can carry. */
export const closePeer = (peer: Peer, code: number, reason: string): void => {
  if (held) {
    held.push(() => closePeer(peer, code, reason))
    return
  }
  if (peer.socket.readyState !== WebSocket.OPEN) return
  try {
    peer.socket.close(code, fitReason(reason))
  } catch {
    peer.socket.terminate()
  }
}
