/**
 * The node's one signature gate: every signature it accepts, on any route or on the socket, passes
 * `judgeSignature`: fresh (timestamp in the window), valid (over the content of its own purpose, by the key
 * of its signer) and used once (keyed on the signer and the canonical bytes, so a re-encoding is the same
 * use). A read may share its signature with reads of other routes, since the official SDK stamps its
 * parallel reads alike (docs/protocol.md §4.3); a write's is its own. A signature is recorded only after it
 * verified, so a refused request cannot burn someone's signature that is still on its way. REST
 * (../http/verify.ts), wallet proofs (./wallet.ts) and the socket (../socket/connect.ts,
 * ../socket/messages.ts) all come here.
 */
import { NodeMessage } from '#domain/contract'
import { canonicalSignature, type SignatureScheme } from '#domain/walletsig/canonical'
import type { NodeContext } from '../context'
import { fail } from '../failure'
import { ED25519_BASE64_RE } from '../http/ed25519-native'

/** One use of a signature the node is asked to accept. */
interface SignatureUse {
  scheme: SignatureScheme
  /** Whose signature it is: a user id, or `did_type:address` for a wallet not yet registered. */
  signer: string
  signature: string
  /** Milliseconds, as sent; must be within the window of the node's clock. */
  timestamp: unknown
  /**
   * Checks the signature over the content of this use's purpose with the signer's key. Given `decoded`
   * when the signature is ed25519 in padded base64 (ED25519_BASE64_RE): its bytes, already decoded for
   * the replay key, which a verifier may use instead of decoding it again.
   */
  valid: (decoded?: Buffer) => boolean
  /**
   * What the signature must also cover, checked once it verified and before it is recorded, so a
   * tampered copy cannot burn the original; throws its own refusal.
   */
  bound?: () => void
  /**
   * The route (`METHOD /path`) when the use is a read. A read is used once per route; anything else (a
   * write, a login, a wallet proof, a socket frame) once on any route, and never after a read used it.
   */
  readRoute?: string
}

type Verdict = 'accepted' | 'stale' | 'invalid' | 'replayed'

/**
 * The bytes of the common case, an ed25519 signature in padded base64 (the one spelling the SDKs send),
 * decoded natively; undefined for anything else.
 */
const decodedEd25519 = (scheme: SignatureScheme, signature: string): Buffer | undefined =>
  scheme === 'ed25519' && ED25519_BASE64_RE.test(signature) ? Buffer.from(signature, 'base64') : undefined

/**
 * `canonicalSignature`, with the common case decoded natively (`decoded`): the same hex (both decoders
 * drop the unused trailing bits), without the domain's portable byte loops.
 */
const canonicalOf = (
  scheme: SignatureScheme,
  signature: string,
  decoded: Buffer | undefined,
): string | undefined => (decoded ? decoded.toString('hex') : canonicalSignature(scheme, signature))

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

/**
 * Checks and leaves a use's records. A write's key is the signature's own, and it also finds the `read`
 * mark any read leaves; a read checks the write key and its route's key, and leaves that and the mark. So
 * reads cross routes, a route never opens twice, and no signature serves a write beside anything else.
 * Written out rather than as lists of keys: it runs on every signed request (bench/README.md, mock-node).
 */
const firstUse = (ctx: NodeContext, key: string, readRoute: string | undefined, until: number): boolean => {
  const seen = ctx.state.seenSignatures
  if (readRoute === undefined) {
    if (seen.has(key) || seen.has(`${key} read`)) return false
    seen.set(key, until)
    return true
  }
  // One string for the route's key, checked then recorded: its hash is computed once.
  const route = `${key} read ${readRoute}`
  if (seen.has(key) || seen.has(route)) return false
  seen.set(route, until)
  seen.set(`${key} read`, until)
  return true
}

/** The one gate every signature passes; records the signature as used only when it is accepted. */
export const judgeSignature = (ctx: NodeContext, use: SignatureUse): Verdict => {
  if (!inWindow(ctx, use.timestamp)) return 'stale'
  // Decoded once, for the replay key and the verifier both.
  const decoded = decodedEd25519(use.scheme, use.signature)
  const canonical = canonicalOf(use.scheme, use.signature, decoded)
  if (canonical === undefined || !use.valid(decoded)) return 'invalid'
  use.bound?.()
  ctx.state.seenSignatures.prune(ctx.now())
  const until = Number(use.timestamp) + ctx.timestampWindowMs
  return firstUse(ctx, replayKey(use, canonical), use.readRoute, until) ? 'accepted' : 'replayed'
}

/**
 * Marks a signature the socket verified as used without refusing a repeat: the SDKs send an unacked chat
 * frame again, byte for byte, after a reconnect. Recorded, it cannot be taken to a REST route.
 */
export const recordSignature = (
  ctx: NodeContext,
  use: Pick<SignatureUse, 'scheme' | 'signer' | 'signature' | 'timestamp'>,
): void => {
  const canonical = canonicalOf(use.scheme, use.signature, decodedEd25519(use.scheme, use.signature))
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
