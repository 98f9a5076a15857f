/**
 * The layout shared by the social wallet texts of docs/protocol.md §9.1–9.2. The JS SDK writes them as
 * template literals that open with a newline and keep the source's indentation, so the text starts
 * with `\n` and each line (blank ones included) carries the same indent.
 */
import { formatYmd24, type IssuedAt, issuedAtParts } from './date-format'

/** The indentation of the follow and join-request texts: exactly four spaces on every line. */
export const SOCIAL_INDENT = '    '

export interface SocialTextInput {
  /** The chain (`eth` / `starknet`), which the JS SDK puts where register texts put the wallet name. */
  didType: string
  address: string
  nonce: string
  issuedAt: IssuedAt
}

/**
 * Assembles `\n` + header, address, blank, purpose lines, blank, Nonce, Issued At (`Y/m/d h:i`),
 * each prefixed by `indent` (a "blank" line is the indent alone). No trailing newline.
 */
export const socialSignText = (
  { didType, address, nonce, issuedAt }: SocialTextInput,
  purposeLines: readonly string[],
  indent: string,
): string => {
  const lines = [
    `Web3MQ wants you to sign in with your ${didType} account:`,
    address,
    '',
    ...purposeLines,
    '',
    `Nonce: ${nonce}`,
    `Issued At: ${formatYmd24(issuedAtParts(issuedAt))}`,
  ]
  return `\n${lines.map((line) => `${indent}${line}`).join('\n')}`
}
