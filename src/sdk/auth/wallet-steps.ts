/**
 * The steps of signing a wallet in (docs/product.md §4 "Registration, reset and login"), each one operation:
 * lookup, main key, register or reset, login. Their order is the domain's (`stepAfter`,
 * domain/keys/sign-in-order.ts): the app's sign-in machine runs one step per state, `signInWithWallet`
 * (wallet-flow.ts) all of them in one call. Errors pass through unchanged (register/login already wrapped).
 */
import { errors } from '../../domain/errors'
import type { KeyPair } from '../../domain/keys/key-pair'
import { isWrongPassword } from '../../domain/keys/password-check'
import type { RegisterPurpose } from '../../domain/signing/register-text'
import type { WalletAccount, WalletSigner } from '../../ports'
import type { AuthModule } from './auth'
import type { DidRef, LoginResult, RegisterResult, UserLookup } from './types'

/** The wallet that signs and the account it signs for. */
export interface SigningWallet {
  signer: WalletSigner
  account: WalletAccount
}

/**
 * The account a wallet gives on connect. A refused permission gives an empty address (docs/product.md §4,
 * [P4.12]); this is the one place that reads it so, failing with `declined()`: "Failed to connect to wallet"
 * by default, while the app's modal says the wallet declined (docs/product.md §14.3).
 */
export const connectAccount = async (
  signer: WalletSigner,
  declined: () => Error = errors.walletConnectFailed,
): Promise<WalletAccount> => {
  const account = await signer.connect()
  if (!account.address) throw declined()
  return account
}

export { modeAfterLookup, type SignInMode, type SignInStep, stepAfter } from '../../domain/keys/sign-in-order'

const didOf = ({ signer, account }: SigningWallet): DidRef => ({
  did_type: signer.didType,
  did_value: account.address,
})

export interface RegisterWalletInput {
  purpose: RegisterPurpose
  userid: string
  mainKeys: KeyPair
  /** Sent only when not empty: the node keeps its own default for an empty nickname. */
  nickname?: string
  avatar_url?: string
}

/** Signs the register (or reset) text with the wallet and sends it. */
const registerWallet = async (
  auth: AuthModule,
  wallet: SigningWallet,
  input: RegisterWalletInput,
): Promise<RegisterResult> => {
  const did = didOf(wallet)
  const { signContent } = auth.getRegisterSignContent({
    ...did,
    userid: input.userid,
    mainPublicKey: input.mainKeys.PublicKey,
    walletId: wallet.signer.walletId,
    purpose: input.purpose,
  })
  const signed = {
    ...did,
    userid: input.userid,
    did_pubkey: wallet.account.didPubkey,
    did_signature: await wallet.signer.sign(signContent, wallet.account),
    ...(input.nickname ? { nickname: input.nickname } : {}),
    ...(input.avatar_url === undefined ? {} : { avatar_url: input.avatar_url }),
  }
  return input.purpose === 'reset' ? auth.resetPassword(signed) : auth.register(signed)
}

export interface LoginWalletInput {
  userid: string
  mainKeys: KeyPair
  /** Absolute ms expiry of the session key; default now + 24 h. */
  pubkeyExpiredTimestamp?: number
}

/** The steps bound to one AuthModule: what the app's sign-in machine invokes, one state per step. */
export interface WalletAuth {
  /** Whether the node knows this wallet, and its userid (a fresh one when it does not). */
  lookup(wallet: SigningWallet): Promise<UserLookup>
  /**
   * The main key pair from the wallet's signature of the password text. Given the main public key the node
   * holds, a password that derives another fails with "That password does not match this wallet…", so the
   * person is told why instead of meeting the node's refusal at login.
   */
  mainKeys(wallet: SigningWallet, password: string, knownMainPublicKey?: string): Promise<KeyPair>
  register(wallet: SigningWallet, input: RegisterWalletInput): Promise<RegisterResult>
  /** Logs in with a fresh session key signed by the main key. */
  login(wallet: SigningWallet, input: LoginWalletInput): Promise<LoginResult>
}

export const walletAuthOf = (auth: AuthModule): WalletAuth => ({
  lookup: (wallet) => auth.getUserInfo(didOf(wallet)),
  mainKeys: async (wallet, password, knownMainPublicKey) => {
    const keys = await auth.getMainKeypair({ ...didOf(wallet), password, ...wallet })
    if (isWrongPassword(knownMainPublicKey, keys)) throw errors.wrongPassword()
    return keys
  },
  register: (wallet, input) => registerWallet(auth, wallet, input),
  login: (wallet, input) =>
    auth.login({
      ...didOf(wallet),
      userid: input.userid,
      mainPrivateKey: input.mainKeys.PrivateKey,
      mainPublicKey: input.mainKeys.PublicKey,
      ...(input.pubkeyExpiredTimestamp === undefined
        ? {}
        : { pubkeyExpiredTimestamp: input.pubkeyExpiredTimestamp }),
    }),
})
