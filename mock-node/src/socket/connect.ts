/**
 * Type 2 connect (docs/protocol.md §3.1) and type 128 ping (§3.2). A user proves a live session key by signing
 * `nodeId + userId + timestamp`; Flutter's bridge mode connects a `bridge:` topic the same way.
 */

import type { ConnectCommand, WebsocketPingCommand } from '#domain/protocol'
import { CloseCodes, CloseReason, connectReplyFrame, fromUint64, pongFrame } from '#domain/protocol'
import { connectSignContent } from '#domain/signing/socket'
import { judgeSignature } from '../security/signature'
import type { SessionRecord } from '../state/users'
import type { SocketEnv } from './env'
import { pubkeyHexOfHint, signedBy } from './keys'
import { SocketLimitReason } from './limits'
import type { Peer } from './peer'
import { watchSession } from './session'
import { closePeer, sendFrame } from './wire'

const BRIDGE_PREFIX = 'bridge:'
const USER_PREFIX = 'user:'

/** A user's verdict carries the session's expiry, which bounds the socket's life (./session.ts). */
type Verdict = { ok: true; pubkey: string; expires?: number } | { ok: false; reason: string }

const inWindow = (env: SocketEnv, timestamp: bigint): boolean =>
  Math.abs(env.ctx.now() - fromUint64(timestamp)) <= env.ctx.timestampWindowMs

/** Session keys to try, the `validatePubKey` hint first so the common case costs one verification. */
const candidates = (sessions: readonly SessionRecord[], hint: string): SessionRecord[] => {
  const hinted = pubkeyHexOfHint(hint)
  const first = sessions.filter((s) => s.pubkey.toLowerCase() === hinted)
  return [...first, ...sessions.filter((s) => s.pubkey.toLowerCase() !== hinted)]
}

/** Close reasons of the node's freshness rules, beside the shared ones of docs/protocol.md §1.4. */
export const ConnectRefusal = {
  missingNodeId: 'Connect needs a node id',
  stale: 'Connect timestamp not newer than the last accepted connect',
  replayed: 'Connect replayed',
} as const

/**
 * The node id is what tells a connect string apart from a REST one: without it, `userId + timestamp` is
 * the string of every plain signed GET. A user id in its place could rebuild one too.
 */
const nodeIdUsable = (nodeId: string): boolean => nodeId !== '' && !nodeId.startsWith(USER_PREFIX)

/** The session whose key signed the connect, the `validatePubKey` hint first. */
const signingSession = (env: SocketEnv, command: ConnectCommand, content: string) =>
  candidates(env.ctx.state.users.sessionsOf(command.userId), command.validatePubKey).find((session) =>
    signedBy(content, command.msgSign, session.pubkey),
  )

/**
 * Newer than the last connect accepted for the key, and never seen by the node's one signature gate:
 * a captured frame, an older one or a re-encoding of either opens nothing.
 */
const freshConnect = (
  env: SocketEnv,
  command: ConnectCommand,
  content: string,
  session: SessionRecord,
): Verdict => {
  const { pubkey } = session
  const { users } = env.ctx.state
  const timestamp = fromUint64(command.timestamp)
  if (timestamp <= users.lastConnect(command.userId, pubkey))
    return { ok: false, reason: ConnectRefusal.stale }
  const verdict = judgeSignature(env.ctx, {
    scheme: 'ed25519',
    signer: command.userId,
    signature: command.msgSign,
    timestamp,
    valid: () => signedBy(content, command.msgSign, pubkey),
  })
  if (verdict !== 'accepted') return { ok: false, reason: ConnectRefusal.replayed }
  users.connectAccepted(command.userId, pubkey, timestamp)
  return { ok: true, pubkey, expires: session.expires }
}

/**
 * A connect must carry a node id and be signed by a live session key, then be fresh. A signature by an
 * expired key says "log in again", not "wrong key": the reasons differ accordingly.
 */
const verifyUser = (env: SocketEnv, command: ConnectCommand, content: string): Verdict => {
  const { ctx } = env
  if (!ctx.state.users.get(command.userId)) return { ok: false, reason: CloseReason.userNotFound }
  if (!inWindow(env, command.timestamp)) return { ok: false, reason: CloseReason.timestampOutOfWindow }
  if (!nodeIdUsable(command.nodeId)) return { ok: false, reason: ConnectRefusal.missingNodeId }
  const session = signingSession(env, command, content)
  if (!session) return { ok: false, reason: CloseReason.invalidConnectSignature }
  if (session.expires <= ctx.now()) return { ok: false, reason: CloseReason.sessionExpired }
  return freshConnect(env, command, content, session)
}

/** Bridge topics have no registered key: the signature is checked only when the client names its key. */
const verifyBridge = (env: SocketEnv, command: ConnectCommand, content: string): Verdict => {
  if (!command.validatePubKey) return { ok: true, pubkey: '' }
  if (!inWindow(env, command.timestamp)) return { ok: false, reason: CloseReason.timestampOutOfWindow }
  const pubkey = pubkeyHexOfHint(command.validatePubKey)
  if (pubkey && signedBy(content, command.msgSign, pubkey)) return { ok: true, pubkey }
  return { ok: false, reason: CloseReason.invalidConnectSignature }
}

const isBridgeId = (userId: string): boolean => userId.startsWith(BRIDGE_PREFIX)

/**
 * Type 2: on success binds the socket and answers type 3 with the real node id; otherwise closes 4001. A
 * user's socket is then watched until its session key expires; a full bridge topic closes 1008.
 */
export const handleConnect = (env: SocketEnv, peer: Peer, command: ConnectCommand): void => {
  const bridge = isBridgeId(command.userId)
  const content = connectSignContent(command.nodeId, command.userId, command.timestamp)
  const verdict = bridge ? verifyBridge(env, command, content) : verifyUser(env, command, content)
  if (!verdict.ok) {
    closePeer(peer, CloseCodes.unauthorized, verdict.reason)
    return
  }
  if (bridge) {
    if (!env.registry.bindTopic(peer, command.userId)) {
      closePeer(peer, CloseCodes.policy, SocketLimitReason.topicFull)
      return
    }
  } else {
    env.registry.bindUser(peer, command.userId, verdict.pubkey)
    if (verdict.expires !== undefined) watchSession(env, peer, verdict.expires)
  }
  const reply = connectReplyFrame({
    nodeId: env.ctx.nodeId,
    userId: command.userId,
    timestamp: env.ctx.now(),
    msgSign: '',
  })
  sendFrame(peer, reply)
}

/** Type 128: answered at once with type 129, before or after connect; the timestamp is echoed as sent. */
export const handlePing = (env: SocketEnv, peer: Peer, ping: WebsocketPingCommand): void => {
  const pong = pongFrame({ nodeId: env.ctx.nodeId })
  // Set directly: a peer's uint64 may exceed what the number-based builder accepts, and echoing costs nothing.
  if (ping.timestamp !== undefined) pong.message.timestamp = ping.timestamp
  sendFrame(peer, pong)
}
