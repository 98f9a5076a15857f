/**
 * The session as localStorage keeps it (docs/product.md §3 "Browser storage keys"), with the main private key
 * sealed at rest by the KeyVault: the same storage key, a value that is useless without the page's
 * non-extractable key. The session (temporary) keys stay as the product stores them.
 */
import { forgetDevice } from '../adapters/storage/forget-device'
import { StorageKeys } from '../domain/config'
import type { LoginPayload, RestoredSession } from '../machines/session/session.types'
import type { KeyStore, KeyVault } from '../ports'

export interface SessionStores {
  keyStore: KeyStore
  vault: KeyVault
}

/** The stored main private key in plain hex; a plain value an older app wrote is sealed on the way. */
const readMainPrivateKey = async ({ keyStore, vault }: SessionStores): Promise<string | undefined> => {
  const stored = keyStore.get(StorageKeys.mainPrivateKey)
  if (!stored) return undefined
  if (vault.isSealed(stored)) return vault.open(stored)
  keyStore.set(StorageKeys.mainPrivateKey, await vault.seal(stored))
  return stored
}

/** docs/product.md §4 session start: keys only when all three of each group are stored. */
export const readStoredSession = async (stores: SessionStores): Promise<RestoredSession> => {
  const { keyStore } = stores
  const [priv, pub, userid] = [
    keyStore.get(StorageKeys.privateKey),
    keyStore.get(StorageKeys.publicKey),
    keyStore.get(StorageKeys.userid),
  ]
  const [mainPriv, mainPub, address] = [
    await readMainPrivateKey(stores),
    keyStore.get(StorageKeys.mainPublicKey),
    keyStore.get(StorageKeys.walletAddress),
  ]
  const expiry = Number(keyStore.get(StorageKeys.pubkeyExpiredTimestamp))
  return {
    keys: priv && pub && userid ? { PrivateKey: priv, PublicKey: pub, userid } : undefined,
    mainKeys:
      mainPriv && mainPub && address
        ? { PrivateKey: mainPriv, PublicKey: mainPub, walletAddress: address }
        : undefined,
    expiresAt: Number.isFinite(expiry) && expiry > 0 ? expiry : undefined,
  }
}

export const writeLogin = async (
  { keyStore, vault }: SessionStores,
  payload: LoginPayload,
): Promise<void> => {
  // Sealed first, so a refusal stores nothing rather than half a login.
  const sealedMain = await vault.seal(payload.mainKeys.PrivateKey)
  keyStore.set(StorageKeys.privateKey, payload.keys.PrivateKey)
  keyStore.set(StorageKeys.publicKey, payload.keys.PublicKey)
  keyStore.set(StorageKeys.userid, payload.keys.userid)
  keyStore.set(StorageKeys.mainPrivateKey, sealedMain)
  keyStore.set(StorageKeys.mainPublicKey, payload.mainKeys.PublicKey)
  keyStore.set(StorageKeys.walletAddress, payload.mainKeys.walletAddress)
  keyStore.set(StorageKeys.walletType, payload.walletType)
  keyStore.set(StorageKeys.didKey, payload.didKey)
  keyStore.set(StorageKeys.pubkeyExpiredTimestamp, String(payload.expiresAt))
}

/** docs/product.md §4: logout removes private key, public key and userid (main keys stay for the next login). */
export const clearLogin = (keyStore: KeyStore): void => {
  keyStore.remove(StorageKeys.privateKey)
  keyStore.remove(StorageKeys.publicKey)
  keyStore.remove(StorageKeys.userid)
}

/** Log out (the session keys go, the main keys stay) or "Forget this device" (everything the app stored goes). */
export const endLogin = (keyStore: KeyStore, forget: boolean): void => {
  if (forget) forgetDevice(keyStore)
  else clearLogin(keyStore)
}
