/**
 * One inbound socket message → at most one reply, relay or close. Untrusted bytes never escape as an
 * exception: a bad frame closes only its own socket, with a code and a reason the client can show.
 */

import { type RawData, WebSocket } from 'ws'
import { ErrorCode } from '#domain/errors'
import {
  CloseCodes,
  CloseReason,
  type DecodedFrame,
  tryDecodeFrame,
  type Web3MQRequestMessage,
} from '#domain/protocol'
import type { Devnet } from '../context'
import {
  handleBridgeConnect,
  handleBridgeMessage,
  handleLegacyBridgeMessage,
  handleTempConnect,
  isBridgeMessage,
  isLegacyBridgeMessage,
} from './bridge'
import { handleConnect, handlePing } from './connect'
import type { SocketEnv } from './env'
import { handleChatMessage } from './messages'
import { isConnected, type Peer } from './peer'
import { endedIfExpired } from './session'
import { closePeer, corkingSends, holdingSends } from './wire'

const bytesOf = (data: RawData): Uint8Array => {
  if (Array.isArray(data)) return new Uint8Array(Buffer.concat(data))
  if (data instanceof ArrayBuffer) return new Uint8Array(data)
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
}

/**
 * A type-16 frame before connect is out of protocol order, not a refused login: it closes 1008 "Connect
 * first" (docs/protocol.md §1.4), which the SDK retries by connecting first; 4001 would tell it the keys
 * are refused and to stop. A chat message needs a user's connect, a bridge frame any connect.
 */
const routeMessage = (env: SocketEnv, peer: Peer, message: Web3MQRequestMessage, bytes: Uint8Array): void => {
  const legacy = isLegacyBridgeMessage(message)
  const bridge = !legacy && isBridgeMessage(message)
  if (legacy || bridge ? !isConnected(peer) : !peer.user) {
    closePeer(peer, CloseCodes.policy, CloseReason.connectFirst)
    return
  }
  // A user's socket speaks only while its key lives, on the bridge as in chat.
  if (endedIfExpired(env, peer)) return
  if (legacy) handleLegacyBridgeMessage(env, peer, message, bytes)
  else if (bridge) handleBridgeMessage(env, peer, message, bytes)
  else handleChatMessage(env, peer, message, bytes)
}

const route = (env: SocketEnv, peer: Peer, frame: DecodedFrame, bytes: Uint8Array): void => {
  switch (frame.kind) {
    case 'connect':
      handleConnect(env, peer, frame.message)
      break
    case 'ping':
      handlePing(env, peer, frame.message)
      break
    case 'tempConnect':
      handleTempConnect(env, peer, frame.message)
      break
    case 'bridgeConnect':
      handleBridgeConnect(env, peer, frame.message)
      break
    case 'message':
      routeMessage(env, peer, frame.message, bytes)
      break
    case 'pong':
      // A client answering a ping is harmless; the node never pings, so there is nothing to match.
      break
    default:
      // Node-to-client kinds (3, 6, 20, 21, 22, 101) are not requests a node can act on.
      closePeer(peer, CloseCodes.unsupported, CloseReason.unsupportedType)
  }
}

/** Why a devnet node closes a socket whose frame it could not commit: the client reconnects and resends. */
export const DEVNET_UNAVAILABLE = 'Devnet engine unavailable; reconnect'

/**
 * A devnet node handles the frame in its next batch and sends what it answers (the ack, the connect reply,
 * a close) once the batch is committed; frames of one socket keep their order, as batches run in turn.
 */
const inDevnet = (env: SocketEnv, devnet: Devnet, peer: Peer, frame: DecodedFrame, bytes: Uint8Array) => {
  const work = () =>
    holdingSends(() => {
      try {
        route(env, peer, frame, bytes)
      } catch {
        closePeer(peer, CloseCodes.internal, CloseReason.internal)
      }
    })
  devnet.run(work).then(
    ({ release }) => release(),
    () => closePeer(peer, CloseCodes.tryAgainLater, DEVNET_UNAVAILABLE),
  )
}

/** Handles one `message` event of a socket; what it sends leaves at the end of the turn. Never throws. */
export const onSocketMessage = (env: SocketEnv, peer: Peer, data: RawData, isBinary: boolean): void =>
  corkingSends(() => handleSocketMessage(env, peer, data, isBinary))

const handleSocketMessage = (env: SocketEnv, peer: Peer, data: RawData, isBinary: boolean): void => {
  if (peer.socket.readyState !== WebSocket.OPEN) return
  if (!isBinary) {
    closePeer(peer, CloseCodes.unsupported, CloseReason.textFrame)
    return
  }
  try {
    const bytes = bytesOf(data)
    const decoded = tryDecodeFrame(bytes)
    if (decoded.ok) {
      if (env.ctx.devnet) inDevnet(env, env.ctx.devnet, peer, decoded.frame, bytes)
      else route(env, peer, decoded.frame, bytes)
      return
    }
    const unsupported = decoded.error.code === ErrorCode.FrameTypeUnsupported
    closePeer(peer, unsupported ? CloseCodes.unsupported : CloseCodes.malformed, decoded.error.message)
  } catch {
    closePeer(peer, CloseCodes.internal, CloseReason.internal)
  }
}
