/**
 * Type 16 chat messages (docs/protocol.md §3.3): from a connected user to a peer user or a group. The node checks
 * fromSign with the socket's session key, never recomputes messageId (clients derive it inconsistently),
 * acks with type 21 and forwards the frame unchanged to every recipient socket and the sender's other devices.
 */

import { bytesToBase64 } from '../../../src/domain/crypto/encoding'
import type { Web3MQRequestMessage } from '../../../src/domain/protocol'
import { CloseCodes, CloseReason, fromUint64, NodeStatus } from '../../../src/domain/protocol'
import { fromSignContent } from '../../../src/domain/signing/socket'
import { recordSignature } from '../http/verify'
import { recipientsOf, storeMessage, targetOf, upsertChats } from '../messaging'
import { ack, relayFrame } from './ack'
import type { SocketEnv } from './env'
import { signedBy } from './keys'
import type { Peer } from './registry'
import { closePeer } from './wire'

const liveSession = (env: SocketEnv, userId: string, pubkey: string): boolean => {
  const session = env.ctx.state.users.session(userId, pubkey)
  return session !== undefined && session.expires > env.ctx.now()
}

/**
 * comeFrom must be the connected user and fromSign must verify with that socket's session key. The ids
 * must be there: with messageId and nodeId empty the signed string is `userid + topic + timestamp`, the
 * string of a history read, whose signature would then send messages.
 */
const signatureValid = (message: Web3MQRequestMessage, user: { userId: string; pubkey: string }): boolean =>
  message.comeFrom === user.userId &&
  message.messageId !== '' &&
  message.nodeId !== '' &&
  signedBy(
    fromSignContent({
      messageId: message.messageId,
      comeFrom: message.comeFrom,
      contentTopic: message.contentTopic,
      nodeId: message.nodeId,
      timestamp: message.timestamp,
    }),
    message.fromSign,
    user.pubkey,
  )

/** Handles a chat message; `bytes` is the frame as received, forwarded as is. */
export const handleChatMessage = (
  env: SocketEnv,
  peer: Peer,
  message: Web3MQRequestMessage,
  bytes: Uint8Array,
): void => {
  const user = peer.user
  if (!user) {
    closePeer(peer, CloseCodes.unauthorized, CloseReason.connectFirst)
    return
  }
  if (!liveSession(env, user.userId, user.pubkey)) {
    closePeer(peer, CloseCodes.unauthorized, CloseReason.sessionExpired)
    return
  }
  if (!signatureValid(message, user)) {
    ack(env, peer, message, NodeStatus.invalidSignature)
    return
  }
  // A repeat of the same frame is the outbox resending it; recorded, the signature serves no REST route.
  recordSignature(env.ctx, {
    scheme: 'ed25519',
    signer: user.userId,
    signature: message.fromSign,
    timestamp: fromUint64(message.timestamp),
  })
  const target = targetOf(env.ctx, message.contentTopic, user.userId)
  if (!target) {
    ack(env, peer, message, NodeStatus.userNotFound)
    return
  }
  const recipients = recipientsOf(target, user.userId)
  if (message.needStore) {
    const fresh = storeMessage(
      env.ctx,
      {
        messageid: message.messageId,
        from: message.comeFrom,
        topic: message.contentTopic,
        from_sign: message.fromSign,
        cipher_suite: message.cipherSuite,
        payload_type: message.payloadType,
        payload: bytesToBase64(message.payload),
        timestamp: fromUint64(message.timestamp),
        version: message.version,
      },
      recipients,
    )
    // A resend of a stored messageId is acknowledged again but never fanned out twice.
    if (!fresh) {
      ack(env, peer, message, NodeStatus.received)
      return
    }
  }
  upsertChats(env.ctx, user.userId, target, fromUint64(message.timestamp))
  ack(env, peer, message, NodeStatus.received)
  relayFrame(env, { users: [user.userId, ...recipients] }, peer, bytes)
}
