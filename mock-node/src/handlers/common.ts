/** Projections of node records into the shapes the contract answers with, and notification fan-out. */
import { bytesToHex } from '#domain/crypto/encoding'
import { sha3_224Hex } from '#domain/crypto/hash'
import { NodeStatus } from '#domain/protocol'
import type { NodeContext } from '../context'
import { fail } from '../failure'
import { checkSignedText, type TextExpectation } from '../security/purpose'
import { verifyWallet } from '../security/wallet'
import type { NotificationPayload, NotificationRecord } from '../state/notifications'
import { feltForm, type UserRecord, walletAddressForm } from '../state/users'

export const profileOf = (user: UserRecord) => ({
  userid: user.userid,
  wallet_address: user.did_value,
  wallet_type: user.did_type,
  nickname: user.nickname,
  avatar_url: user.avatar_url,
})

/** A user as seen by `viewer`, with the follow relation between them. */
export const contactOf = (ctx: NodeContext, viewer: string, user: UserRecord) => {
  const status = ctx.state.social.status(viewer, user.userid)
  return {
    ...profileOf(user),
    ...(status ? { follow_status: status } : {}),
    permissions: ctx.state.permissions.get(user.userid),
  }
}

export const contactsOf = (ctx: NodeContext, viewer: string, userids: readonly string[]) =>
  userids.flatMap((id) => {
    const user = ctx.state.users.get(id)
    return user ? [contactOf(ctx, viewer, user)] : []
  })

export const requireUser = (ctx: NodeContext, userid: string): UserRecord => {
  const user = ctx.state.users.get(userid)
  if (!user) throw fail.userNotFound()
  return user
}

export interface NotificationInput {
  title: string
  content: string
  type: string
  from: string
  /** The topic the notification belongs to (a topic id, or the recipient for system notices). */
  topic?: string
  metadata?: Record<string, unknown>
}

/** A new notification's record, given the topic it is filed under: one id for every copy. */
export const newNotification = (
  ctx: NodeContext,
  input: NotificationInput,
): ((topic: string) => NotificationRecord) => {
  const timestamp = ctx.now()
  const payload: NotificationPayload = {
    title: input.title,
    content: input.content,
    type: input.type,
    version: 1,
    timestamp,
    come_from: input.from,
    ...(input.metadata ? { metadata: input.metadata } : {}),
  }
  const messageid = sha3_224Hex(`${input.from}${input.topic ?? ''}${timestamp}${bytesToHex(ctx.random(16))}`)
  return (topic: string): NotificationRecord => ({
    messageid,
    from: input.from,
    topic,
    from_sign: '',
    cipher_suite: 'NONE',
    payload_type: 'application/json',
    payload,
    timestamp,
    version: 1,
    read: false,
    status: NodeStatus.received,
  })
}

/**
 * Stores one notification per recipient and pushes it live (socket type 20) to those online. One id and
 * one record per publish, so the socket layer encodes the frame once; a notice without a topic is filed
 * under each recipient, so it is one record per recipient.
 */
export const notify = (ctx: NodeContext, recipients: readonly string[], input: NotificationInput): void => {
  const record = newNotification(ctx, input)
  // Each recipient's copy is its own: read and status change per user.
  ctx.state.kv.write(() => {
    for (const userid of recipients) ctx.state.notifications.add(userid, record(input.topic ?? userid))
  })
  if (input.topic !== undefined) ctx.hub.notification(recipients, record(input.topic))
  else for (const userid of recipients) ctx.hub.notification([userid], record(userid))
  announceNotification(ctx, recipients, record(input.topic ?? ''))
}

/** Lets a notification alert its recipients away from the app (Web Push, docs/protocol.md §4.6). */
export const announceNotification = (
  ctx: NodeContext,
  recipients: readonly string[],
  record: NotificationRecord,
): void => {
  if (recipients.length > 0) ctx.hub.alert({ kind: 'notification', origin: ctx.nodeId, recipients, record })
}

/** The public shape of a stored notification (REST history: payload as a JSON object). */
export const notificationItem = (record: NotificationRecord) => {
  const { status: _status, ...item } = record
  return item
}

/** The request names a wallet type or address other than the user's registered one. */
export const WALLET_NOT_USERS = 'Wallet does not belong to this user'
/** The request names a Starknet account key other than the user's registered one. */
export const WALLET_KEY_NOT_USERS = 'Wallet key does not belong to this user'

interface UserWalletProof {
  /** The wallet type the request names; must be the user's registered one. */
  didType: string
  /** The address the request says signed; must be the user's registered wallet, in any spelling. */
  address: string
  /** The Starknet account key when the request carries one; must then be the registered one. */
  didPubkey: string | undefined
  content: string
  signature: string
  /** The request's timestamp, which the text's nonce hashes. */
  timestamp: number
  /** What the text must say for this request (../security/purpose.ts). */
  expected: TextExpectation
}

/**
 * A wallet-signed request on behalf of a registered user (follow, Telegram bind, push authorisation,
 * group join request and approval, password reset). The request's wallet type, address and Starknet key
 * are claims: each must be the user's registered one (403 otherwise), and the signature is then verified
 * only with what was registered, never with what the request offers (mock-node/README.md
 * "Verification"). A Stark signature by any key "for" an Ethereum address, or by another key for a
 * Starknet user, therefore never stands in for the user's wallet. The text must be the one for this
 * request and its signature must verify, once (401 otherwise).
 */
export const verifyUserWallet = (ctx: NodeContext, user: UserRecord, proof: UserWalletProof): void => {
  if (
    proof.didType !== user.did_type ||
    walletAddressForm(user.did_type, proof.address) !== walletAddressForm(user.did_type, user.did_value)
  )
    throw fail.forbidden(WALLET_NOT_USERS)
  // An Ethereum key is recovered from the signature (docs/protocol.md §5.6); a Starknet one is registered.
  if (
    user.did_type === 'starknet' &&
    proof.didPubkey &&
    feltForm(proof.didPubkey) !== feltForm(user.did_pubkey)
  )
    throw fail.forbidden(WALLET_KEY_NOT_USERS)
  checkSignedText(proof.content, proof.expected)
  verifyWallet(
    ctx,
    {
      didType: user.did_type,
      address: user.did_value,
      didPubkey: user.did_pubkey,
      content: proof.content,
      signature: proof.signature,
    },
    proof.timestamp,
  )
}
