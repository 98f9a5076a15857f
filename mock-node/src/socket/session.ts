/**
 * A user's socket lives no longer than the session key it connected with (mock-node/README.md "Socket
 * limits"): a timer closes it with 4001 "Session expired" (docs/protocol.md §1.4) when the key expires, and
 * once the key has expired no push reaches it and no frame it sends is acted on, even before the timer
 * fires. A password reset ends the sockets through the hub (`sessionsEnded`, ./registry.ts `closeUser`).
 */
import { CloseCodes, CloseReason } from '#domain/protocol'
import type { SocketEnv } from './env'
import type { Peer } from './peer'
import { closePeer } from './wire'

/** The longest delay `setTimeout` takes (2^31 - 1 ms, about 24.8 days); a longer one would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1
/** The least a re-check waits, so a clock that stands still (a test's) never spins the timer. */
const MIN_RECHECK_MS = 10

/** When the socket's session key expires, read from the store now; undefined when the key is gone. */
const expiryOf = (env: SocketEnv, user: { userId: string; pubkey: string }): number | undefined =>
  env.ctx.state.users.session(user.userId, user.pubkey)?.expires

/** A socket of no user (a bridge or temp topic) has no session to outlive. */
export const sessionLive = (env: SocketEnv, peer: Peer): boolean => {
  if (!peer.user) return true
  const expires = expiryOf(env, peer.user)
  return expires !== undefined && expires > env.ctx.now()
}

/** Ends the socket of an expired key: it leaves the indexes at once, so nothing more reaches it. */
const endExpired = (env: SocketEnv, peer: Peer): void => {
  env.registry.close(peer)
  closePeer(peer, CloseCodes.unauthorized, CloseReason.sessionExpired)
}

/** Closes the socket if its key has expired; true when it did. */
export const endedIfExpired = (env: SocketEnv, peer: Peer): boolean => {
  if (sessionLive(env, peer)) return false
  endExpired(env, peer)
  return true
}

/** Whether a push may go to `peer`; a socket whose key expired is closed instead. */
export const deliverable = (env: SocketEnv, peer: Peer): boolean => !endedIfExpired(env, peer)

/**
 * Arms (or re-arms) the socket's expiry timer for `expires` on the node's clock. At fire time the key is
 * read again, since a re-login with the same key may have extended it (on a devnet, on another node): a
 * live key re-arms, a gone or expired one closes. Timers fire outside any devnet batch, so the close is
 * sent at once.
 */
export const watchSession = (env: SocketEnv, peer: Peer, expires: number): void => {
  clearTimeout(peer.sessionTimer)
  const delay = Math.min(MAX_TIMER_MS, Math.max(MIN_RECHECK_MS, expires - env.ctx.now()))
  peer.sessionTimer = setTimeout(() => {
    peer.sessionTimer = undefined
    const user = peer.user
    if (!user) return
    const current = expiryOf(env, user)
    if (current !== undefined && current > env.ctx.now()) watchSession(env, peer, current)
    else endExpired(env, peer)
  }, delay)
  peer.sessionTimer.unref?.()
}
