/**
 * Telegram binding (docs/protocol.md §9.5): not a node call. The wallet signs a register-style text and the
 * request goes to the dapp server's bind service (config.bindServiceUrl, which NodeApi uses for
 * endpoints of service `bindService`; without it, the node itself).
 */
import type { WalletId } from '../../domain/config'
import { bindTelegram } from '../../domain/contract'
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
}
