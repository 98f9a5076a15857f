/**
 * The `messageStatus` values a node sends in type-21 acks and type-22 changes, and that clients set
 * through `POST /api/messages/status/` (docs/protocol.md §2.4, §3.4).
 */
export const NodeStatus = {
  /** The node accepted the message. */
  received: 'received',
  delivered: 'delivered',
  read: 'read',
  /** The node refused the message: its `fromSign` does not verify. */
  invalidSignature: 'invalidSignature',
  /** The node refused the message: no such recipient. */
  userNotFound: 'userNotFound',
} as const

export type NodeStatus = (typeof NodeStatus)[keyof typeof NodeStatus]

/** What a type-21 ack says about the sender's own message. */
export type AckStatus =
  | typeof NodeStatus.received
  | typeof NodeStatus.invalidSignature
  | typeof NodeStatus.userNotFound

/** The statuses a recipient may set on a message or a notification. */
export const READ_STATUSES = [NodeStatus.delivered, NodeStatus.read] as const
export type ReadStatus = (typeof READ_STATUSES)[number]
