/**
 * Follow / unfollow (docs/protocol.md §9.1): the wallet signs a human-readable text whose nonce binds the user,
 * the action, the target and the timestamp; the node checks the wallet signature and the timestamp.
 */
import type { DidType } from '../../domain/config'
import { following, type ParamsOf } from '../../domain/contract'
import { followNonce, followSignText } from '../../domain/signing/follow-text'
import type { WalletAccount, WalletSigner } from '../../ports'
import { connectAccount } from '../auth/wallet-steps'
import type { ClientContext } from '../core/context'

/** Passed through to the node as given (docs/product.md §4): JS sends `follow`/`cancel`, Flutter `unfollow`. */
type FollowAction = ParamsOf<typeof following>['action']

export interface FollowOperationParams {
  targetUserid: string
  action: FollowAction
  /** The wallet that signs the follow text; it must be the wallet the user signed up with. */
  signer: WalletSigner
  /** The connected account; when absent the signer is asked to connect. */
  account?: WalletAccount
  /** The chain named in the text and sent as `did_type`; defaults to the signer's. */
  didType?: DidType
}

interface FollowBodyInput {
  userid: string
  targetUserid: string
  action: FollowAction
  didType: DidType
  account: WalletAccount
  /** Milliseconds; the same value goes into the nonce and the body. */
  timestamp: number
  /** Minutes east of UTC at which "Issued At" is rendered. */
  tzOffsetMinutes: number
}

type FollowBody = ParamsOf<typeof following>

/** The text the wallet signs for this follow (`\n` + 4-space indented lines, Issued At `Y/m/d h:i`). */
export const followTextFor = (input: FollowBodyInput): string =>
  followSignText({
    didType: input.didType,
    address: input.account.address,
    nonce: followNonce({
      userid: input.userid,
      action: input.action,
      targetUserid: input.targetUserid,
      timestamp: input.timestamp,
    }),
    issuedAt: { now: input.timestamp, tzOffsetMinutes: input.tzOffsetMinutes },
  })

/**
 * The `POST /api/following/` body for a signed text. `did_pubkey` (the Starknet account key) is sent
 * only for Starknet: Ethereum signatures recover their address and carry no key.
 */
export const followBody = (input: FollowBodyInput, signContent: string, signature: string): FollowBody => ({
  userid: input.userid,
  target_userid: input.targetUserid,
  action: input.action,
  did_type: input.didType,
  did_signature: signature,
  ...(input.didType === 'starknet' ? { did_pubkey: input.account.didPubkey } : {}),
  sign_content: signContent,
  timestamp: input.timestamp,
  address: input.account.address,
})

/**
 * Signs and sends one follow operation. Rejects with "Failed to connect to wallet" when the wallet
 * gives no address, with the wallet's own error when the user declines to sign, and with NodeError
 * (the node's msg, e.g. "Invalid wallet signature") when the node refuses.
 */
export const followOperation = async (ctx: ClientContext, params: FollowOperationParams): Promise<void> => {
  const account = params.account ?? (await connectAccount(params.signer))
  const input: FollowBodyInput = {
    userid: ctx.keys.userid,
    targetUserid: params.targetUserid,
    action: params.action,
    didType: params.didType ?? params.signer.didType,
    account,
    timestamp: ctx.api.timestamp(),
    tzOffsetMinutes: ctx.ports.clock.tzOffsetMinutes(),
  }
  const text = followTextFor(input)
  const signature = await params.signer.sign(text, account)
  await ctx.api.call(following, followBody(input, text, signature))
}
