/**
 * The node's VAPID key (docs/protocol.md §4.6): made once and kept with the state, so a restarted node —
 * and every node of a devnet, which reads the same replicated record — signs with the key its
 * subscribers' browsers were given (a push service refuses a push signed with another).
 */
import { randomBytes } from 'node:crypto'
import { p256 } from '@noble/curves/nist.js'
import { bytesToBase64Url } from '#domain/push/base64url'
import type { NodeContext } from '../context'
import type { VapidRecord } from '../state/webpush'

const newVapid = (): VapidRecord => {
  let secret = new Uint8Array(randomBytes(32))
  while (!p256.utils.isValidSecretKey(secret)) secret = new Uint8Array(randomBytes(32))
  return {
    private_key: Buffer.from(secret).toString('hex'),
    public_key: bytesToBase64Url(p256.getPublicKey(secret, false)),
  }
}

/**
 * The key, made now if the state has none. Every request of a devnet node runs in a batch of its log, so
 * the first node to make it writes it for all (a later batch finds it).
 */
export const vapidKey = (ctx: NodeContext): VapidRecord => {
  const found = ctx.state.webPush.vapid()
  if (found) return found
  const made = newVapid()
  ctx.state.webPush.setVapid(made)
  return made
}
