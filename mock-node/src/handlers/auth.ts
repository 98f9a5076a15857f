/**
 * Register, reset password and login (docs/protocol.md §5): wallet-verified, then main-key-verified. A
 * wallet names one user in one spelling (`walletAddressForm`, ../state/users.ts); a reset is verified
 * with the wallet registered for the user (`verifyUserWallet`), never with a key the request offers.
 */
import { login, register, resetPassword } from '#domain/contract'
import type { NodeContext } from '../context'
import { fail } from '../failure'
import { route } from '../http/routes'
import { checkSignedText, registrationText } from '../security/purpose'
import { verifyWallet } from '../security/wallet'
import { type UserRecord, type WalletAttestation, walletAddressForm } from '../state/users'
import { verifyUserWallet } from './common'

/**
 * The longest session key a login registers, from the request's timestamp (which the login signature
 * covers and the signature gate keeps within 5 minutes of the node's clock). The SDKs ask for 24 h
 * (docs/protocol.md §5.5; src/domain/keys/temp-key.ts); a week leaves room for a client that keeps a
 * device signed in longer, while a leaked session key dies within it. Beyond it the login is refused,
 * not shortened: the client stores the expiry it asked for and would otherwise believe a dead key alive.
 */
export const SESSION_LIFETIME_CAP_MS = 7 * 24 * 60 * 60 * 1000
export const SESSION_TOO_LONG = 'pubkey_expired_timestamp is more than 7 days after timestamp'

/**
 * A new userid is in its canonical lower-case form (the JS and official SDKs make `user:` + lower-case hex,
 * docs/protocol.md §5.2; the contract already allows only ASCII letters and digits), so no two users'
 * ids differ only in case. Ids stored before keep working; only registration checks.
 */
export const USERID_NOT_CANONICAL = 'userid must be lower-case'

interface RegistrationFields {
  userid: string
  did_type: string
  did_value: string
  did_pubkey?: string | undefined
  pubkey_value: string
  signature_content: string
  did_signature: string
  timestamp: number
}

/**
 * Register: the new wallet signed the text for this very request, whose nonce hashes the userid, the
 * new main key, the wallet and the timestamp (docs/protocol.md §5.4). Any other text the wallet once
 * signed, or this one sent with another main key, is refused. A Starknet account's key is the one the
 * request names: the node sees no chain to read it from (docs/protocol.md §6 step 6), so it takes the key
 * the wallet's first registration proves, and holds every later request of the user to it.
 */
const verifyRegistration = (ctx: NodeContext, fields: RegistrationFields): void => {
  checkSignedText(fields.signature_content, registrationText(fields, 'register'))
  verifyWallet(
    ctx,
    {
      didType: fields.did_type,
      address: fields.did_value,
      didPubkey: fields.did_pubkey ?? '',
      content: fields.signature_content,
      signature: fields.did_signature,
    },
    fields.timestamp,
  )
}

/** The signed text that vouches for the new main key, kept for `get_user_info` (docs/protocol.md §3.10). */
const attestationOf = (fields: RegistrationFields): WalletAttestation => ({
  signature_content: fields.signature_content,
  did_signature: fields.did_signature,
  timestamp: fields.timestamp,
})

export const authRoutes = [
  route(register, ({ fields }, ctx) => {
    if (fields.userid !== fields.userid.toLowerCase()) throw fail.badRequest(USERID_NOT_CANONICAL)
    verifyRegistration(ctx, fields)
    const users = ctx.state.users
    if (users.byDidValue(fields.did_type, fields.did_value)) {
      throw fail.conflict('User already registered; reset the password instead')
    }
    if (users.get(fields.userid)) throw fail.conflict('userid already taken')
    const record: UserRecord = {
      userid: fields.userid,
      did_type: fields.did_type,
      did_value: fields.did_value,
      did_pubkey: fields.did_pubkey ?? '',
      main_pubkey: fields.pubkey_value.toLowerCase(),
      nickname: fields.nickname ?? '',
      avatar_url: fields.avatar_url ?? '',
      avatar_base64: fields.avatar_base64 ?? '',
      created_at: ctx.now(),
      attestation: attestationOf(fields),
    }
    users.upsert(record)
    return { userid: record.userid, did_type: record.did_type, did_value: record.did_value }
  }),

  /**
   * Reset: the wallet's user, then the text for this request signed by the wallet registered for that
   * user. Verifying with the request's `did_pubkey` let anyone who knew a Starknet user's address and
   * userid reset the password with their own Stark key and log in as them.
   */
  route(resetPassword, ({ fields }, ctx) => {
    const user = ctx.state.users.byDidValue(fields.did_type, fields.did_value)
    if (!user) throw fail.userNotFound()
    if (user.userid !== fields.userid) throw fail.badRequest('userid does not belong to this wallet')
    verifyUserWallet(ctx, user, {
      didType: fields.did_type,
      address: fields.did_value,
      didPubkey: fields.did_pubkey,
      content: fields.signature_content,
      signature: fields.did_signature,
      timestamp: fields.timestamp,
      expected: registrationText(fields, 'reset'),
    })
    ctx.state.users.setMainKey(user.userid, fields.pubkey_value.toLowerCase(), attestationOf(fields))
    // Sessions went with the old key; sockets opened with them must not keep receiving the user's messages.
    ctx.hub.sessionsEnded(user.userid)
    return { userid: user.userid, did_type: user.did_type, did_value: user.did_value }
  }),

  route(login, ({ fields, caller }, ctx) => {
    const user = ctx.state.users.get(caller ?? '')
    if (!user) throw fail.userNotFound()
    if (
      fields.did_type !== user.did_type ||
      walletAddressForm(user.did_type, fields.did_value) !== walletAddressForm(user.did_type, user.did_value)
    ) {
      throw fail.badRequest('did_type and did_value do not match this user')
    }
    if (fields.pubkey_expired_timestamp <= ctx.now())
      throw fail.badRequest('pubkey_expired_timestamp is in the past')
    if (fields.pubkey_expired_timestamp - fields.timestamp > SESSION_LIFETIME_CAP_MS)
      throw fail.badRequest(SESSION_TOO_LONG)
    ctx.state.users.addSession(
      user.userid,
      { pubkey: fields.pubkey_value.toLowerCase(), expires: fields.pubkey_expired_timestamp },
      ctx.now(),
    )
    return { userid: user.userid, did_type: user.did_type, did_value: user.did_value }
  }),
]
