/**
 * The whole sign-in sequence with one wallet, as the login screen runs it: connect → lookup → main key
 * → (register text → wallet signature → register, for a new user) → login. Reset password is the same
 * with the reset text. Each step's errors pass through unchanged (register/login ones already wrapped).
 */
import { errors } from '../../domain/errors'
import type { RegisterPurpose } from '../../domain/signing/register-text'
import type { WalletAccount, WalletSigner } from '../../ports'
import type { AuthModule } from './auth'
import type { LoginResult } from './types'

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
const accountOf = async (input: WalletFlowInput): Promise<WalletAccount> => {
  const account = input.account ?? (await input.signer.connect())
  if (!account.address) throw errors.walletConnectFailed()
  return account
}

const registerAndLogIn = async (
  auth: AuthModule,
  input: WalletFlowInput,
  account: WalletAccount,
  userid: string,
  purpose: RegisterPurpose,
): Promise<WalletFlowResult> => {
  const did = { did_type: input.signer.didType, did_value: account.address }
  const main = await auth.getMainKeypair({ ...did, password: input.password, signer: input.signer, account })
  const { signContent } = auth.getRegisterSignContent({
    ...did,
    userid,
    mainPublicKey: main.PublicKey,
    walletId: input.signer.walletId,
    purpose,
  })
  const signed = {
    ...did,
    userid,
    did_pubkey: account.didPubkey,
    did_signature: await input.signer.sign(signContent, account),
    ...(input.nickname === undefined ? {} : { nickname: input.nickname }),
    ...(input.avatar_url === undefined ? {} : { avatar_url: input.avatar_url }),
  }
  const registered = purpose === 'reset' ? await auth.resetPassword(signed) : await auth.register(signed)
  const keys = await auth.login({
    ...did,
    userid: registered.userid,
    mainPrivateKey: main.PrivateKey,
    mainPublicKey: main.PublicKey,
    ...(input.pubkeyExpiredTimestamp === undefined
      ? {}
      : { pubkeyExpiredTimestamp: input.pubkeyExpiredTimestamp }),
  })
  return { account, userid: registered.userid, registered: true, keys }
}

/**
 * Signs a wallet in: registers it first when the node does not know it. A wrong password for a known
 * wallet derives another main key, which the node refuses at login (a wrapped AuthFailed error).
 */
export const signInWithWallet = async (
  auth: AuthModule,
  input: WalletFlowInput,
): Promise<WalletFlowResult> => {
  const account = await accountOf(input)
  const did = { did_type: input.signer.didType, did_value: account.address }
  const lookup = await auth.getUserInfo(did)
  if (!lookup.userExist) return registerAndLogIn(auth, input, account, lookup.userid, 'register')
  const main = await auth.getMainKeypair({ ...did, password: input.password, signer: input.signer, account })
  const keys = await auth.login({
    ...did,
    userid: lookup.userid,
    mainPrivateKey: main.PrivateKey,
    mainPublicKey: main.PublicKey,
    ...(input.pubkeyExpiredTimestamp === undefined
      ? {}
      : { pubkeyExpiredTimestamp: input.pubkeyExpiredTimestamp }),
  })
  return { account, userid: lookup.userid, registered: false, keys }
}

/** Sets a new password for a known wallet (new main key, reset text), then logs in with it. */
export const resetPasswordWithWallet = async (
  auth: AuthModule,
  input: WalletFlowInput,
): Promise<WalletFlowResult> => {
  const account = await accountOf(input)
  const lookup = await auth.getUserInfo({ did_type: input.signer.didType, did_value: account.address })
  return registerAndLogIn(auth, input, account, lookup.userid, 'reset')
}
