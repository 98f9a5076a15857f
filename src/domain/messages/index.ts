/** Message rules of docs/product.md §3–§5: decoding, display rows, statuses, notifications, unread and paging. */
export {
  type ChannelListState,
  type ChatNameSource,
  chatIdOf,
  newChannel,
  openChannel,
  peerOf,
  receiveMessage,
  totalUnread,
  unnamedChats,
} from './channel-list'
export { decodeMessagePayload } from './decode'
export { buildDisplayMessage, sentMessageEcho } from './display-message'
export { historyToDisplay } from './history'
export { messageDateTime } from './message-time'
export { collectNotifications, notificationFromHistory, notificationFromItem } from './notification'
export {
  isOutboxPending,
  OUTBOX_ACK_TIMEOUT_MS,
  OUTBOX_DEADLINE_MS,
  type OutboxEntry,
  type OutboxEvent,
  outboxDue,
  outboxEntry,
  outboxTransition,
  outboxWakeAt,
  type SealedPayload,
} from './outbox'
export { mayHaveOlder, mergePage, mergePageBy, uniqueBy } from './paging'
export {
  applyNodeStatus,
  applyNodeStatuses,
  applyStatus,
  isFailureStatus,
  isWeakerMark,
  keepStrongerMarks,
  type StatusUpdate,
  toMessageStatus,
} from './status'
export type * from './types'
