/**
 * Seals a secret for storage at rest (the main private key, docs/product.md §3) so that what localStorage
 * holds is useless without a key the page cannot export. `open` gives back the secret, or `undefined` when
 * this vault cannot open it (its key is gone): the main key is derived again from the wallet and the password
 * at the next login, so a lost vault key costs nothing but that.
 */
export interface KeyVault {
  seal(secret: string): Promise<string>
  open(sealed: string): Promise<string | undefined>
  /** Whether a stored value is sealed (an older app stored the key in plain hex). */
  isSealed(stored: string): boolean
}
