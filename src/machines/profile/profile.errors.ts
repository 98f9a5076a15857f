/** How the profile machine reads failures: the node's 404 by its code, everything else as a message. */
import { isWeb3MQError } from '../../domain/errors'
import type { UiError } from './profile.types'

/** The node's "not found" envelope code (protocol: `code` 404, msg "User not found"). */
export const NODE_NOT_FOUND = 404

export const PROFILE_FAILED = 'PROFILE.FAILED'

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

/** The catalogue code and message of a Web3MQError (e.g. WALLET.REJECTED); otherwise the error's text. */
export const toUiError = (error: unknown): UiError =>
  isWeb3MQError(error)
    ? { code: error.code, message: error.message }
    : { code: PROFILE_FAILED, message: error instanceof Error ? error.message : String(error) }
