/** Message rules of docs/product.md §3–§5: decoding, display rows, statuses, notifications, unread and paging. */
export {
  type ChannelListState,
  type ChannelMessage,
  chatIdOf,
  newChannel,
  openChannel,
  receiveMessage,
  totalUnread,
} from './channel-list'
export { decodeMessagePayload, type EncodedPayload } from './decode'
export {
  buildDisplayMessage,
  type DisplayOptions,
  type DisplaySource,
  type EchoOptions,
  type SenderInfo,
  type SendPath,
  type SentMessage,
  sentMessageEcho,
  toDisplayMessage,
} from './display-message'
export { type HistoryListOptions, type HistoryPage, historyItemToDisplay, historyToDisplay } from './history'
export { messageDateTime } from './message-time'
export {
  collectNotifications,
  type NotificationList,
  type NotificationResult,
  notificationFromHistory,
  notificationFromItem,
  readNotificationPayload,
} from './notification'
export {
  isOutboxPending,
  type NewOutboxEntry,
  OUTBOX_ACK_TIMEOUT_MS,
  OUTBOX_DEADLINE_MS,
  type OutboxDue,
  type OutboxEntry,
  type OutboxEvent,
  type OutboxState,
  outboxDue,
  outboxEntry,
  outboxTransition,
  outboxWakeAt,
} from './outbox'
export { mergePage, mergePageBy } from './paging'
export {
  applyStatus,
  DEFAULT_STATUS,
  flagsFor,
  isFailureStatus,
  type StatusUpdate,
  toMessageStatus,
} from './status'
export type * from './types'
