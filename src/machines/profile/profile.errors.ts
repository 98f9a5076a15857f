/** How the profile machine reads failures: the node's 404 by its code, everything else through the kit. */
import type { UiErrorFallback } from '../kit'

/** The node's "not found" envelope code (protocol: `code` 404, msg "User not found"). */
const NODE_NOT_FOUND = 404

const PROFILE_FAILED = 'PROFILE.FAILED'

const nodeCodeOf = (error: unknown): unknown => {
  if (typeof error !== 'object' || error === null) return undefined
  const direct = (error as { nodeCode?: unknown }).nodeCode
  if (direct !== undefined) return direct
  const detail = (error as { detail?: unknown }).detail
  return typeof detail === 'object' && detail !== null
    ? (detail as { nodeCode?: unknown }).nodeCode
    : undefined
}

/**
 * True when the node answered that the user does not exist. Reads the NodeError's code (`nodeCode`, or
 * `detail.nodeCode` after serialisation), never the message, which a node may word differently.
 */
export const isNotFound = (error: unknown): boolean => nodeCodeOf(error) === NODE_NOT_FOUND

/** Errors outside the catalogue show their own text under this code (the kit's `toUiError`). */
export const PROFILE_FALLBACK: UiErrorFallback = { code: PROFILE_FAILED }
