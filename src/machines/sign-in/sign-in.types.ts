/**
 * Context, events, input and actor contracts of the sign-in machine and its two children (connecting a wallet,
 * then the auth steps). Key, login and step shapes are the SDK's.
 */
import type { DidType, WalletId } from '../../domain/config'
import type { KeyPair } from '../../domain/keys/key-pair'
import type { SignInMode, SignInStep } from '../../domain/keys/sign-in-order'
import type { WalletAccount, WalletSigner } from '../../ports'
import type { LoginResult, UserLookup } from '../../sdk/auth/types'
import type { UiError } from '../kit'

export type { LoginResult, SignInStep }

/** A wallet the person connected: which one, its chain, the account, and the signer the later steps sign with. */
export interface ConnectedWallet {
  walletId: WalletId
  didType: DidType
  account: WalletAccount
  signer: WalletSigner
}

/** What the `connectWallet` actor answers: the signer and the account it gave (a refusal is an error). */
export type ConnectOutput = Pick<ConnectedWallet, 'signer' | 'account'>

// --- connecting a wallet (sign-in.wallet.ts) ---

export interface WalletConnectContext {
  walletId: WalletId | undefined
  account: WalletAccount | undefined
  signer: WalletSigner | undefined
  /** Stable error code and the message to show; undefined unless failed. */
  error: UiError | undefined
}

export type WalletConnectEvent =
  | { type: 'wallet.select'; walletId: WalletId }
  | { type: 'wallet.retry' }
  | { type: 'wallet.cancel' }

// --- the auth steps (sign-in.auth.ts) ---

/** The main key pair derived from the wallet's signature of the password. */
export type MainKeys = KeyPair

/** What the lookup tells: the userid, whether the node knows the wallet, and its main public key then. */
export type LookupOutput = UserLookup

export type AuthInput = ConnectedWallet

export type AuthMode = SignInMode

/** The states in which the machine waits for the wallet or the node (tagged `busy`). */
export type AuthBusyState = 'lookingUp' | 'derivingMainKeys' | 'registering' | 'loggingIn'

export interface AuthContext extends AuthInput {
  mode: AuthMode
  /** The last step finished; the SDK's order (`stepAfter`) says which comes next. */
  step: SignInStep | undefined
  userid: string
  /** The main public key the node has for this wallet (from the lookup), when registered. */
  knownMainPublicKey: string | undefined
  password: string
  nickname: string
  mainKeys: MainKeys | undefined
  result: LoginResult | undefined
  error: UiError | undefined
}

export type AuthEvent =
  | { type: 'auth.submit'; password: string; nickname?: string }
  | { type: 'auth.forgot' }
  | { type: 'auth.backToLogin' }
  | { type: 'auth.retry' }
  | { type: 'auth.cancel' }

export type WalletRef = ConnectedWallet

export type RegisterUserInput = WalletRef & {
  mode: 'register' | 'reset'
  userid: string
  mainKeys: MainKeys
  nickname: string
}

export type LoginUserInput = WalletRef & { userid: string; mainKeys: MainKeys }

/** With the main public key the node holds when logging in, so a wrong password is caught before login. */
export type DeriveMainKeysInput = WalletRef & { password: string; knownMainPublicKey: string | undefined }

// --- the parent (sign-in.machine.ts) ---

export interface SignInContext {
  /** The connected wallet, from the wallet step's output; undefined until then. */
  wallet: ConnectedWallet | undefined
}
