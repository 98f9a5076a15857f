/**
 * How a `/messages` socket ends (docs/protocol.md §1.4): the close codes both sides use and the reasons
 * the node gives. The SDK decides from the code whether to reconnect; the node picks code and reason.
 */
import { Messages } from '../errors'

/** Close codes of the socket: RFC 6455 §7.4.1 and the IANA registry, plus 4001 for a refused connect. */
export const CloseCodes = {
  normal: 1000,
  goingAway: 1001,
  /** The node got a text frame; it speaks binary frames only. */
  unsupported: 1003,
  noStatus: 1005,
  abnormal: 1006,
  /** The node could not decode a frame. */
  malformed: 1007,
  policy: 1008,
  internal: 1011,
  serviceRestart: 1012,
  tryAgainLater: 1013,
  /** IANA-registered "Timeout": what the client closes with when a link stops answering. */
  timeout: 3008,
  /** The node refused the connect command; the same keys would be refused again. */
  unauthorized: 4001,
} as const

/** Reasons the node sends with its closes (docs/protocol.md §1.4). */
export const CloseReason = {
  textFrame: 'Text frames are not supported; send binary frames',
  /** A kind only a node sends (a reply, a push): the same words as the codec's unknown-type error. */
  unsupportedType: Messages.frameTypeUnsupported,
  invalidConnectSignature: 'Invalid connect signature',
  userNotFound: 'User not found',
  sessionExpired: 'Session expired',
  timestampOutOfWindow: 'Connect timestamp outside the accepted window',
  connectFirst: 'Connect first',
  missingTopic: 'Missing TopicID',
  internal: 'Internal error',
} as const
