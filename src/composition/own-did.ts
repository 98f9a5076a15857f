/** The signed-in wallet's did from the stored DID key (`did_type:did_value`); a small module, kept out of the lazy runtime. */
import { StorageKeys } from '../domain/config'
import type { KeyStore } from '../ports'

export const ownDid = (store: KeyStore): { did_type: string; did_value: string } => {
  const didKey = store.get(StorageKeys.didKey) ?? ''
  const at = didKey.indexOf(':')
  if (at < 0) throw new Error('Sign in first')
  return { did_type: didKey.slice(0, at), did_value: didKey.slice(at + 1) }
}
