/**
 * The wallet named in a social text a dapp has its own wallet sign (docs/protocol.md §9.1, §9.2): the one the
 * caller names, else the signed-in user's, read from my profile. The text names the chain (`wallet_type` of
 * `my_profile`, docs/protocol.md §9.1) and the address, and the node checks the signature against the wallet
 * the user registered with, so the profile is where both come from when the caller gives neither.
 */
import { myProfile } from '../../domain/contract'
import { errors } from '../../domain/errors'
import type { WalletAccount } from '../../ports'
import type { ClientContext } from '../core/context'

/** When neither the caller nor my profile names the wallet. */
const UNKNOWN_SIGNING_WALLET = 'The signing wallet is unknown: pass didType and the wallet address'

interface SigningWallet {
  /** The chain, `eth` or `starknet` (docs/protocol.md §5.1). */
  didType: string
  address: string
}

/**
 * `given` where it names both; otherwise what my profile lacks in it is filled from the profile (one signed
 * GET). Rejects with INPUT.INVALID (UNKNOWN_SIGNING_WALLET) when the two together still miss one of them.
 */
const signingWallet = async (
  ctx: Pick<ClientContext, 'api'>,
  given: { didType?: string | undefined; address?: string | undefined },
): Promise<SigningWallet> => {
  if (given.didType && given.address) return { didType: given.didType, address: given.address }
  const profile = await ctx.api.call(myProfile, {})
  const didType = given.didType || profile.wallet_type
  const address = given.address || profile.wallet_address
  if (!didType || !address) throw errors.invalidInput(UNKNOWN_SIGNING_WALLET)
  return { didType, address }
}

/** What every wallet-signed social text names besides its subject: who, with which wallet, and when. */
export interface WalletSigning {
  userid: string
  /** The signing wallet's chain (`eth` / `starknet`), named in the text and sent as `did_type`. */
  didType: string
  account: WalletAccount
  timestamp: number
  tzOffsetMinutes: number
}

/**
 * The signing fields of a two-step text (follow, group join and approval) at `timestamp`: now for the text a
 * dapp's wallet signs, the text's own for the submit, so both steps name the same moment.
 */
export const walletSigning = async (
  ctx: Pick<ClientContext, 'api' | 'keys' | 'ports'>,
  given: { didType?: string | undefined; address?: string | undefined; didPubkey?: string | undefined },
  timestamp: number,
): Promise<WalletSigning> => {
  const wallet = await signingWallet(ctx, given)
  return {
    userid: ctx.keys.userid,
    didType: wallet.didType,
    account: { address: wallet.address, didPubkey: given.didPubkey ?? '' },
    timestamp,
    tzOffsetMinutes: ctx.ports.clock.tzOffsetMinutes(),
  }
}
