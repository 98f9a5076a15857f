/**
 * What a wallet-signed text must say for the request it comes with. The node reads the text back
 * (docs/protocol.md §5.4, §9.1, §9.4, §9.5) rather than comparing it whole, because the SDKs lay it out
 * differently; the two lines that matter are the purpose sentence and the nonce, which is rebuilt here
 * from the request's own fields. A text signed for another purpose, another target, another key or
 * another moment therefore never matches.
 */
import { WALLET_NAME, type WalletId } from '#domain/config'
import { bindDidNonce } from '#domain/signing/bind-did-text'
import { followNonce } from '#domain/signing/follow-text'
import { pushAuthNonce } from '#domain/signing/push-auth-text'
import { registerNonce } from '#domain/signing/register-text'
import { SignedPurpose, signedTextNonce, statesPurpose } from '#domain/signing/signed-text'
import { fail } from '../failure'

export interface TextExpectation {
  /** The purpose sentences the text may state; it must state exactly one known purpose. */
  purposes: readonly string[]
  /** The nonces the text may carry, each rebuilt from the request's fields. */
  nonces: readonly string[]
}

export const SIGNED_TEXT_MISMATCH = 'Signed text does not match the request'

/** Refuses a text that states another purpose or carries a nonce of other fields. */
export const checkSignedText = (text: string, expected: TextExpectation): void => {
  const nonce = signedTextNonce(text)
  if (!statesPurpose(text, expected.purposes) || nonce === undefined || !expected.nonces.includes(nonce))
    throw fail.unauthorized(SIGNED_TEXT_MISMATCH)
}

/** A nonce is rebuilt from a timestamp; one that cannot be a timestamp rebuilds nothing. */
const rebuild = (build: () => string): string[] => {
  try {
    return [build()]
  } catch {
    return []
  }
}

interface RegistrationFields {
  userid: string
  pubkey_value: string
  did_type: string
  did_value: string
  timestamp: number
}

/**
 * Register states the register purpose; reset may state either, because the JS SDK signs the register
 * text for a reset too. The nonce binds the userid, the new main key, the wallet and the timestamp.
 */
export const registrationText = (
  fields: RegistrationFields,
  action: 'register' | 'reset',
): TextExpectation => ({
  purposes: action === 'register' ? [SignedPurpose.register] : [SignedPurpose.register, SignedPurpose.reset],
  nonces: rebuild(() =>
    registerNonce({
      userid: fields.userid,
      mainPublicKeyHex: fields.pubkey_value,
      didType: fields.did_type,
      didValue: fields.did_value,
      timestamp: fields.timestamp,
    }),
  ),
})

/** Follow and unfollow: the nonce binds the action and the target. */
export const followText = (fields: {
  userid: string
  action: string
  target_userid: string
  timestamp: number
}): TextExpectation => ({
  purposes: [SignedPurpose.follow],
  nonces: rebuild(() =>
    followNonce({
      userid: fields.userid,
      action: fields.action,
      targetUserid: fields.target_userid,
      timestamp: fields.timestamp,
    }),
  ),
})

/** Push authorisation: the nonce binds the dapp, the status and the scopes as sent. */
export const pushAuthText = (fields: {
  userid: string
  dapp_id: string
  auth_status: number
  scopes: Readonly<Record<string, string>>
  timestamp: number
}): TextExpectation => ({
  purposes: [SignedPurpose.pushAuth],
  nonces: rebuild(() =>
    pushAuthNonce({
      userid: fields.userid,
      dappId: fields.dapp_id,
      authStatus: fields.auth_status as 0 | 1,
      scopes: fields.scopes,
      timestamp: fields.timestamp,
    }),
  ),
})

const WALLET_IDS = Object.keys(WALLET_NAME) as WalletId[]

/**
 * Telegram bind: the nonce binds the address, the bind type and the chat id. It hashes the wallet's
 * id (`metamask`…), which the request does not carry, so each known id is tried.
 */
export const bindText = (fields: {
  userid: string
  did_value: string
  bind_type: string
  bind_value: string
  timestamp: number
}): TextExpectation => ({
  purposes: [SignedPurpose.bindDid],
  nonces: WALLET_IDS.flatMap((walletId) =>
    rebuild(() =>
      bindDidNonce({
        userid: fields.userid,
        address: fields.did_value,
        walletId,
        bindType: fields.bind_type,
        bindValue: fields.bind_value,
        timestamp: fields.timestamp,
      }),
    ),
  ),
})
