/**
 * What a login leaves for the session to store (docs/product.md §3 "Browser storage keys"): the sign-in machine
 * builds it, the session machine persists it, so it lives in the kit both read.
 */
import type { DidType, WalletId } from '../../domain/config'
import type { WalletAccount } from '../../ports'
import type { LoginResult } from '../../sdk/auth/types'
import type { SessionKeys } from '../../sdk/core/context'

export interface StoredMainKeys {
  PublicKey: string
  PrivateKey: string
  walletAddress: string
}

/** The temporary key pair with the userid, the main key pair with the wallet address, the DID key, the wallet id as wallet type, and the temporary key's expiry. */
export interface LoginPayload {
  keys: SessionKeys
  mainKeys: StoredMainKeys
  didKey: string
  walletType: string
  expiresAt: number
}

export const toLoginPayload = (
  result: LoginResult,
  wallet: { walletId: WalletId; didType: DidType; account: WalletAccount },
): LoginPayload => ({
  keys: { PrivateKey: result.TempPrivateKey, PublicKey: result.TempPublicKey, userid: result.userid },
  mainKeys: {
    PublicKey: result.MainPublicKey,
    PrivateKey: result.MainPrivateKey,
    walletAddress: wallet.account.address,
  },
  didKey: `${wallet.didType}:${wallet.account.address}`,
  walletType: wallet.walletId,
  expiresAt: result.pubkeyExpiredTimestamp,
})

/** What a sign-in tells the session: it began (the loading flag), it ended without a login, or the login. */
export type SessionReport =
  | { type: 'session.loginStarted' }
  | { type: 'session.loginFailed' }
  | { type: 'session.loggedIn'; payload: LoginPayload }
