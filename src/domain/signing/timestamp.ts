/**
 * Timestamps inside signed strings and hashes are decimal milliseconds (protocol "Notation").
 * `String(n)` silently turns fractions into `1.5` and huge values into `1e+21`, and either would
 * produce a signature no peer can reproduce, so the rendering is checked once here.
 */
import { errors } from '../errors'

/** Milliseconds since the epoch; decoded uint64 protobuf fields arrive as bigint. */
export type Millis = number | bigint

/** The decimal form of a ms timestamp. Throws errors.invalidInput() for negatives and non-integers. */
export const decimalMillis = (timestamp: Millis): string => {
  const ok =
    typeof timestamp === 'bigint' ? timestamp >= 0n : Number.isSafeInteger(timestamp) && timestamp >= 0
  if (!ok) throw errors.invalidInput('timestamp must be a non-negative integer of milliseconds')
  return timestamp.toString()
}
