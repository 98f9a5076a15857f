/**
 * The 6-digit code shown to a user while a wallet app syncs keys (docs/protocol.md §7.3, docs/product.md §5).
 *
 * Six random bytes make a 48-bit integer; reducing it modulo 10^6 leaves a bias of at most
 * 10^6 / 2^48 (about 4e-9) per value, far below anything observable, and unlike rejection sampling
 * it consumes a fixed amount of randomness and can never loop on a poor source.
 */
import { VERIFICATION_CODE_DIGITS } from '../config'
import type { RandomBytes } from './key-pair'

const SOURCE_BYTES = 6
const MODULUS = 10 ** VERIFICATION_CODE_DIGITS

/** Returns exactly 6 decimal digits (leading zeros kept). Throws a TypeError if `random` returns too few bytes. */
export const verificationCode = (random: RandomBytes): string => {
  const bytes = random(SOURCE_BYTES)
  if (bytes.length < SOURCE_BYTES) throw new TypeError(`random source returned ${bytes.length} bytes`)
  let value = 0
  for (let i = 0; i < SOURCE_BYTES; i++) value = value * 256 + bytes[i]!
  return String(value % MODULUS).padStart(VERIFICATION_CODE_DIGITS, '0')
}
