/** Follow / unfollow (`POST /api/following/`, docs/protocol.md §9.1), signed by the wallet. */
import { sha3_224Hex } from '../crypto/hash'
import { SOCIAL_INDENT, type SocialTextInput, socialSignText } from './social-layout'
import { decimalMillis, type Millis } from './timestamp'

interface FollowNonceInput {
  userid: string
  /** Passed through as given (docs/product.md §4), e.g. `follow` or `cancel`. */
  action: string
  targetUserid: string
  timestamp: Millis
}

/** hex sha3_224(userid + action + target_userid + timestamp). */
export const followNonce = ({ userid, action, targetUserid, timestamp }: FollowNonceInput): string =>
  sha3_224Hex(`${userid}${action}${targetUserid}${decimalMillis(timestamp)}`)

/**
 * The two lines we add after `For follow signature`. docs/product.md §5 says the follow sign message "states that
 * it costs nothing, and warns against exposing the password or signature"; the JS text of docs/protocol.md §9.1
 * has no such lines, so we add them in the same 4-space layout, keeping Nonce and Issued At last. The
 * node reads only the purpose and nonce lines (docs/protocol.md §9.1, §10.11), so the extra lines cost no
 * compatibility.
 */
const FOLLOW_NOTICE_LINES = [
  'This signature will not cost you anything.',
  'Never expose your password or this signature to anyone.',
] as const

/**
 * The follow text: starts with `\n`, every line indented by exactly four spaces (blank lines are four
 * spaces), Issued At as `Y/m/d h:i` 24-hour, no trailing newline.
 */
export const followSignText = (input: SocialTextInput): string =>
  socialSignText(input, ['For follow signature', ...FOLLOW_NOTICE_LINES], SOCIAL_INDENT)
