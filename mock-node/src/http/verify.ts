/**
 * REST request verification like a strict real node: a session-signed request by its signer's live session
 * key, a login by the registered main key. Both go through the node's one signature gate
 * (../security/signature.ts), which also serves wallet proofs and the socket.
 */

import { Headers } from '#domain/config'
import { type Auth, NodeMessage, sessionSignContent } from '#domain/contract'
import { loginSignatureContent } from '#domain/signing/login'
import type { NodeContext } from '../context'
import { fail } from '../failure'
import { acceptSignature, checkWindow } from '../security/signature'
import { verifyEd25519, verifyEd25519Decoded } from './ed25519-native'

type Fields = Readonly<Record<string, unknown>>
type HeaderBag = Readonly<Record<string, string | string[] | undefined>>
const text = (value: unknown): string => (typeof value === 'string' ? value : '')

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
 * so the signature alone does not say which route it was made for. A read names its route (`readRoute`):
 * the gate lets one signature open each read route once, and keeps a signature that opened anything from
 * ever authorising a write (docs/protocol.md §4.3).
 */
export const verifySession = (
  ctx: NodeContext,
  auth: Extract<Auth, { kind: 'session' }>,
  fields: Fields,
  headers: HeaderBag,
  bound?: () => void,
  readRoute?: string,
): string => {
  const signer = text(fields[auth.signer])
  if (!ctx.state.users.get(signer)) throw fail.userNotFound()
  const pubkey = sessionKeyOf(ctx, signer, headers)
  const signature = text(fields[auth.field])
  // One object literal of one shape for every request (the gate reads `bound` and `readRoute` only when
  // set): no spread of optional parts on the hot path of a signed request (bench/README.md, mock-node).
  acceptSignature(ctx, {
    scheme: 'ed25519',
    signer,
    signature,
    timestamp: fields.timestamp,
    valid: (decoded) =>
      decoded
        ? verifyEd25519Decoded(sessionSignContent(auth, fields), decoded, pubkey)
        : verifyEd25519(sessionSignContent(auth, fields), signature, pubkey),
    bound: bound || undefined,
    readRoute: readRoute || undefined,
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
