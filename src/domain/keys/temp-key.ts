/**
 * Validity of the session ("temp") key registered at login (docs/protocol.md §5.5 step 2): the node is told
 * `pubkey_expired_timestamp`, and the client must log in again once that instant has passed.
 */
import { TEMP_KEY_EXPIRY_MS } from '../config'

/** `pubkey_expired_timestamp` for a key created at `now` (ms); default lifetime 24 h as in the JS SDK. */
export const tempKeyExpiry = (now: number, ttl: number = TEMP_KEY_EXPIRY_MS): number => now + ttl

/** True from the expiry instant on (the key is no longer valid at `expiry` itself). */
export const isTempKeyExpired = (expiry: number, now: number): boolean => now >= expiry
