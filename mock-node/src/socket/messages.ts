/**
 * Type 16 chat messages (docs/protocol.md §3.3): from a connected user to a peer user or a group. The node checks
 * fromSign with the socket's session key, never recomputes messageId (clients derive it inconsistently),
 * acks with type 21 and forwards the frame unchanged to every recipient socket and the sender's other devices.
 */

import type { AckStatus, Web3MQRequestMessage } from '#domain/protocol'
import { CloseCodes, CloseReason, fromUint64, NodeStatus } from '#domain/protocol'
import { fromSignContent } from '#domain/signing/socket'
import {
  admitMessage,
  announceMessage,
  type Refusal,
  recipientsOf,
  storeMessage,
  upsertChats,
} from '../messaging'
import { recordSignature } from '../security/signature'
import { ack, relayFrame } from './ack'
import type { SocketEnv } from './env'
import { signedBy } from './keys'
import type { Peer } from './peer'
import { endedIfExpired } from './session'
import { closePeer } from './wire'

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

/**
 * The ack of a refused frame, in the statuses the SDKs know (docs/protocol.md §2.4): a date outside the
 * window is a signature the node does not accept now, as REST answers it; a recipient the sender may not
 * reach is answered as one that is not there, as for a group the sender is not in.
 */
const REFUSAL_ACK: Readonly<Record<Refusal, AckStatus>> = {
  stale: NodeStatus.invalidSignature,
  noRecipient: NodeStatus.userNotFound,
  notAccepted: NodeStatus.userNotFound,
}

/**
 * Whether the frame is one the node already stored from this sender: the outbox sends an unacked frame
 * again byte for byte after a reconnect, however late, and it must still get its ack (same id, sender,
 * recipient and time).
 */
const storedResend = (env: SocketEnv, message: Web3MQRequestMessage, sender: string): boolean => {
  const stored = env.ctx.state.chats.message(message.messageId)
  return (
    stored !== undefined &&
    stored.from === sender &&
    stored.topic === message.contentTopic &&
    stored.timestamp === fromUint64(message.timestamp)
  )
}

/** Handles a chat message; `bytes` is the frame as received, forwarded as is. */
export const handleChatMessage = (
  env: SocketEnv,
  peer: Peer,
  message: Web3MQRequestMessage,
  bytes: Uint8Array,
): void => {
  // dispatch.ts refuses both first; kept so the handler stands on its own (docs/protocol.md §1.4).
  const user = peer.user
  if (!user) {
    closePeer(peer, CloseCodes.policy, CloseReason.connectFirst)
    return
  }
  if (endedIfExpired(env, peer)) return
  if (!signatureValid(message, user)) {
    ack(env, peer, message, NodeStatus.invalidSignature)
    return
  }
  const timestamp = fromUint64(message.timestamp)
  // A resend is acknowledged again but never fanned out twice, however old: stored, it was admitted once,
  // and its signature recorded then (a REST route refuses it anyway once its date leaves the window).
  if (storedResend(env, message, user.userId)) {
    ack(env, peer, message, NodeStatus.received)
    return
  }
  const admission = admitMessage(env.ctx, {
    sender: user.userId,
    contentTopic: message.contentTopic,
    timestamp,
  })
  // Recorded, the signature serves no REST route. One dated outside the window is refused there anyway, and
  // is not kept: a frame dated a year ahead would hold its entry for a year.
  if (!('refused' in admission && admission.refused === 'stale'))
    recordSignature(env.ctx, {
      scheme: 'ed25519',
      signer: user.userId,
      signature: message.fromSign,
      timestamp,
    })
  if ('refused' in admission) {
    ack(env, peer, message, REFUSAL_ACK[admission.refused])
    return
  }
  const { target } = admission
  const recipients = recipientsOf(target, user.userId)
  // A frame the sender asks not to store (needStore false: a typing signal, docs/protocol.md §3.12) is only
  // acknowledged and relayed: no history item, no chat list entry, no alert away from the app.
  if (!message.needStore) {
    ack(env, peer, message, NodeStatus.received)
    relayFrame(env, { users: [user.userId, ...recipients] }, peer, bytes)
    return
  }
  const alerted = {
    messageid: message.messageId,
    from: message.comeFrom,
    topic: message.contentTopic,
    payload_type: message.payloadType,
    cipher_suite: message.cipherSuite,
    // Node's encoder: the same padded standard base64 as the domain's `bytesToBase64`, natively.
    payload: Buffer.from(
      message.payload.buffer,
      message.payload.byteOffset,
      message.payload.byteLength,
    ).toString('base64'),
    timestamp,
  }
  const fresh = storeMessage(
    env.ctx,
    {
      ...alerted,
      from_sign: message.fromSign,
      version: message.version,
    },
    recipients,
  )
  // An id stored already (another frame under the same id) is acknowledged but never fanned out twice.
  if (!fresh) {
    ack(env, peer, message, NodeStatus.received)
    return
  }
  upsertChats(env.ctx, user.userId, target, timestamp)
  ack(env, peer, message, NodeStatus.received)
  relayFrame(env, { users: [user.userId, ...recipients] }, peer, bytes)
  announceMessage(env.ctx, alerted, recipients)
}
