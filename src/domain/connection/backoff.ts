/**
 * Reconnect delays for the main socket (docs/protocol.md §3.9): exponential back-off with FULL jitter,
 * `delay = random01 × min(cap, base × 2^attempt)`. Full jitter (rather than equal or decorrelated jitter)
 * spreads the clients a restarting node drops over the whole window, so they do not come back in waves,
 * and its expected delay stays half the ceiling. Retries are unlimited; only the ceiling stops growing.
 */
import { errors } from '../errors'

export interface BackoffOptions {
  /** Ceiling of the first retry (attempt 0), ms. Default 500. */
  baseMs?: number
  /** Largest ceiling, ms. Default 2 000. */
  capMs?: number
}

/**
 * A 2 s cap: a node that comes back is found within 2 s whatever the length of its outage (a 30 s cap
 * once kept browsers away 22 s after a 19 s outage), and a try against a dead node costs one refused
 * connect; full jitter still spreads the returning clients over the window.
 */
export const BACKOFF_DEFAULTS = { baseMs: 500, capMs: 2_000 } as const

// 2^52 × any sane base already exceeds every cap; clamping keeps the arithmetic finite.
const MAX_EXPONENT = 52

const resolve = (options: BackoffOptions): { baseMs: number; capMs: number } => {
  const baseMs = options.baseMs ?? BACKOFF_DEFAULTS.baseMs
  const capMs = options.capMs ?? BACKOFF_DEFAULTS.capMs
  if (!(Number.isFinite(baseMs) && baseMs > 0) || !(Number.isFinite(capMs) && capMs >= baseMs)) {
    throw errors.invalidInput('Back-off needs 0 < baseMs <= capMs', { baseMs, capMs })
  }
  return { baseMs, capMs }
}

/** The upper bound of the delay before retry number `attempt` (0-based): min(cap, base × 2^attempt). */
export const backoffCeiling = (attempt: number, options: BackoffOptions = {}): number => {
  const { baseMs, capMs } = resolve(options)
  const n = Number.isFinite(attempt) && attempt > 0 ? Math.min(Math.floor(attempt), MAX_EXPONENT) : 0
  return Math.min(capMs, baseMs * 2 ** n)
}

/**
 * The delay in whole ms before retry number `attempt` (0-based; negative or NaN count as 0), given a
 * uniform `random01` in [0, 1) (values outside are clamped, NaN counts as 0). Always within
 * [0, backoffCeiling(attempt)]. Throws INPUT.INVALID unless 0 < baseMs <= capMs.
 */
export const backoffDelay = (attempt: number, random01: number, options: BackoffOptions = {}): number => {
  const ceiling = backoffCeiling(attempt, options)
  const r = Number.isNaN(random01) ? 0 : Math.min(Math.max(random01, 0), 1)
  return Math.floor(r * ceiling)
}

/**
 * A uniform number in [0, 1) from the first 4 bytes of `bytes` (big-endian uint32 / 2^32), so callers
 * feed the Random port in. Throws INPUT.INVALID when fewer than 4 bytes are given.
 */
export const random01FromBytes = (bytes: Uint8Array): number => {
  if (bytes.length < 4) throw errors.invalidInput('random01FromBytes needs 4 bytes', { length: bytes.length })
  const value = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0
  return value / 2 ** 32
}
