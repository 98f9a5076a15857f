/** Reading EIP-1193 error codes, which wallets and their wrappers nest in different places. */

/** EIP-1193 "User Rejected Request". */
const USER_REJECTED_CODE = 4001

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/**
 * Every numeric `code` on a provider error and the errors it wraps (`data.originalError`, `cause`,
 * `error`), outermost first: MetaMask reports a refusal inside an internal error (-32603) at times.
 */
const providerErrorCodes = (error: unknown, depth = 0): number[] => {
  if (!isRecord(error) || depth > 3) return []
  const own = typeof error.code === 'number' ? [error.code] : []
  const data = isRecord(error.data) ? error.data.originalError : undefined
  return [
    ...own,
    ...[data, error.cause, error.error].flatMap((inner) => providerErrorCodes(inner, depth + 1)),
  ]
}

/** Whether the user declined in the wallet (code 4001 anywhere in the error). */
export const isUserRejection = (error: unknown): boolean =>
  providerErrorCodes(error).includes(USER_REJECTED_CODE)
