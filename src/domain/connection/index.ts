/** Pure rules of the SDK's sockets: reconnect back-off, which closes are retried, the lifecycle table. */
export { type BackoffOptions, backoffDelay, random01FromBytes } from './backoff'
export { classifyClose, isRetryableError } from './close-rules'
export {
  catchUpSince,
  HEARTBEAT_DEFAULTS,
  readyStateOf,
  type SocketEvent,
  type SocketStatus,
  socketTransition,
} from './lifecycle'
