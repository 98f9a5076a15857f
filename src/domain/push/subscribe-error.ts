/**
 * Why this browser gave no push subscription (docs/product.md §14.6): blocked notifications, no service
 * worker or push manager, or a push service that never answered (some Chromium builds hang forever).
 */
import { ErrorCode, Web3MQError } from '../error-base'

export type PushRefusalReason = 'denied' | 'unsupported' | 'timeout' | 'failed'

export class PushSubscribeError extends Web3MQError {
  override name = 'PushSubscribeError'
  constructor(
    readonly reason: PushRefusalReason,
    cause?: unknown,
  ) {
    super(ErrorCode.InvalidInput, `Push subscription refused: ${reason}`, { detail: { reason }, cause })
  }
}
