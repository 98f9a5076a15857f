/**
 * Reading a wallet-signed text back (docs/protocol.md §5.4, §9.1, §9.4, §9.5). The SDKs lay the same
 * text out differently (indentation, wallet name, date format), so a verifier does not compare whole
 * texts: it reads the lines, trimmed, and checks the two that carry meaning, the purpose sentence and
 * the nonce that hashes the request's fields.
 */

/** The text's lines without their indentation or trailing spaces (a blank line is neither a nonce nor a purpose). */
const signedTextLines = (text: string): string[] => text.split('\n').map((line) => line.trim())

const NONCE_PREFIX = 'Nonce:'

/** The value of the text's one `Nonce:` line; undefined when it has none or more than one. */
export const signedTextNonce = (text: string): string | undefined => {
  const nonces = signedTextLines(text).filter((line) => line.startsWith(NONCE_PREFIX))
  return nonces.length === 1 ? nonces[0]?.slice(NONCE_PREFIX.length).trim() : undefined
}

/** The texts' purpose sentences as the builders write them, trimmed. */
export const SignedPurpose = {
  register: 'For Web3MQ register',
  reset: 'For Web3MQ reset password',
  follow: 'For follow signature',
  pushAuth: 'DApp want to access your',
  bindDid: 'For Web3MQ bind did',
  /** "signture" is the JS SDK's spelling (docs/protocol.md §9.2). */
  groupJoinRequest: 'For group join request signture',
  groupJoinApprove: 'For approve group join request signature',
} as const

/** Whether the text states exactly one of the known purposes, and it is one of `allowed`. */
export const statesPurpose = (text: string, allowed: readonly string[]): boolean => {
  const known: readonly string[] = Object.values(SignedPurpose)
  const stated = signedTextLines(text).filter((line) => known.includes(line))
  return stated.length === 1 && allowed.includes(stated[0] ?? '')
}
