/**
 * The dappConnect bridge as a WalletSigner (ports/wallet.ts), so sign-in code treats the Web3MQ
 * mobile wallet like MetaMask: connect() is the wallet's approval, sign() a personal_sign round trip.
 */
import type { DidType, WalletId } from '../../domain/config'
import { ErrorCode, hasCode, Messages, Web3MQError } from '../../domain/errors'
import type { WalletAccount, WalletSigner } from '../../ports'
import type { DappConnectClient } from './dapp-connect'

export class DappConnectSigner implements WalletSigner {
  readonly walletId: WalletId = 'dappConnect'
  readonly didType: DidType = 'eth'

  constructor(private readonly client: DappConnectClient) {}

  /**
   * Waits for the wallet's approval and returns its address lower-cased, as the React login does.
   * A wallet that refuses the connection yields an empty address (the port's rule for a rejected
   * permission); any other failure rejects with "Failed to connect to wallet", keeping the cause and
   * whether a retry may help (a timeout may, a closed client may not).
   */
  async connect(): Promise<WalletAccount> {
    try {
      const approval = await this.client.waitForApproval()
      return { address: approval.address.toLowerCase(), didPubkey: '' }
    } catch (cause) {
      if (hasCode(cause, ErrorCode.WalletRejected)) return { address: '', didPubkey: '' }
      const retryable = cause instanceof Web3MQError && cause.retryable
      throw new Web3MQError(ErrorCode.WalletConnectFailed, Messages.walletConnectFailed, { cause, retryable })
    }
  }

  /**
   * personal_sign of `text` by the approved wallet; resolves with the signature exactly as the wallet
   * returns it. Rejects with WALLET.REJECTED when the user declines (see DappConnectClient.sendSign).
   */
  sign(text: string, account: WalletAccount): Promise<string> {
    return this.client.sendSign({ signContent: text, address: account.address })
  }
}
