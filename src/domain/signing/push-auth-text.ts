/**
 * Push-server dapp authorisation (`POST /api/dapp/user_auth/`, docs/protocol.md §9.4), signed by the wallet.
 * The trailing spaces and the odd indentation are part of the React component's text and are kept.
 */
import { PUSH_DAPP_ID } from '../config'
import { sha3_224Hex } from '../crypto/hash'
import { formatDmy12, type IssuedAt, issuedAtParts } from './date-format'
import { decimalMillis, type Millis } from './timestamp'

/** Scope name → `on`/`off`, serialised with JSON.stringify in insertion order. */
export type AuthScopes = Readonly<Record<string, string>>

export const DEFAULT_PUSH_SCOPES: AuthScopes = { 'Web3MQ/user.message:receive': 'on' }

interface PushAuthNonceInput {
  userid: string
  dappId?: string
  /** 1 = on, 0 = off; rendered as a decimal digit. */
  authStatus: 0 | 1
  /** null when the component's status is "clear": the scopes part is then left out. */
  scopes: AuthScopes | null
  timestamp: Millis
}

/** hex sha3_224(userid + dapp_id + auth_status + JSON.stringify(scopes) + timestamp). */
export const pushAuthNonce = ({
  userid,
  dappId = PUSH_DAPP_ID,
  authStatus,
  scopes,
  timestamp,
}: PushAuthNonceInput): string =>
  sha3_224Hex(
    `${userid}${dappId}${authStatus}${scopes ? JSON.stringify(scopes) : ''}${decimalMillis(timestamp)}`,
  )

/** `{first 6 chars}...{last 6 chars}` of the userid, as the text shows it. */
export const shortUserId = (userid: string): string => `${userid.slice(0, 6)}...${userid.slice(-6)}`

interface PushAuthTextInput {
  userid: string
  /** The page the user authorises from. */
  uri: string
  nonce: string
  issuedAt: IssuedAt
}

/** Starts with `\n`; Issued At as `DD/MM/YYYY hh:mm` on the 12-hour clock (moment.js `hh`). */
export const pushAuthSignText = ({ userid, uri, nonce, issuedAt }: PushAuthTextInput): string =>
  [
    '',
    'DApp want to access your ',
    `       Web3MQ account : ${shortUserId(userid)}`,
    '    ',
    'Auth Scopes: Receive your Web3MQ notification ',
    `URI: ${uri}`,
    `Nonce: ${nonce}`,
    `Issued At: ${formatDmy12(issuedAtParts(issuedAt))}`,
  ].join('\n')
