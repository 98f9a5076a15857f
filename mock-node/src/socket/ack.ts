/** The type-21 ack every type-16 frame gets (docs/protocol.md §2.4, §10.5). */
import { type AckStatus, messageStatusFrame, type Web3MQRequestMessage } from '#domain/protocol'
import type { FrameTargets } from '../hub'
import type { SocketEnv } from './env'
import type { Peer } from './peer'
import { sendBytes, sendFrame } from './wire'

/**
 * Echoes the message's id, topic, sender and signature. The timestamp is the node's clock in whole seconds,
 * the one frame not in milliseconds: clients render it as seconds (docs/protocol.md §2.4, docs/product.md §9).
 */
export const ack = (env: SocketEnv, peer: Peer, message: Web3MQRequestMessage, status: AckStatus): void => {
  sendFrame(
    peer,
    messageStatusFrame({
      messageId: message.messageId,
      contentTopic: message.contentTopic,
      messageStatus: status,
      version: '1',
      comeFrom: message.comeFrom,
      fromSign: message.fromSign,
      timestamp: Math.floor(env.ctx.now() / 1000),
    }),
  )
}

/** Sends the same bytes to every peer in `targets` except `sender`, each socket once. */
export const relay = (targets: Iterable<Peer>, sender: Peer | undefined, bytes: Uint8Array): void => {
  for (const target of new Set(targets)) if (target !== sender) sendBytes(target, bytes)
}

/**
 * Relays a frame through the hub, so a devnet delivers it on every node (docs/protocol.md §3.3 and §7:
 * the bytes are forwarded unchanged); the sending socket is skipped.
 */
export const relayFrame = (env: SocketEnv, to: FrameTargets, sender: Peer, bytes: Uint8Array): void =>
  env.ctx.hub.frame(to, bytes, { node: env.ctx.nodeId, socket: sender.id })
