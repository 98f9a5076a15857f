/** Register, reset password and login (docs/protocol.md §5): wallet-verified, then main-key-verified. */
import { login, register, resetPassword } from '../../../src/domain/contract'
import type { NodeContext } from '../context'
import { fail } from '../failure'
import { route } from '../http/routes'
import { checkSignedText, registrationText } from '../security/purpose'
import { verifyWallet } from '../security/wallet'
import type { UserRecord } from '../state/users'

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
 * Register and reset: the new wallet signed the text for this very request, whose nonce hashes the
 * userid, the new main key, the wallet and the timestamp (docs/protocol.md §5.4). Any other text the
 * wallet once signed, or this one sent with another key, is refused.
 */
const verifyRegistration = (
  ctx: NodeContext,
  fields: RegistrationFields,
  action: 'register' | 'reset',
): void => {
  checkSignedText(fields.signature_content, registrationText(fields, action))
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

export const authRoutes = [
  route(register, ({ fields }, ctx) => {
    verifyRegistration(ctx, fields, 'register')
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
    }
    users.upsert(record)
    return { userid: record.userid, did_type: record.did_type, did_value: record.did_value }
  }),

  route(resetPassword, ({ fields }, ctx) => {
    verifyRegistration(ctx, fields, 'reset')
    const user = ctx.state.users.byDidValue(fields.did_type, fields.did_value)
    if (!user) throw fail.userNotFound()
    if (user.userid !== fields.userid) throw fail.badRequest('userid does not belong to this wallet')
    ctx.state.users.setMainKey(user.userid, fields.pubkey_value.toLowerCase())
    // Sessions went with the old key; sockets opened with them must not keep receiving the user's messages.
    ctx.hub.sessionsEnded(user.userid)
    return { userid: user.userid, did_type: user.did_type, did_value: user.did_value }
  }),

  route(login, ({ fields, caller }, ctx) => {
    const user = ctx.state.users.get(caller ?? '')
    if (!user) throw fail.userNotFound()
    if (
      fields.did_type !== user.did_type ||
      fields.did_value.toLowerCase() !== user.did_value.toLowerCase()
    ) {
      throw fail.badRequest('did_type and did_value do not match this user')
    }
    if (fields.pubkey_expired_timestamp <= ctx.now())
      throw fail.badRequest('pubkey_expired_timestamp is in the past')
    ctx.state.users.addSession(
      user.userid,
      { pubkey: fields.pubkey_value.toLowerCase(), expires: fields.pubkey_expired_timestamp },
      ctx.now(),
    )
    return { userid: user.userid, did_type: user.did_type, did_value: user.did_value }
  }),
]
