/**
 * The approval half of a bridge session: which wallet approved (its topic, key and dialect), the
 * shared key derived for it, and who is waiting for that approval. An approval can arrive before
 * anyone waits (the user was quick), so outcomes are kept until asked for.
 */
import { deriveBridgeKey, type WalletMetadata } from '../../domain/bridge'
import { errors, type Web3MQError } from '../../domain/errors'
import type { Clock } from '../../ports'
import { walletTimeout } from './dapp-connect-errors'
import { PendingRequests } from './pending-requests'
import type { WalletDialect } from './wallet-replies'

/** The approved wallet: its address, metadata, bridge topic and public key. */
export interface WalletApproval {
  address: string
  walletInfo: WalletMetadata
  walletTopic: string
  walletPubkey: string
}

const APPROVAL = 'provider_authorization'

export class WalletSession {
  private current: WalletApproval | undefined
  private currentDialect: WalletDialect = 'jsonrpc'
  private unreported: Web3MQError | undefined
  private readonly waiting: PendingRequests<WalletApproval>
  /** AES key shared with the approved wallet; derived once per approval. */
  private key: Uint8Array | undefined

  constructor(
    clock: Clock,
    private readonly timeoutMs: number,
  ) {
    this.waiting = new PendingRequests(clock)
  }

  get approval(): WalletApproval | undefined {
    return this.current
  }

  /**
   * The AES key shared with the approved wallet (our seed + its public key), derived once per wallet.
   * Throws invalid-input when no wallet approved yet.
   */
  sharedKey(ownSeedHex: string): Uint8Array {
    if (!this.current) throw errors.invalidInput('No approved wallet to derive a key with')
    this.key ??= deriveBridgeKey(ownSeedHex, this.current.walletPubkey)
    return this.key
  }

  /** The dialect the approval came in; sign requests are written in it. */
  get dialect(): WalletDialect {
    return this.currentDialect
  }

  /**
   * The outcome that needs no waiting: the approval if there is one; a refusal nobody has seen yet is
   * thrown once, so a later call waits for a fresh answer (the user may scan again and approve).
   */
  settled(): WalletApproval | undefined {
    if (this.current) return this.current
    const refusal = this.unreported
    this.unreported = undefined
    if (refusal) throw refusal
    return undefined
  }

  /** Waits for the next approval; a retryable timeout error after the request timeout. */
  wait(): Promise<WalletApproval> {
    return this.waiting.wait(APPROVAL, this.timeoutMs, () => walletTimeout('connect', this.timeoutMs))
  }

  /** Records an approval (a later one replaces the wallet) and releases whoever waits. */
  approve(wallet: WalletApproval, dialect: WalletDialect): void {
    if (this.current?.walletPubkey !== wallet.walletPubkey) this.key = undefined
    this.current = wallet
    this.currentDialect = dialect
    this.unreported = undefined
    this.waiting.resolve(APPROVAL, wallet)
  }

  /** A refusal of the connection: rejects the waiter, or is kept for the next waitForApproval. */
  refuse(error: Web3MQError): void {
    if (!this.waiting.reject(APPROVAL, error)) this.unreported = error
  }

  /** The bridge failed: a waiter rejects; nothing is kept, the approval (if any) stays. */
  fail(error: Web3MQError): void {
    this.waiting.reject(APPROVAL, error)
  }
}
