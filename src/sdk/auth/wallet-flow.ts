/**
 * Sign-up, login and password reset in one call (docs/product.md §4 "Registration, reset and login"): the steps
 * of wallet-steps.ts walked in the order of its table, with the password given up front.
 */
import type { KeyPair } from '../../domain/keys/key-pair'
import type { WalletAccount, WalletSigner } from '../../ports'
import type { AuthModule } from './auth'
import type { LoginResult } from './types'
import {
  connectAccount,
  modeAfterLookup,
  type SignInMode,
  type SignInStep,
  type SigningWallet,
  stepAfter,
  walletAuthOf,
} from './wallet-steps'

export type { LoginWalletInput, RegisterWalletInput, SigningWallet, WalletAuth } from './wallet-steps'
export { walletAuthOf } from './wallet-steps'

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

/** Where a run is: what the steps so far learnt. */
interface Progress {
  mode: SignInMode
  userid: string
  knownMainPublicKey?: string
  mainKeys?: KeyPair
  registered: boolean
  keys?: LoginResult
}

type Step = (progress: Progress) => Promise<Progress>

const stepsOf = (auth: AuthModule, input: WalletFlowInput, wallet: SigningWallet) => {
  const steps = walletAuthOf(auth)
  const run: Record<SignInStep, Step> = {
    lookup: async (p) => {
      const lookup = await steps.lookup(wallet)
      const mode = p.mode === 'reset' ? 'reset' : modeAfterLookup(lookup)
      return { ...p, mode, userid: lookup.userid, knownMainPublicKey: lookup.mainPublicKey }
    },
    // The password came with the input.
    password: async (p) => p,
    mainKeys: async (p) => {
      const known = p.mode === 'login' ? p.knownMainPublicKey : undefined
      return { ...p, mainKeys: await steps.mainKeys(wallet, input.password, known) }
    },
    register: async (p) => {
      const purpose = p.mode === 'reset' ? 'reset' : 'register'
      const { userid } = await steps.register(wallet, {
        ...input,
        purpose,
        userid: p.userid,
        mainKeys: p.mainKeys as KeyPair,
      })
      return { ...p, userid, registered: true }
    },
    login: async (p) => ({
      ...p,
      keys: await steps.login(wallet, { ...input, userid: p.userid, mainKeys: p.mainKeys as KeyPair }),
    }),
  }
  return run
}

const runFlow = async (
  auth: AuthModule,
  input: WalletFlowInput,
  reset: boolean,
): Promise<WalletFlowResult> => {
  const account = input.account ?? (await connectAccount(input.signer))
  const run = stepsOf(auth, input, { signer: input.signer, account })
  let progress: Progress = { mode: reset ? 'reset' : 'login', userid: '', registered: false }
  for (let step = stepAfter(progress.mode); step !== 'done'; step = stepAfter(progress.mode, step)) {
    progress = await run[step](progress)
  }
  return {
    account,
    userid: progress.userid,
    registered: progress.registered,
    keys: progress.keys as LoginResult,
  }
}

/**
 * Signs a wallet in: registers it first when the node does not know it. A wrong password for a known
 * wallet fails with "That password does not match this wallet…" before login is tried.
 */
export const signInWithWallet = (auth: AuthModule, input: WalletFlowInput): Promise<WalletFlowResult> =>
  runFlow(auth, input, false)

/** Sets a new password for a known wallet (new main key, reset text), then logs in with it. */
export const resetPasswordWithWallet = (
  auth: AuthModule,
  input: WalletFlowInput,
): Promise<WalletFlowResult> => runFlow(auth, input, true)
