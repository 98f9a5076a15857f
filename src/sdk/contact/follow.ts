/**
 * Follow / unfollow (docs/protocol.md §9.1): the wallet signs a human-readable text whose nonce binds the user,
 * the action, the target and the timestamp; the node checks the wallet signature and the timestamp. Two
 * ways: `followOperation` asks a WalletSigner for the signature; `followSignContent` then `followBySignature`
 * hand the text to the dapp, whose wallet signs it, and send what it signed (the official SDK's
 * `getFollowOperationSignContent` / `followOperationBySignature`). Both build the same text and body.
 */
import type { DidType } from '../../domain/config'
import { following, type ParamsOf } from '../../domain/contract'
import { followNonce, followSignText } from '../../domain/signing/follow-text'
import type { WalletAccount, WalletSigner } from '../../ports'
import { connectAccount } from '../auth/wallet-steps'
import type { ClientContext } from '../core/context'
import { addressResolverOf } from '../user/address-resolver'
import { walletSigning } from '../user/signing-wallet'

/** Passed through to the node as given (docs/product.md §4): JS sends `follow`/`cancel`, Flutter `unfollow`. */
export type FollowAction = ParamsOf<typeof following>['action']

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
  /** The signing wallet's chain (`eth` / `starknet`), as the text names it and `did_type` carries it. */
  didType: string
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

/** What the dapp's wallet is to sign for a follow, and the wallet it names (docs/protocol.md §9.1). */
export interface FollowSignContentParams {
  /** The one to follow: a userid, or a wallet address on `targetDidType` (docs/protocol.md §5.1). */
  targetId: string
  /** The chain of a `targetId` that is an address; `eth` when absent. */
  targetDidType?: DidType
  action: FollowAction
  /** The signing wallet's chain; my profile's `wallet_type` when absent. */
  didType?: DidType
  /** The signing wallet's address; my profile's `wallet_address` when absent. */
  address?: string
}

/** The text to sign and the moment its nonce holds, which the submit must send back. */
export interface FollowSignContent {
  signContent: string
  timestamp: number
}

/** The signed follow: the same fields as for its text, the text, the wallet's signature and the text's moment. */
export interface FollowBySignatureParams extends FollowSignContentParams {
  signature: string
  signContent: string
  /** `timestamp` of the FollowSignContent that was signed. */
  followTimestamp: number
  /** The Starknet account public key; sent only for Starknet, as `did_pubkey`. */
  didPubkey?: string
}

/** The body input of a follow named by the two-step fields, at `timestamp`. */
const inputOf = async (
  ctx: ClientContext,
  params: FollowSignContentParams & { didPubkey?: string },
  timestamp: number,
): Promise<FollowBodyInput> => {
  const targetUserid = await addressResolverOf(ctx).resolve(params.targetId, params.targetDidType)
  const { didType, address, didPubkey } = params
  const signing = await walletSigning(ctx, { didType, address, didPubkey }, timestamp)
  return { ...signing, targetUserid, action: params.action }
}

/**
 * Step one: the follow text for the dapp's wallet to sign, with the moment its nonce holds (now). Nothing is
 * sent to the node besides the lookups it needs: the target's userid when it is an address, my profile when
 * the wallet is not named. Rejects as those lookups do ("User not found" for an address no user holds).
 */
export const followSignContent = async (
  ctx: ClientContext,
  params: FollowSignContentParams,
): Promise<FollowSignContent> => {
  const input = await inputOf(ctx, params, ctx.api.timestamp())
  return { signContent: followTextFor(input), timestamp: input.timestamp }
}

/**
 * Step two: sends the signed text as `POST /api/following/` at `followTimestamp`, and answers the target's
 * userid. The text is sent as signed, not rebuilt: the node checks its purpose and nonce (docs/protocol.md §9.1),
 * so a text of other fields or another moment is refused there, with the node's msg.
 */
export const followBySignature = async (
  ctx: ClientContext,
  params: FollowBySignatureParams,
): Promise<string> => {
  const input = await inputOf(ctx, params, params.followTimestamp)
  await ctx.api.call(following, followBody(input, params.signContent, params.signature))
  return input.targetUserid
}
