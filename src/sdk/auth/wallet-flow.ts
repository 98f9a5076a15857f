/**
 * Sign-up, login and password reset with one wallet (docs/product.md §4 "Registration, reset and login"):
 * lookup → main key → (register or reset text → wallet signature → node, for a new user or a reset) →
 * login. Each step is its own operation, so the app's auth machine can show where it is; the two flows
 * at the end run the same steps in one call. Errors pass through unchanged (register/login already wrapped).
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

const didOf = ({ signer, account }: SigningWallet): DidRef => ({
  did_type: signer.didType,
  did_value: account.address,
})

/** Whether the node knows this wallet, and its userid (a fresh one when it does not). */
const lookupWallet = (auth: AuthModule, wallet: SigningWallet): Promise<UserLookup> =>
  auth.getUserInfo(didOf(wallet))

/** The main key pair from the wallet's signature of the password text. */
const walletMainKeys = (auth: AuthModule, wallet: SigningWallet, password: string): Promise<KeyPair> =>
  auth.getMainKeypair({ ...didOf(wallet), password, signer: wallet.signer, account: wallet.account })

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

/** Logs in with a fresh session key signed by the main key. */
const loginWallet = (
  auth: AuthModule,
  wallet: SigningWallet,
  input: LoginWalletInput,
): Promise<LoginResult> =>
  auth.login({
    ...didOf(wallet),
    userid: input.userid,
    mainPrivateKey: input.mainKeys.PrivateKey,
    mainPublicKey: input.mainKeys.PublicKey,
    ...(input.pubkeyExpiredTimestamp === undefined
      ? {}
      : { pubkeyExpiredTimestamp: input.pubkeyExpiredTimestamp }),
  })

/** The steps bound to one AuthModule: what the app's auth machine invokes, one state per step. */
export interface WalletAuth {
  lookup(wallet: Pick<SigningWallet, 'account'> & { didType: string }): Promise<UserLookup>
  mainKeys(wallet: SigningWallet, password: string): Promise<KeyPair>
  register(wallet: SigningWallet, input: RegisterWalletInput): Promise<RegisterResult>
  login(wallet: SigningWallet, input: LoginWalletInput): Promise<LoginResult>
}

export const walletAuthOf = (auth: AuthModule): WalletAuth => ({
  lookup: ({ didType, account }) => auth.getUserInfo({ did_type: didType, did_value: account.address }),
  mainKeys: (wallet, password) => walletMainKeys(auth, wallet, password),
  register: (wallet, input) => registerWallet(auth, wallet, input),
  login: (wallet, input) => loginWallet(auth, wallet, input),
})

export interface WalletFlowInput {
  signer: WalletSigner
  password: string
  /** Skips `signer.connect()` when the account is already known. */
  account?: WalletAccount
  nickname?: string
  avatar_url?: string
  /** Absolute ms expiry of the session key; default now + 24 h. */
  pubkeyExpiredTimestamp?: number
}

export interface WalletFlowResult {
  account: WalletAccount
  userid: string
  /** True when this run registered the wallet (or reset its password). */
  registered: boolean
  keys: LoginResult
}

/** Connects unless an account was given; an empty address (rejected permission) fails the flow. */
const walletOf = async (input: WalletFlowInput): Promise<SigningWallet> => {
  const account = input.account ?? (await input.signer.connect())
  if (!account.address) throw errors.walletConnectFailed()
  return { signer: input.signer, account }
}

const registerAndLogIn = async (
  auth: AuthModule,
  input: WalletFlowInput,
  wallet: SigningWallet,
  userid: string,
  purpose: RegisterPurpose,
): Promise<WalletFlowResult> => {
  const mainKeys = await walletMainKeys(auth, wallet, input.password)
  const registered = await registerWallet(auth, wallet, { ...input, purpose, userid, mainKeys })
  const keys = await loginWallet(auth, wallet, { ...input, userid: registered.userid, mainKeys })
  return { account: wallet.account, userid: registered.userid, registered: true, keys }
}

/**
 * Signs a wallet in: registers it first when the node does not know it. A wrong password for a known
 * wallet fails with "That password does not match this wallet…" before login is tried.
 */
export const signInWithWallet = async (
  auth: AuthModule,
  input: WalletFlowInput,
): Promise<WalletFlowResult> => {
  const wallet = await walletOf(input)
  const lookup = await lookupWallet(auth, wallet)
  if (!lookup.userExist) return registerAndLogIn(auth, input, wallet, lookup.userid, 'register')
  const mainKeys = await walletMainKeys(auth, wallet, input.password)
  // Caught before login, so the person is told why instead of meeting the node's refusal.
  if (isWrongPassword(lookup.mainPublicKey, mainKeys)) throw errors.wrongPassword()
  const keys = await loginWallet(auth, wallet, { ...input, userid: lookup.userid, mainKeys })
  return { account: wallet.account, userid: lookup.userid, registered: false, keys }
}

/** Sets a new password for a known wallet (new main key, reset text), then logs in with it. */
export const resetPasswordWithWallet = async (
  auth: AuthModule,
  input: WalletFlowInput,
): Promise<WalletFlowResult> => {
  const wallet = await walletOf(input)
  const lookup = await lookupWallet(auth, wallet)
  return registerAndLogIn(auth, input, wallet, lookup.userid, 'reset')
}
