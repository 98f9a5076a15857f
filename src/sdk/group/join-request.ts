/**
 * Join requests (docs/protocol.md §9.2): someone asks to join a group that admits by the creator's approval,
 * and the creator approves or rejects, each signing a text with their wallet whose nonce binds the request's
 * fields. The node checks the wallet, the text's purpose and nonce, and the timestamp. Two ways for each:
 * a WalletSigner signs in one call (`requestToJoin`, `answerJoinRequest`), or the text goes to the dapp, whose
 * wallet signs it, and the signed text is sent in a second call (the official SDK's `get…SignContent` and
 * `…BySignature`). Both build the same text and body.
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
import { type WalletSigning, walletSigning } from '../user/signing-wallet'

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
type Signing = WalletSigning

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

/** The join request's text (the indented layout, "signture" kept, docs/protocol.md §9.2). */
const requestText = (s: Signing, groupid: string, reason: string): string =>
  groupJoinRequestSignText(
    textInput(
      s,
      groupJoinRequestNonce({ userid: s.userid, groupid, requestReason: reason, timestamp: s.timestamp }),
    ),
  )

const requestBody = (
  s: Signing,
  groupid: string,
  reason: string,
  signContent: string,
  signature: string,
): ParamsOf<typeof groupJoinRequest> => ({
  ...proof(s, groupid, signContent, signature),
  request_reason: reason,
})

interface Answer {
  groupid: string
  requestUserid: string
  status: JoinApproveStatus
  reason: string
}

/** The creator's answer's text (not indented, docs/protocol.md §9.2). */
const approveText = (s: Signing, a: Answer): string =>
  groupJoinApproveSignText(
    textInput(
      s,
      groupJoinApproveNonce({
        userid: s.userid,
        groupid: a.groupid,
        requestUserid: a.requestUserid,
        status: a.status,
        reason: a.reason,
        timestamp: s.timestamp,
      }),
    ),
  )

const approveBody = (
  s: Signing,
  a: Answer,
  signContent: string,
  signature: string,
): ParamsOf<typeof approveJoinRequest> => ({
  ...proof(s, a.groupid, signContent, signature),
  request_userid: a.requestUserid,
  status: a.status,
  reason: a.reason,
})

const answerOf = (params: {
  groupid: string
  requestUserid: string
  approve: boolean
  reason?: string | undefined
}): Answer => ({
  groupid: params.groupid,
  requestUserid: params.requestUserid,
  status: params.approve ? 1 : 0,
  reason: params.reason ?? '',
})

/** Signs and sends a request to join `groupid`; rejects with the node's msg when it refuses. */
export const requestToJoin = async (ctx: ClientContext, params: JoinRequestParams): Promise<void> => {
  const s = await prepare(ctx, params)
  const reason = params.reason ?? ''
  const text = requestText(s, params.groupid, reason)
  const signature = await params.signer.sign(text, s.account)
  await ctx.api.call(groupJoinRequest, requestBody(s, params.groupid, reason, text, signature))
}

/** Signs and sends the creator's answer to a join request; rejects with the node's msg when it refuses. */
export const answerJoinRequest = async (
  ctx: ClientContext,
  params: ApproveJoinRequestParams,
): Promise<void> => {
  const s = await prepare(ctx, params)
  const answer = answerOf(params)
  const text = approveText(s, answer)
  const signature = await params.signer.sign(text, s.account)
  await ctx.api.call(approveJoinRequest, approveBody(s, answer, text, signature))
}

/** The wallet a two-step text names: the caller's, else my profile's (../user/signing-wallet.ts). */
interface NamedWallet {
  /** The signing wallet's chain; my profile's `wallet_type` when absent. */
  didType?: DidType
  /** The signing wallet's address; my profile's `wallet_address` when absent. */
  walletAddress?: string
}

/** What the dapp's wallet signs: the text, and the moment its nonce holds, which the submit sends back. */
export interface JoinSignContent {
  signContent: string
  requestTime: number
}

/** The signed text, the wallet's signature over it and the text's moment, for the second step. */
interface Signed {
  signature: string
  signContent: string
  /** `requestTime` of the JoinSignContent that was signed. */
  requestTimestamp: number
  /** The Starknet account public key; sent only for Starknet, as `did_pubkey`. */
  didPubkey?: string
}

export interface JoinRequestSignContentParams extends NamedWallet {
  groupid: string
  requestReason?: string
}

export interface JoinRequestBySignatureParams extends JoinRequestSignContentParams, Signed {}

export interface ApproveJoinSignContentParams extends NamedWallet {
  groupid: string
  requestUserid: string
  /** true approves (status 1), false rejects (status 0). */
  isApprove: boolean
  reason?: string
}

export interface ApproveJoinBySignatureParams extends ApproveJoinSignContentParams, Signed {}

/** The signing fields of a two-step text at `timestamp` (now for the text, the text's for the submit). */
const named = async (
  ctx: ClientContext,
  params: NamedWallet & { didPubkey?: string },
  timestamp: number,
): Promise<Signing> => {
  const { didType, walletAddress: address, didPubkey } = params
  return walletSigning(ctx, { didType, address, didPubkey }, timestamp)
}

/** Step one of a join request: its text for the dapp's wallet, stamped now. Sends nothing but a profile read. */
export const joinRequestSignContent = async (
  ctx: ClientContext,
  params: JoinRequestSignContentParams,
): Promise<JoinSignContent> => {
  const s = await named(ctx, params, ctx.api.timestamp())
  return { signContent: requestText(s, params.groupid, params.requestReason ?? ''), requestTime: s.timestamp }
}

/**
 * Step two: sends the signed text as signed (the node checks its purpose and nonce against the request's
 * fields, docs/protocol.md §9.2); rejects with the node's msg when it refuses.
 */
export const joinRequestBySignature = async (
  ctx: ClientContext,
  params: JoinRequestBySignatureParams,
): Promise<void> => {
  const s = await named(ctx, params, params.requestTimestamp)
  const body = requestBody(
    s,
    params.groupid,
    params.requestReason ?? '',
    params.signContent,
    params.signature,
  )
  await ctx.api.call(groupJoinRequest, body)
}

const answerOfTwoStep = (params: ApproveJoinSignContentParams): Answer =>
  answerOf({ ...params, approve: params.isApprove })

/** Step one of the creator's answer: its text for the dapp's wallet, stamped now. */
export const approveSignContent = async (
  ctx: ClientContext,
  params: ApproveJoinSignContentParams,
): Promise<JoinSignContent> => {
  const s = await named(ctx, params, ctx.api.timestamp())
  return { signContent: approveText(s, answerOfTwoStep(params)), requestTime: s.timestamp }
}

/** Step two of the creator's answer: sends the signed text as signed; rejects with the node's msg. */
export const approveBySignature = async (
  ctx: ClientContext,
  params: ApproveJoinBySignatureParams,
): Promise<void> => {
  const s = await named(ctx, params, params.requestTimestamp)
  const body = approveBody(s, answerOfTwoStep(params), params.signContent, params.signature)
  await ctx.api.call(approveJoinRequest, body)
}
