/**
 * Shared set-up for the REST tests: a mock node on `inject()` with a movable clock, accounts signed up
 * through the real endpoints (tests/_util/node-client), and the wallet-signed bodies of follow, push
 * authorisation, Telegram binding and group join requests and approvals built from the domain's text
 * builders.
 */
import { expect } from 'vitest'
import { PUSH_DAPP_ID } from '../../../src/domain/config'
import {
  type BuiltRequest,
  buildRequest,
  type DataOf,
  type Endpoint,
  type Envelope,
  type ParamsOf,
  readResponse,
  sendMessage,
} from '../../../src/domain/contract'
import { bytesToBase64, utf8ToBytes } from '../../../src/domain/crypto/encoding'
import { bindDidNonce, bindDidSignText } from '../../../src/domain/signing/bind-did-text'
import { followNonce, followSignText } from '../../../src/domain/signing/follow-text'
import {
  groupJoinApproveNonce,
  groupJoinApproveSignText,
  groupJoinRequestNonce,
  groupJoinRequestSignText,
} from '../../../src/domain/signing/group-text'
import { type AuthScopes, pushAuthNonce, pushAuthSignText } from '../../../src/domain/signing/push-auth-text'
import { messageId } from '../../../src/domain/signing/socket'
import {
  injectSend,
  monotonicClock,
  type Send,
  signUpAndLogIn,
  type TestAccount,
} from '../../../tests/_util/node-client'
import { ethWallet, type TestWallet } from '../../../tests/fakes/wallets'
import { buildApp, type MockNode, type NodeOptions } from '../../src/app'
import { keepToContract } from '../_util/contract-watch'

export const NODE_ID = 'node:rest-test'

export interface TestNode {
  app: MockNode
  send: Send
  /** The node's clock; tests move `clock.t` to step time. */
  clock: { t: number }
  /** Strictly increasing client timestamps shared by every account, so no two requests collide. */
  tick: () => number
  /** Registers and logs in the ETH wallet of `label` (or the given wallet). */
  signUp(wallet: string | TestWallet, nickname?: string): Promise<TestAccount>
  /** A session-signed request of `account` with a fresh (or given) timestamp. */
  signed<E extends Endpoint>(
    account: TestAccount,
    endpoint: E,
    params: ParamsOf<E>,
    ts?: number,
  ): BuiltRequest
  /** An unsigned (or wallet-signed) request, as built by the contract. */
  plain<E extends Endpoint>(endpoint: E, params: ParamsOf<E>): BuiltRequest
  /** Sends an unsigned (or wallet-signed) request and reads the data; throws NodeError on refusal. */
  ask<E extends Endpoint>(endpoint: E, params: ParamsOf<E>): Promise<DataOf<E>>
  close(): Promise<void>
}

/** A node on `inject()`; `options` adds to the test's clock and node id (a data folder, say). */
export const startNode = async (start: number = Date.now(), options: NodeOptions = {}): Promise<TestNode> => {
  const clock = { t: start }
  const app = await buildApp({ now: () => clock.t, nodeId: NODE_ID, ...options })
  keepToContract(app)
  const send = injectSend(app)
  const tick = monotonicClock(() => clock.t)
  return {
    app,
    send,
    clock,
    tick,
    signUp: (wallet, nickname) =>
      signUpAndLogIn(send, typeof wallet === 'string' ? ethWallet(wallet) : wallet, {
        now: tick,
        ...(nickname === undefined ? {} : { nickname }),
      }),
    signed: (account, endpoint, params, ts) =>
      buildRequest(endpoint, params, { signer: account.signer, timestamp: ts ?? tick() }),
    plain: (endpoint, params) => buildRequest(endpoint, params, { timestamp: tick() }),
    ask: async (endpoint, params) =>
      readResponse(endpoint, await send(buildRequest(endpoint, params, { timestamp: tick() }))),
    close: () => app.close(),
  }
}

/** A type-16-equivalent REST send: messageid as the SDK computes it, signed over the contract's parts. */
export const sendTextRequest = (node: TestNode, from: TestAccount, to: string, text: string) => {
  const ts = node.tick()
  const payload = utf8ToBytes(text)
  const id = messageId({ comeFrom: from.userid, contentTopic: to, timestamp: ts, payload })
  const req = node.signed(
    from,
    sendMessage,
    {
      nodeid: NODE_ID,
      payload_type: 'text/plain; charset=utf-8',
      payload: bytesToBase64(payload),
      cipher_suite: 'NONE',
      content_topic: to,
      messageid: id,
    },
    ts,
  )
  return { id, ts, req, payload: bytesToBase64(payload) }
}

/** Asserts a refused call: the node's envelope code and exact msg, carried by NodeError. */
export const refused = async (call: Promise<unknown>, code: number, msg: string): Promise<void> => {
  await expect(call).rejects.toMatchObject({ name: 'NodeError', nodeCode: code, message: msg })
}

/** Asserts a raw envelope refusal. */
export const expectEnvelope = (body: unknown, code: number, msg: string): void => {
  expect(body).toEqual({ code, msg, data: null })
}

export const asEnvelope = (body: unknown): Envelope => body as Envelope

const issuedAt = (ts: number) => ({ now: ts, tzOffsetMinutes: 0 })

/** Body of POST /api/following/; `signer` defaults to the account's own wallet. */
export const followBody = (
  account: TestAccount,
  target: string,
  action: string,
  ts: number,
  signer: TestWallet = account.wallet,
) => {
  const { wallet, userid } = account
  const nonce = followNonce({ userid, action, targetUserid: target, timestamp: ts })
  const content = followSignText({
    didType: wallet.didType,
    address: wallet.address,
    nonce,
    issuedAt: issuedAt(ts),
  })
  return {
    userid,
    target_userid: target,
    action,
    did_type: wallet.didType,
    did_signature: signer.sign(content),
    did_pubkey: wallet.didPubkey,
    sign_content: content,
    timestamp: ts,
    address: wallet.address,
  }
}

export const PUSH_SCOPES: AuthScopes = { 'Web3MQ/user.message:receive': 'on' }

/** Body of POST /api/dapp/user_auth/ authorising (1) or revoking (0) the push server. */
export const pushAuthBody = (
  account: TestAccount,
  status: 0 | 1,
  ts: number,
  signer: TestWallet = account.wallet,
) => {
  const { wallet, userid } = account
  const nonce = pushAuthNonce({ userid, authStatus: status, scopes: PUSH_SCOPES, timestamp: ts })
  const content = pushAuthSignText({ userid, uri: 'http://localhost', nonce, issuedAt: issuedAt(ts) })
  return {
    userid,
    dapp_id: PUSH_DAPP_ID,
    scopes: { ...PUSH_SCOPES },
    timestamp: ts,
    signature_content: content,
    did_signature: signer.sign(content),
    did_type: wallet.didType,
    did_value: wallet.address,
    did_pubkey: wallet.didPubkey,
    auth_status: status,
  }
}

/** Body of the Telegram bind service (docs/protocol.md §9.5). */
export const bindTelegramBody = (
  account: TestAccount,
  chatId: string,
  ts: number,
  options: { action?: 'bind' | 'unbind'; name?: string; signer?: TestWallet } = {},
) => {
  const { wallet, userid } = account
  const nonce = bindDidNonce({
    userid,
    address: wallet.address,
    walletId: wallet.walletId,
    bindValue: chatId,
    timestamp: ts,
  })
  const content = bindDidSignText({
    walletId: wallet.walletId,
    address: wallet.address,
    uri: 'http://localhost',
    nonce,
    issuedAt: issuedAt(ts),
  })
  return {
    userid,
    did_signature: (options.signer ?? wallet).sign(content),
    did_type: wallet.didType,
    did_value: wallet.address,
    did_pubkey: wallet.didPubkey,
    timestamp: ts,
    sign_content: content,
    bind_type: 'telegram' as const,
    bind_action: options.action ?? 'bind',
    bind_value: chatId,
    ...(options.name === undefined ? {} : { bind_name: options.name }),
  }
}

/** The fields a join request and an approval share; `signer` signs the text made for `account`'s wallet. */
const proofOf = (account: TestAccount, groupid: string, content: string, ts: number, signer: TestWallet) => ({
  userid: account.userid,
  groupid,
  did_type: account.wallet.didType,
  did_signature: signer.sign(content),
  sign_content: content,
  wallet_address: account.wallet.address,
  timestamp: ts,
})

/** Body of POST /api/group/user_join_request/, as the JS SDK builds it. */
export const joinRequestBody = (
  account: TestAccount,
  groupid: string,
  ts: number,
  options: { reason?: string; signer?: TestWallet; signedGroupid?: string } = {},
) => {
  const reason = options.reason ?? 'let me in'
  const nonce = groupJoinRequestNonce({
    userid: account.userid,
    groupid: options.signedGroupid ?? groupid,
    requestReason: reason,
    timestamp: ts,
  })
  const { didType, address } = account.wallet
  const content = groupJoinRequestSignText({ didType, address, nonce, issuedAt: issuedAt(ts) })
  return {
    ...proofOf(account, groupid, content, ts, options.signer ?? account.wallet),
    request_reason: reason,
  }
}

/** Body of POST /api/group/approve_join_request/ in `account`'s name; `signer` defaults to its own wallet. */
export const approveBody = (
  account: TestAccount,
  groupid: string,
  requestUserid: string,
  status: 0 | 1,
  ts: number,
  signer: TestWallet = account.wallet,
) => {
  const nonce = groupJoinApproveNonce({
    userid: account.userid,
    groupid,
    requestUserid,
    status,
    reason: '',
    timestamp: ts,
  })
  const { didType, address } = account.wallet
  const content = groupJoinApproveSignText({ didType, address, nonce, issuedAt: issuedAt(ts) })
  return {
    ...proofOf(account, groupid, content, ts, signer),
    request_userid: requestUserid,
    status,
    reason: '',
  }
}
