/** How the profile machine reads failures: the contract's "user not found" refusal, everything else through the kit. */
import { isRefusal } from '../../domain/contract/is-refusal'
import { didLookup } from '../../domain/contract/refusals'
import { MachineCode, type UiErrorFallback } from '../kit'

/**
 * True when the node answered the profile lookup that the user does not exist: the refusal the contract
 * declares for a lookup by DID (`didLookup.userNotFound`), told by its code, never by the words.
 */
export const isNotFound = (error: unknown): boolean => isRefusal(didLookup, error, 'userNotFound')

/** Errors outside the catalogue show their own text under this code (the kit's `toUiError`). */
export const PROFILE_FALLBACK: UiErrorFallback = { code: MachineCode.profileFailed }
