/**
 * Friend request (`POST /api/contacts/add_friends/`, docs/protocol.md §9.3): the session key signs
 * userid + target_userid + content + timestamp into `web3mq_signature`.
 */
import { decimalMillis, type Millis } from './timestamp'

interface FriendRequestInput {
  userid: string
  targetUserid: string
  /** The request's message; empty string when none. */
  content: string
  timestamp: Millis
}

/** The signed string; sign it with `signBase64` (./sign) and the session key. */
export const friendRequestSignContent = ({
  userid,
  targetUserid,
  content,
  timestamp,
}: FriendRequestInput): string => `${userid}${targetUserid}${content}${decimalMillis(timestamp)}`
