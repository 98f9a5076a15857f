/**
 * Register and reset-password texts (docs/protocol.md §5.4), signed by the wallet and sent verbatim as
 * `signature_content`. The mock node reads back its purpose line and nonce (./signed-text.ts) and checks the
 * wallet signature over it.
 */
import { PUBKEY_TYPE, WALLET_NAME, type WalletId } from '../config'
import { sha3_224Hex } from '../crypto/hash'
import { formatDmy24, type IssuedAt, issuedAtParts } from './date-format'
import { decimalMillis, type Millis } from './timestamp'

interface RegisterNonceInput {
  userid: string
  /** Main public key hex (`pubkey_value`). */
  mainPublicKeyHex: string
  didType: string
  didValue: string
  /** The `timestamp` later sent in the register body. */
  timestamp: Millis
}

/** hex sha3_224(userid + "ed25519" + pubkey_value + did_type + did_value + timestamp). */
export const registerNonce = ({
  userid,
  mainPublicKeyHex,
  didType,
  didValue,
  timestamp,
}: RegisterNonceInput): string =>
  sha3_224Hex(`${userid}${PUBKEY_TYPE}${mainPublicKeyHex}${didType}${didValue}${decimalMillis(timestamp)}`)

/** `register` is the JS text; `reset` is Flutter's wording for the password reset. */
export type RegisterPurpose = 'register' | 'reset'

const PURPOSE_LINE: Readonly<Record<RegisterPurpose, string>> = {
  register: 'For Web3MQ register',
  reset: 'For Web3MQ reset password',
}

interface RegisterTextInput {
  walletId: WalletId
  didValue: string
  /** The app's origin (JS uses `window.location.origin`). */
  uri: string
  nonce: string
  issuedAt: IssuedAt
  purpose?: RegisterPurpose
}

/**
 * The 8-line text, `\n`-separated, no trailing newline; WalletName per JS-SDK 1.0.25 (config.WALLET_NAME),
 * Issued At as local `DD/MM/YYYY HH:mm`.
 */
export const registerSignText = ({
  walletId,
  didValue,
  uri,
  nonce,
  issuedAt,
  purpose = 'register',
}: RegisterTextInput): string =>
  [
    `Web3MQ wants you to sign in with your ${WALLET_NAME[walletId]} account:`,
    didValue,
    PURPOSE_LINE[purpose],
    `URI: ${uri}`,
    'Version: 1',
    '',
    `Nonce: ${nonce}`,
    `Issued At: ${formatDmy24(issuedAtParts(issuedAt))}`,
  ].join('\n')
