/**
 * Request verification like a strict real node. Session-signed requests must carry the registered,
 * unexpired session key in `web3mq-request-pubkey`, a timestamp within the window, a valid signature over
 * the contract's string, and must not repeat; wallet-signed ones must verify for real against the wallet.
 */

import { CHAIN_NAMES, Headers } from '../../../src/domain/config'
import { type Auth, NodeMessage, sessionSignContent } from '../../../src/domain/contract'
import { loginSignatureContent } from '../../../src/domain/signing/login'
import { verifyPersonalSignature } from '../../../src/domain/walletsig/eip191'
import { verifyStarknetSignature } from '../../../src/domain/walletsig/starknet'
import type { NodeContext } from '../context'
import { fail } from '../failure'
import { verifyEd25519 } from './ed25519-native'

type Fields = Readonly<Record<string, unknown>>
type HeaderBag = Readonly<Record<string, string | string[] | undefined>>

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

export const checkWindow = (ctx: NodeContext, timestamp: unknown): void => {
  const ts = Number(timestamp)
  if (!Number.isFinite(ts) || Math.abs(ctx.now() - ts) > ctx.timestampWindowMs) {
    throw fail.unauthorized(NodeMessage.timestampOutOfWindow)
  }
}

/** Remembers a signature until it could no longer pass the window check, then forgets it. */
export const refuseReplay = (ctx: NodeContext, key: string, timestamp: number): void => {
  const seen = ctx.state.seenSignatures
  const now = ctx.now()
  if (seen.size > 50_000) for (const [k, expires] of seen) if (expires < now) seen.delete(k)
  if (seen.has(key)) throw fail.unauthorized(NodeMessage.replayed)
  seen.set(key, timestamp + ctx.timestampWindowMs)
}

/** Returns the verified signer's user id. */
export const verifySession = (
  ctx: NodeContext,
  auth: Extract<Auth, { kind: 'session' }>,
  fields: Fields,
  headers: HeaderBag,
  route: string,
): string => {
  const signer = text(fields[auth.signer])
  if (!ctx.state.users.get(signer)) throw fail.userNotFound()
  const header = headers[Headers.requestPubkey]
  const pubkey = ((Array.isArray(header) ? header[0] : header) ?? '').toLowerCase()
  if (!pubkey) throw fail.unauthorized(`Missing ${Headers.requestPubkey} header`)
  const session = ctx.state.users.session(signer, pubkey)
  if (!session) {
    const known = ctx.state.users.sessionsOf(signer).length > 0
    throw fail.unauthorized(known ? NodeMessage.pubkeyMismatch : NodeMessage.noSession)
  }
  if (session.expires <= ctx.now()) throw fail.unauthorized(NodeMessage.sessionExpired)
  checkWindow(ctx, fields.timestamp)
  const signature = text(fields[auth.field])
  if (!verifyEd25519(sessionSignContent(auth, fields), signature, pubkey)) throw fail.unauthorized()
  refuseReplay(ctx, `${route} ${signature}`, Number(fields.timestamp))
  return signer
}

export interface WalletProof {
  didType: string
  /** The wallet address the signature must come from. */
  address: string
  /** Starknet account public key; ignored for Ethereum. */
  didPubkey: string
  content: string
  signature: string
}

/**
 * EIP-191 recovery must give the address; Starknet signatures must verify on the Stark curve against
 * the account key over the typed-data hash rebuilt from the text, for one of the known chain ids (the
 * body does not say which chain the wallet was on).
 */
export const walletSignatureValid = (proof: WalletProof): boolean => {
  if (!proof.content || !proof.signature) return false
  if (proof.didType === 'eth') return verifyPersonalSignature(proof.content, proof.signature, proof.address)
  if (proof.didType === 'starknet') {
    return CHAIN_NAMES.some((chain) =>
      verifyStarknetSignature(proof.content, proof.signature, proof.didPubkey, proof.address, chain),
    )
  }
  return false
}

export const verifyWallet = (proof: WalletProof): void => {
  if (!walletSignatureValid(proof)) throw fail.unauthorized(NodeMessage.invalidWalletSignature)
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
  if (!verifyEd25519(expected, text(fields.login_signature), user.main_pubkey)) throw fail.unauthorized()
  refuseReplay(ctx, `login ${text(fields.login_signature)}`, Number(fields.timestamp))
  return userid
}
