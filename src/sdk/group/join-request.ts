/**
 * Join requests (docs/protocol.md §9.2): someone asks to join a group that admits by the creator's approval,
 * and the creator approves or rejects, each signing a text with their wallet whose nonce binds the request's
 * fields. The node checks the wallet, the text's purpose and nonce, and the timestamp.
 */
import type { DidType } from '../../domain/config'
import { approveJoinRequest, groupJoinRequest, type ParamsOf } from '../../domain/contract'
import {
  groupJoinApproveNonce,
  groupJoinApproveSignText,
  groupJoinRequestNonce,
  groupJoinRequestSignText,
  type JoinApproveStatus,
} from '../../domain/signing/group-text'
import type { WalletAccount, WalletSigner } from '../../ports'
import { connectAccount } from '../auth/wallet-steps'
import type { ClientContext } from '../core/context'

interface WalletParams {
  groupid: string
  /** The wallet the user signed up with; it signs the text. */
  signer: WalletSigner
  /** The connected account; when absent the signer is asked to connect. */
  account?: WalletAccount
  /** The chain named in the text and sent as `did_type`; defaults to the signer's. */
  didType?: DidType
}

export interface JoinRequestParams extends WalletParams {
  reason?: string
}

export interface ApproveJoinRequestParams extends WalletParams {
  requestUserid: string
  approve: boolean
  reason?: string
}

/** What every wallet-signed group text needs besides its nonce. */
interface Signing {
  userid: string
  didType: DidType
  account: WalletAccount
  timestamp: number
  tzOffsetMinutes: number
}

const prepare = async (ctx: ClientContext, params: WalletParams): Promise<Signing> => {
  const account = params.account ?? (await connectAccount(params.signer))
  return {
    userid: ctx.keys.userid,
    didType: params.didType ?? params.signer.didType,
    account,
    timestamp: ctx.api.timestamp(),
    tzOffsetMinutes: ctx.ports.clock.tzOffsetMinutes(),
  }
}

const textInput = (s: Signing, nonce: string) => ({
  didType: s.didType,
  address: s.account.address,
  nonce,
  issuedAt: { now: s.timestamp, tzOffsetMinutes: s.tzOffsetMinutes },
})

/** The wallet proof every body carries; `did_pubkey` (the Starknet account key) only for Starknet. */
const proof = (s: Signing, groupid: string, signContent: string, signature: string) => ({
  userid: s.userid,
  groupid,
  did_type: s.didType,
  did_signature: signature,
  ...(s.didType === 'starknet' ? { did_pubkey: s.account.didPubkey } : {}),
  sign_content: signContent,
  wallet_address: s.account.address,
  timestamp: s.timestamp,
})

/** Signs and sends a request to join `groupid`; rejects with the node's msg when it refuses. */
export const requestToJoin = async (ctx: ClientContext, params: JoinRequestParams): Promise<void> => {
  const s = await prepare(ctx, params)
  const reason = params.reason ?? ''
  const nonce = groupJoinRequestNonce({
    userid: s.userid,
    groupid: params.groupid,
    requestReason: reason,
    timestamp: s.timestamp,
  })
  const text = groupJoinRequestSignText(textInput(s, nonce))
  const signature = await params.signer.sign(text, s.account)
  const body: ParamsOf<typeof groupJoinRequest> = {
    ...proof(s, params.groupid, text, signature),
    request_reason: reason,
  }
  await ctx.api.call(groupJoinRequest, body)
}

/** Signs and sends the creator's answer to a join request; rejects with the node's msg when it refuses. */
export const answerJoinRequest = async (
  ctx: ClientContext,
  params: ApproveJoinRequestParams,
): Promise<void> => {
  const s = await prepare(ctx, params)
  const reason = params.reason ?? ''
  const status: JoinApproveStatus = params.approve ? 1 : 0
  const nonce = groupJoinApproveNonce({
    userid: s.userid,
    groupid: params.groupid,
    requestUserid: params.requestUserid,
    status,
    reason,
    timestamp: s.timestamp,
  })
  const text = groupJoinApproveSignText(textInput(s, nonce))
  const signature = await params.signer.sign(text, s.account)
  const body: ParamsOf<typeof approveJoinRequest> = {
    ...proof(s, params.groupid, text, signature),
    request_userid: params.requestUserid,
    status,
    reason,
  }
  await ctx.api.call(approveJoinRequest, body)
}
