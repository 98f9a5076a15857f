/**
 * Push-server authorisation (docs/protocol.md §9.4): the wallet signs a text whose nonce covers the user, the
 * dapp, the status, the scopes and the timestamp; the node stores the resulting auth info.
 */
import { PUSH_DAPP_ID } from '../../domain/config'
import { type AuthInfo, userAuth, userAuthInfo } from '../../domain/contract'
import {
  type AuthScopes,
  DEFAULT_PUSH_SCOPES,
  pushAuthNonce,
  pushAuthSignText,
} from '../../domain/signing/push-auth-text'
import type { WalletAccount, WalletSigner } from '../../ports'
import type { ClientContext } from '../core/context'

export type PushAuthStatus = 'on' | 'off'

export interface PushAuthInput {
  status: PushAuthStatus
  signer: WalletSigner
  account: WalletAccount
  /** The page the user authorises from, shown as `URI:` in the text. */
  uri: string
  /** Default: every default push scope set to `status`. */
  scopes?: AuthScopes
}

/** Each default scope set to the requested status, e.g. `{"Web3MQ/user.message:receive": "off"}`. */
export const defaultScopesFor = (status: PushAuthStatus): AuthScopes =>
  Object.fromEntries(Object.keys(DEFAULT_PUSH_SCOPES).map((scope) => [scope, status]))

/** Builds, wallet-signs and posts `dapp/user_auth`; resolves with the node's auth info (or null). */
export const requestPushAuth = async (ctx: ClientContext, input: PushAuthInput): Promise<AuthInfo | null> => {
  const userid = ctx.keys.userid
  const authStatus = input.status === 'on' ? 1 : 0
  const scopes = input.scopes ?? defaultScopesFor(input.status)
  const timestamp = ctx.api.timestamp()
  const nonce = pushAuthNonce({ userid, dappId: PUSH_DAPP_ID, authStatus, scopes, timestamp })
  const text = pushAuthSignText({
    userid,
    uri: input.uri,
    nonce,
    issuedAt: { now: timestamp, tzOffsetMinutes: ctx.ports.clock.tzOffsetMinutes() },
  })
  const signature = await input.signer.sign(text, input.account)
  const data = await ctx.api.call(userAuth, {
    userid,
    dapp_id: PUSH_DAPP_ID,
    scopes: { ...scopes },
    timestamp,
    signature_content: text,
    did_signature: signature,
    did_type: input.signer.didType,
    did_value: input.account.address,
    did_pubkey: input.account.didPubkey,
    auth_status: authStatus,
  })
  return data ?? null
}

/**
 * Turns push delivery on or off as the subscription screen does: the signed request, then the stored
 * authorisation read back. Resolves with it when it shows the requested status, else null (the node took
 * the request but reports otherwise); rejects when either call fails.
 */
export const switchPushAuth = async (
  ctx: ClientContext,
  input: PushAuthInput,
  dappId: string = PUSH_DAPP_ID,
): Promise<AuthInfo | null> => {
  await requestPushAuth(ctx, input)
  const info = (await ctx.api.call(userAuthInfo, { dapp_id: dappId })) ?? null
  const stored: PushAuthStatus = info?.auth_status === 1 ? 'on' : 'off'
  return stored === input.status ? info : null
}
