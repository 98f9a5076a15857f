/**
 * Group join request and approval texts (docs/protocol.md §9.2), signed by the wallet. Their nonces use
 * SHA-256, not sha3_224 like the other social texts.
 */
import { sha256Hex } from '../crypto/hash'
import { SOCIAL_INDENT, type SocialTextInput, socialSignText } from './social-layout'
import { decimalMillis, type Millis } from './timestamp'

interface JoinRequestNonceInput {
  userid: string
  groupid: string
  requestReason: string
  timestamp: Millis
}

/** hex sha256(userid + groupid + request_reason + timestamp). */
export const groupJoinRequestNonce = ({
  userid,
  groupid,
  requestReason,
  timestamp,
}: JoinRequestNonceInput): string =>
  sha256Hex(`${userid}${groupid}${requestReason}${decimalMillis(timestamp)}`)

/** The follow layout with `For group join request signture` ("signture" is the JS SDK's spelling, kept). */
export const groupJoinRequestSignText = (input: SocialTextInput): string =>
  socialSignText(input, ['For group join request signture'], SOCIAL_INDENT)

/** 1 approves, 0 rejects. */
export type JoinApproveStatus = 0 | 1

interface JoinApproveNonceInput {
  userid: string
  groupid: string
  requestUserid: string
  status: JoinApproveStatus
  reason: string
  timestamp: Millis
}

/** hex sha256(userid + groupid + request_userid + status + reason + timestamp). */
export const groupJoinApproveNonce = (input: JoinApproveNonceInput): string =>
  sha256Hex(
    `${input.userid}${input.groupid}${input.requestUserid}${input.status}${input.reason}${decimalMillis(input.timestamp)}`,
  )

/** Starts with `\n` like the follow text but is NOT indented: its blank lines are truly empty. */
export const groupJoinApproveSignText = (input: SocialTextInput): string =>
  socialSignText(input, ['For approve group join request signature'], '')
