/**
 * "Forget this device" (a departure beside docs/product.md §4's logout, which keeps the main keys and the
 * wallet address so the next login needs only the password): removes every key this app stored, so a
 * shared computer keeps nothing of the person. The dev wallet's own key is a wallet's, not the app's,
 * and stays, as an extension's would.
 */
import { StorageKeys } from '../../domain/config'
import type { KeyStore } from '../../ports'

export const forgetDevice = (store: KeyStore): void => {
  for (const key of Object.values(StorageKeys)) {
    if (key === StorageKeys.lastWallet) continue
    store.remove(key)
  }
  // get-starknet writes the last wallet under `gsw-last-<time>-<random>`: every such key goes.
  for (const key of store.keysWithPrefix(StorageKeys.lastWallet)) store.removeRaw(key)
}
