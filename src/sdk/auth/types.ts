/** Inputs and results of the sign-in calls (docs/product.md §3 payloads, docs/protocol.md §5). */
import type { WalletId } from '../../domain/config'
import type { KeyPair } from '../../domain/keys/key-pair'
import type { RegisterPurpose } from '../../domain/signing/register-text'
import type { WalletAccount, WalletSigner } from '../../ports'

export interface DidRef {
  /** `eth` or `starknet` (docs/protocol.md §5.1). */
  did_type: string
  /** The wallet address as the wallet returned it. */
  did_value: string
}

export interface UserLookup {
  userid: string
  /** True when the node knows the wallet (its answer carries `main_pubkey`). */
  userExist: boolean
  mainPublicKey?: string
}

export interface MainKeypairInput extends DidRef {
  password: string
  signer: WalletSigner
  account: WalletAccount
}

export interface RegisterContentInput extends DidRef {
  userid: string
  /** Main public key hex: `pubkey_value` of the register body. */
  mainPublicKey: string
  walletId: WalletId
  purpose?: RegisterPurpose
}

export interface RegisterContent {
  signContent: string
  /** The ms timestamp inside the nonce, sent again as `timestamp`. */
  timestamp: number
}

export interface RegisterInput extends DidRef {
  userid: string
  /** '' for Ethereum wallets, the Starknet account public key otherwise. */
  did_pubkey: string
  /** The wallet's signature of the register sign content. */
  did_signature: string
  nickname?: string
  avatar_url?: string
  avatar_base64?: string
}

export type ResetPasswordInput = Omit<RegisterInput, 'avatar_base64'>

export interface RegisterResult {
  userid: string
  did_type: string
  did_value: string
}

export interface LoginInput extends DidRef {
  userid: string
  mainPrivateKey: string
  mainPublicKey: string
  /** Absolute ms; defaults to now + 24 h. */
  pubkeyExpiredTimestamp?: number
}

/** docs/product.md §3 "Login result keys", with the JS SDK's field names. */
export interface LoginResult {
  TempPrivateKey: string
  TempPublicKey: string
  MainPrivateKey: string
  MainPublicKey: string
  pubkeyExpiredTimestamp: number
  userid: string
}

export type { KeyPair }
