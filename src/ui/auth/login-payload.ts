import type { DidType, WalletId } from '../../domain/config'
import type { LoginResult } from '../../machines/auth/auth.types'
import type { LoginPayload } from '../../machines/session/session.types'
import type { WalletAccount } from '../../ports'

/**
 * What the session stores after a login (docs/product.md §3 "Browser storage keys"): the temporary key pair with the
 * userid, the main key pair with the wallet address, the DID key `{didType}:{address}`, the wallet id as
 * wallet type, and the temporary key's expiry.
 */
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
