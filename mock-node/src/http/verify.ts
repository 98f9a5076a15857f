/**
 * Request verification like a strict real node. Every signature the node accepts, on any route or on the
 * socket, passes one gate, `judgeSignature`: fresh (timestamp in the window), valid (over the content of
 * its own purpose, by the key of its signer) and used once (keyed on the signer and the canonical bytes, so
 * a re-encoding or another route is the same use). A signature is recorded only after it verified, so a
 * refused request cannot burn someone's signature that is still on its way.
 */

import { Headers } from '../../../src/domain/config'
import { type Auth, NodeMessage, sessionSignContent } from '../../../src/domain/contract'
import { loginSignatureContent } from '../../../src/domain/signing/login'
import { canonicalSignature, type SignatureScheme } from '../../../src/domain/walletsig/canonical'
import type { NodeContext } from '../context'
import { fail } from '../failure'
import { verifyEd25519 } from './ed25519-native'

type Fields = Readonly<Record<string, unknown>>
type HeaderBag = Readonly<Record<string, string | string[] | undefined>>

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** One use of a signature the node is asked to accept. */
interface SignatureUse {
  scheme: SignatureScheme
  /** Whose signature it is: a user id, or `did_type:address` for a wallet not yet registered. */
  signer: string
  signature: string
  /** Milliseconds, as sent; must be within the window of the node's clock. */
  timestamp: unknown
  /** Checks the signature over the content of this use's purpose with the signer's key. */
  valid: () => boolean
  /**
   * What the signature must also cover, checked once it verified and before it is recorded, so a
   * tampered copy cannot burn the original; throws its own refusal.
   */
  bound?: () => void
}

type Verdict = 'accepted' | 'stale' | 'invalid' | 'replayed'

const inWindow = (ctx: NodeContext, timestamp: unknown): boolean => {
  const ts = Number(timestamp)
  return Number.isFinite(ts) && Math.abs(ctx.now() - ts) <= ctx.timestampWindowMs
}

export const checkWindow = (ctx: NodeContext, timestamp: unknown): void => {
  if (!inWindow(ctx, timestamp)) throw fail.unauthorized(NodeMessage.timestampOutOfWindow)
}

/** A signature's one entry in the replay cache: who signed, and the bytes, however they were written. */
const replayKey = (use: Pick<SignatureUse, 'signer' | 'scheme'>, canonical: string): string =>
  `${use.signer} ${use.scheme}:${canonical}`

/** The one gate every signature passes; records the signature as used only when it is accepted. */
export const judgeSignature = (ctx: NodeContext, use: SignatureUse): Verdict => {
  if (!inWindow(ctx, use.timestamp)) return 'stale'
  const canonical = canonicalSignature(use.scheme, use.signature)
  if (canonical === undefined || !use.valid()) return 'invalid'
  use.bound?.()
  const key = replayKey(use, canonical)
  const seen = ctx.state.seenSignatures
  seen.prune(ctx.now())
  if (seen.has(key)) return 'replayed'
  seen.set(key, Number(use.timestamp) + ctx.timestampWindowMs)
  return 'accepted'
}

/**
 * Marks a signature the socket verified as used without refusing a repeat: the SDKs send an unacked chat
 * frame again, byte for byte, after a reconnect. Recorded, it cannot be taken to a REST route.
 */
export const recordSignature = (
  ctx: NodeContext,
  use: Pick<SignatureUse, 'scheme' | 'signer' | 'signature' | 'timestamp'>,
): void => {
  const canonical = canonicalSignature(use.scheme, use.signature)
  if (canonical === undefined) return
  const until = Math.max(ctx.now(), Number(use.timestamp) || 0) + ctx.timestampWindowMs
  ctx.state.seenSignatures.set(replayKey(use, canonical), until)
}

/** `judgeSignature` for REST: anything but acceptance becomes the envelope refusal. */
export const acceptSignature = (
  ctx: NodeContext,
  use: SignatureUse,
  invalid: string = NodeMessage.invalidSignature,
): void => {
  const verdict = judgeSignature(ctx, use)
  if (verdict === 'stale') throw fail.unauthorized(NodeMessage.timestampOutOfWindow)
  if (verdict === 'invalid') throw fail.unauthorized(invalid)
  if (verdict === 'replayed') throw fail.unauthorized(NodeMessage.replayed)
}

const sessionKeyOf = (ctx: NodeContext, signer: string, headers: HeaderBag): string => {
  const header = headers[Headers.requestPubkey]
  const pubkey = ((Array.isArray(header) ? header[0] : header) ?? '').toLowerCase()
  if (!pubkey) throw fail.unauthorized(`Missing ${Headers.requestPubkey} header`)
  const session = ctx.state.users.session(signer, pubkey)
  if (!session) {
    const known = ctx.state.users.sessionsOf(signer).length > 0
    throw fail.unauthorized(known ? NodeMessage.pubkeyMismatch : NodeMessage.noSession)
  }
  if (session.expires <= ctx.now()) throw fail.unauthorized(NodeMessage.sessionExpired)
  return pubkey
}

/**
 * Returns the verified signer's user id. Many routes sign the same short string (`userid + timestamp`),
 * so the signature alone does not say which route it was made for; being usable once, on one route,
 * is what keeps a read's signature from authorising a write.
 */
export const verifySession = (
  ctx: NodeContext,
  auth: Extract<Auth, { kind: 'session' }>,
  fields: Fields,
  headers: HeaderBag,
  bound?: () => void,
): string => {
  const signer = text(fields[auth.signer])
  if (!ctx.state.users.get(signer)) throw fail.userNotFound()
  const pubkey = sessionKeyOf(ctx, signer, headers)
  const signature = text(fields[auth.field])
  acceptSignature(ctx, {
    scheme: 'ed25519',
    signer,
    signature,
    timestamp: fields.timestamp,
    valid: () => verifyEd25519(sessionSignContent(auth, fields), signature, pubkey),
    ...(bound ? { bound } : {}),
  })
  return signer
}

/** Login: the content must be the hash of this very request, signed by the registered main key. */
export const verifyLogin = (ctx: NodeContext, fields: Fields): string => {
  const userid = text(fields.userid)
  const user = ctx.state.users.get(userid)
  if (!user) throw fail.userNotFound()
  if (text(fields.main_pubkey) !== user.main_pubkey) throw fail.unauthorized('Main public key does not match')
  checkWindow(ctx, fields.timestamp)
  const expected = loginSignatureContent({
    userid,
    sessionPublicKeyHex: text(fields.pubkey_value),
    expiry: Number(fields.pubkey_expired_timestamp),
    timestamp: Number(fields.timestamp),
  })
  if (text(fields.signature_content) !== expected)
    throw fail.unauthorized('Login content does not match the request')
  const signature = text(fields.login_signature)
  acceptSignature(ctx, {
    scheme: 'ed25519',
    signer: userid,
    signature,
    timestamp: fields.timestamp,
    valid: () => verifyEd25519(expected, signature, user.main_pubkey),
  })
  return userid
}
