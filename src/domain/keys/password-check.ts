/**
 * A password is checked without asking the node: it derives the main key (docs/protocol.md §5.3), so a
 * registered wallet whose derived main public key differs from the one the node holds was given the
 * wrong password. Kept apart from main-key.ts so the app's first download does not carry the hashing.
 */
export const isWrongPassword = (
  knownMainPublicKey: string | undefined,
  derived: { PublicKey: string },
): boolean =>
  knownMainPublicKey !== undefined && knownMainPublicKey.toLowerCase() !== derived.PublicKey.toLowerCase()
