/**
 * The wallet-signed bodies of the REST tests: follow, push authorisation, Telegram binding, and group join
 * requests and approvals, each signed over the text the domain's builders make for it.
 */
import { PUSH_DAPP_ID } from '#domain/config'
import { bindDidNonce, bindDidSignText } from '#domain/signing/bind-did-text'
import { followNonce, followSignText } from '#domain/signing/follow-text'
import {
  groupJoinApproveNonce,
  groupJoinApproveSignText,
  groupJoinRequestNonce,
  groupJoinRequestSignText,
} from '#domain/signing/group-text'
import { type AuthScopes, pushAuthNonce, pushAuthSignText } from '#domain/signing/push-auth-text'
import type { TestAccount } from '../../../tests/_util/node-client'
import type { TestWallet } from '../../../tests/fakes/wallets'

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
