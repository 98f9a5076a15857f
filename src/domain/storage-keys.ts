/**
 * Its own module, beside config.ts which re-exports it: the page's entry script reads the session keys before
 * the app has loaded (composition/signed-out-at-start.ts) and takes only these names, not every constant.
 */

/** Keys of the browser's localStorage (docs/product.md §3 "Browser storage keys"). */
export const StorageKeys = {
  mainPrivateKey: 'MAIN_PRIVATE_KEY',
  mainPublicKey: 'MAIN_PUBLIC_KEY',
  walletAddress: 'WALLET_ADDRESS',
  walletType: 'WALLET_TYPE',
  privateKey: 'PRIVATE_KEY',
  publicKey: 'PUBLIC_KEY',
  userid: 'userid',
  didKey: 'DID_KEY',
  fastUrl: 'FAST_URL',
  pubkeyExpiredTimestamp: 'PUBKEY_EXPIRED_TIMESTAMP',
  lastMessageUpdatedAt: 'LAST_MESSAGE_UPDATED_AT',
  /**
   * The last wallet's key (docs/product.md §3); get-starknet's `gsw-last-<ts>-<rand>` sits beside it, so
   * readers match on the prefix.
   */
  lastWallet: 'gsw-last',
} as const
