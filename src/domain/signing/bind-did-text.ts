/**
 * Telegram (and other bot) DID binding (docs/protocol.md §9.5): a register-style text, wallet-signed and
 * posted to the dapp server's bind service, not to the node.
 */
import { WALLET_NAME, type WalletId } from '../config'
import { sha3_224Hex } from '../crypto/hash'
import { formatDmy12, type IssuedAt, issuedAtParts } from './date-format'
import { decimalMillis, type Millis } from './timestamp'

interface BindDidNonceInput {
  userid: string
  address: string
  /** The wallet id key (`metamask`…), not the chain. */
  walletId: WalletId
  bindType?: string
  /** The Telegram chat id. */
  bindValue: string
  timestamp: Millis
}

/**
 * hex sha3_224(userid + address + walletType + "bind" + bind_type + bind_value + timestamp). The
 * protocol gives the literal "bind" (not bind_action), so an unbind request hashes "bind" too.
 */
export const bindDidNonce = ({
  userid,
  address,
  walletId,
  bindType = 'telegram',
  bindValue,
  timestamp,
}: BindDidNonceInput): string =>
  sha3_224Hex(`${userid}${address}${walletId}bind${bindType}${bindValue}${decimalMillis(timestamp)}`)

interface BindDidTextInput {
  walletId: WalletId
  address: string
  uri: string
  nonce: string
  issuedAt: IssuedAt
}

/** `\n`-separated, no leading or trailing newline; Issued At as `DD/MM/YYYY hh:mm` (12-hour). */
export const bindDidSignText = ({ walletId, address, uri, nonce, issuedAt }: BindDidTextInput): string =>
  [
    `Web3MQ wants you to sign in with your ${WALLET_NAME[walletId]} account:`,
    address,
    'For Web3MQ bind did',
    `URI: ${uri}`,
    'Version: 1',
    '',
    `Nonce: ${nonce}`,
    `Issued At: ${formatDmy12(issuedAtParts(issuedAt))}`,
  ].join('\n')
