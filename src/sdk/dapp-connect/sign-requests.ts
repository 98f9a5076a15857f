/**
 * personal_sign requests in flight: each waits for the wallet's answer (matched by JSON-RPC id) and
 * for the node's ack of the message that carried it, so a refused message fails at once instead of
 * after the full request timeout.
 */
import { RpcMethod } from '../../domain/bridge'
import type { Web3MQError } from '../../domain/errors'
import { NodeStatus, type Web3MQMessageStatusResp } from '../../domain/protocol'
import type { Clock, Logger } from '../../ports'
import { bridgeMessageRefused, walletRejected, walletTimeout } from './dapp-connect-errors'
import { PendingRequests } from './pending-requests'
import type { WalletReply } from './wallet-replies'

type Answer = Extract<WalletReply, { kind: 'signature' | 'rejection' }>

export class SignRequests {
  private readonly pending: PendingRequests<string>
  /** Our messages not yet acked by the node → the request they carry. */
  private readonly unacked = new Map<string, string>()

  constructor(
    clock: Clock,
    private readonly timeoutMs: number,
    private readonly logger?: Logger,
  ) {
    this.pending = new PendingRequests(clock)
  }

  /** Waits for the answer to `id`; a retryable timeout error after the request timeout. */
  wait(id: string): Promise<string> {
    return this.pending.wait(id, this.timeoutMs, () => walletTimeout('sign', this.timeoutMs))
  }

  /** The message carrying request `id` left with this message id. */
  sent(messageId: string, id: string): void {
    this.unacked.set(messageId, id)
  }

  /** Fails request `id` (e.g. the frame could not be sent). */
  fail(id: string, error: Web3MQError): void {
    this.pending.reject(id, error)
  }

  /** Whether a rejection answers a sign request rather than the connection. */
  owns(reply: Extract<WalletReply, { kind: 'rejection' }>): boolean {
    return reply.method === RpcMethod.personalSign || this.pending.has(reply.id)
  }

  /** Settles the request a signature or a refusal answers. */
  answer(reply: Answer): void {
    const settle = (id: string): void => {
      if (reply.kind === 'signature') this.pending.resolve(id, reply.signature)
      else this.pending.reject(id, walletRejected('sign', reply.code, reply.message))
    }
    // Wallets in other languages may not echo our id; with one request in flight the answer is its own.
    if (this.pending.has(reply.id)) settle(reply.id)
    else if (this.pending.size === 1) settle(this.pending.ids()[0] ?? '')
    else this.logger?.warn('bridge: answer to an unknown sign request ignored', { id: reply.id })
  }

  /**
   * Reads a type-21 ack. Returns `received` for an accepted message of ours, `refused` after failing
   * its request with NODE.ERROR, and `unknown` for acks of messages we did not send.
   */
  acked(status: Web3MQMessageStatusResp): typeof NodeStatus.received | 'refused' | 'unknown' {
    const id = this.unacked.get(status.messageId)
    if (id === undefined) return 'unknown'
    this.unacked.delete(status.messageId)
    if (status.messageStatus === NodeStatus.received) return NodeStatus.received
    this.logger?.warn('bridge: node refused a message', { messageStatus: status.messageStatus })
    this.pending.reject(id, bridgeMessageRefused(status.messageStatus))
    return 'refused'
  }

  /** Rejects everything in flight (the bridge closed). */
  failAll(error: Web3MQError): void {
    this.pending.rejectAll(error)
    this.unacked.clear()
  }
}
