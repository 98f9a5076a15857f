/** The signed-in wallet's did from the stored DID key (`did_type:did_value`); a small module, kept out of the lazy runtime. */
import { StorageKeys } from '../domain/config'
import { walletErrors } from '../domain/errors-wallet'
import type { KeyStore } from '../ports'

/**
 * What an action that needs a signed-in user gets: the value it needs, or the catalogue's `AUTH.SIGNED_OUT`
 * error when no one is signed in (the one place that refusal is thrown).
 */
export const signedIn = <T>(value: T | undefined): T => {
  if (value === undefined) throw walletErrors.signedOut()
  return value
}

export const ownDid = (store: KeyStore): { did_type: string; did_value: string } => {
  const didKey = store.get(StorageKeys.didKey) ?? ''
  const at = didKey.indexOf(':')
  return signedIn(at < 0 ? undefined : { did_type: didKey.slice(0, at), did_value: didKey.slice(at + 1) })
}
