/**
 * User ids (docs/protocol.md §5.2). The node accepts ids chosen by the client, so when the wallet lookup fails
 * the JS SDK invents one from the DID and the lookup's timestamp and registers with it.
 */
import { sha3_224Hex } from '../crypto/hash'
import { decimalMillis, type Millis } from '../signing/timestamp'

const USER_ID_PREFIX = 'user:'

/**
 * The JS-SDK rule: `"user:" + hex(sha3_224(did_type + did_value + timestamp))`, timestamp in decimal ms
 * (the same value sent in the get_user_info lookup). Always `user:` + 56 lowercase hex characters.
 */
export const userIdFor = (didType: string, didValue: string, timestamp: Millis): string =>
  `${USER_ID_PREFIX}${sha3_224Hex(`${didType}${didValue}${decimalMillis(timestamp)}`)}`

/** The id used when the user lookup fails (docs/product.md §4): the same rule as `userIdFor`, named for the call site. */
export const placeholderUserId = userIdFor

/** The iOS SDK's variant, `"user:" + hex(sha3_224(did_type + ":" + did_value))`: time independent. */
export const iosUserIdFor = (didType: string, didValue: string): string =>
  `${USER_ID_PREFIX}${sha3_224Hex(`${didType}:${didValue}`)}`

/** Whether a string has the shape every observed user id has: `user:` + 56 lowercase hex chars. */
export const isUserId = (value: string): boolean => /^user:[0-9a-f]{56}$/.test(value)
