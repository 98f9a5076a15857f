/**
 * Conversions between the JavaScript millisecond numbers the app uses and the uint64 fields of the
 * protobuf messages (protobuf-es represents them as bigint).
 */
import { errors } from '../errors'

/**
 * Converts a non-negative safe integer (e.g. a timestamp in ms) to a uint64 field value.
 * Throws Web3MQError INPUT.INVALID for fractions, negatives, NaN or values above 2^53 - 1, which would
 * otherwise be silently rounded or rejected deep inside the encoder.
 */
export const toUint64 = (value: number, field = 'timestamp'): bigint => {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw errors.invalidInput(`${field} must be a non-negative safe integer, got ${value}`, { field, value })
  }
  return BigInt(value)
}

/**
 * Converts a decoded uint64 back to a number. Exact up to 2^53 - 1 (every realistic ms timestamp);
 * larger values, which only a misbehaving peer sends, come back rounded to the nearest double.
 */
export const fromUint64 = (value: bigint): number => Number(value)
