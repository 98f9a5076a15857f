/**
 * Telegram binding (docs/protocol.md §9.5): not a node call. The wallet signs a register-style text and the
 * request goes to the dapp server's bind service (config.bindServiceUrl, which NodeApi uses for
 * endpoints of service `bindService`; without it, the node itself).
 */
import type { WalletId } from '../../domain/config'
import { bindTelegram, publicProfile, userBindDids } from '../../domain/contract'
import { errors } from '../../domain/errors'
import { bindDidNonce, bindDidSignText } from '../../domain/signing/bind-did-text'
import type { WalletAccount, WalletSigner } from '../../ports'
import type { ClientContext } from '../core/context'

export type BindAction = 'bind' | 'unbind'

export interface BindTelegramInput {
  /** The Telegram chat id (`bind_value`). */
  telegramId: string
  signer: WalletSigner
  account: WalletAccount
  /** The wallet key named in the nonce and text; defaults to the signer's. */
  walletId?: WalletId
  /** The page the user binds from, shown as `URI:` in the text. */
  uri: string
  action?: BindAction
  /** The Telegram display name, when the caller knows it. */
  bindName?: string
  /** Called once the wallet has signed, before the bind service is asked (a screen shows "waiting"). */
  onSigned?: () => void
}

export interface TelegramBinding {
  /** The Telegram name the service recorded for the chat, when it knows one. */
  bindName?: string
}

/** The Telegram chat bound to the signed-in user. */
export interface BoundTelegram {
  telegramId: string
  bindName?: string
}

export interface BindTelegramRequest {
  /** The exact text the wallet signed. */
  signContent: string
  timestamp: number
}

export class BindDidModule {
  constructor(private readonly ctx: ClientContext) {}

  /**
   * Binds (or unbinds) a Telegram chat to the signed-in user. Resolves with what was signed; rejects as
   * the wallet rejects, or with the bind service's error.
   */
  async bindTelegram(input: BindTelegramInput): Promise<BindTelegramRequest> {
    const userid = this.ctx.keys.userid
    const walletId = input.walletId ?? input.signer.walletId
    const address = input.account.address
    const timestamp = this.ctx.api.timestamp()
    const nonce = bindDidNonce({ userid, address, walletId, bindValue: input.telegramId, timestamp })
    const signContent = bindDidSignText({
      walletId,
      address,
      uri: input.uri,
      nonce,
      issuedAt: { now: timestamp, tzOffsetMinutes: this.ctx.ports.clock.tzOffsetMinutes() },
    })
    const signature = await input.signer.sign(signContent, input.account)
    input.onSigned?.()
    await this.ctx.api.call(bindTelegram, {
      userid,
      did_signature: signature,
      did_type: input.signer.didType,
      did_value: address,
      // The React modal sends none; a Starknet signature cannot be checked without the account key.
      ...(input.account.didPubkey ? { did_pubkey: input.account.didPubkey } : {}),
      timestamp,
      sign_content: signContent,
      bind_type: 'telegram',
      bind_action: input.action ?? 'bind',
      bind_value: input.telegramId,
      ...(input.bindName === undefined ? {} : { bind_name: input.bindName }),
    })
    return { signContent, timestamp }
  }

  /**
   * Binds a Telegram chat as the bind screen does: the signed request, then the person's public profile
   * read back for the name the service recorded (docs/product.md §10.1 shows it on success).
   */
  async bindTelegramAccount(input: BindTelegramInput): Promise<TelegramBinding> {
    await this.bindTelegram(input)
    const profile = await this.ctx.api.call(publicProfile, {
      ...didOfKey(this.ctx.config.didKey),
      timestamp: this.ctx.api.timestamp(),
      my_userid: this.ctx.keys.userid,
    })
    const bound = profile.bind_did_list?.find(
      (b) => b.bind_type === 'telegram' && b.bind_value === input.telegramId,
    )
    return bound?.bind_name ? { bindName: bound.bind_name } : {}
  }

  /**
   * The Telegram chat bound to the signed-in user, if any, from the bound DIDs (the bind keeps one chat
   * per user), so a screen can offer to remove it.
   */
  async telegramBinding(): Promise<BoundTelegram | undefined> {
    const list = await this.ctx.api.call(userBindDids, {})
    const entry = list.find((b) => b.bind_type === 'telegram')
    const telegramId = entry?.bind_value || entry?.did_value
    if (!telegramId) return undefined
    return entry?.bind_name ? { telegramId, bindName: entry.bind_name } : { telegramId }
  }
}

/** `did_type:did_value` split at the first colon (Starknet and Ethereum values hold none before it). */
const didOfKey = (didKey: string): { did_type: string; did_value: string } => {
  const at = didKey.indexOf(':')
  if (at < 0) throw errors.invalidInput('The client has no did key: sign in with a wallet first')
  return { did_type: didKey.slice(0, at), did_value: didKey.slice(at + 1) }
}
