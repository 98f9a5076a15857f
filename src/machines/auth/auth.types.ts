/** Context, events, input and actor contracts of the auth machine; key and login shapes are the SDK's. */
import type { DidType, WalletId } from '../../domain/config'
import type { KeyPair } from '../../domain/keys/key-pair'
import type { WalletAccount } from '../../ports'
import type { LoginResult, UserLookup } from '../../sdk/auth/types'
import type { UiError } from '../kit'

export type { LoginResult }

/** The main key pair derived from the wallet's signature of the password. */
export type MainKeys = KeyPair

/** What the lookup tells: the userid, whether the node knows the wallet, and its main public key then. */
export type LookupOutput = UserLookup

export interface AuthInput {
  walletId: WalletId
  didType: DidType
  account: WalletAccount
}

export type AuthMode = 'register' | 'login' | 'reset'

/** The states in which the machine waits for the wallet or the node (tagged `busy`). */
export type AuthBusyState = 'lookingUp' | 'derivingMainKeys' | 'registering' | 'loggingIn'

export interface AuthContext extends AuthInput {
  mode: AuthMode
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

export type WalletRef = Pick<AuthContext, 'walletId' | 'didType' | 'account'>

export type RegisterUserInput = WalletRef & {
  mode: 'register' | 'reset'
  userid: string
  mainKeys: MainKeys
  nickname: string
}

export type LoginUserInput = WalletRef & { userid: string; mainKeys: MainKeys }

export type DeriveMainKeysInput = WalletRef & { password: string }
