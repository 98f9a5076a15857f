/**
 * Live notifications (docs/protocol.md §3.5, §9.6): the node pushes type-20 frames whose items carry the
 * notification JSON as UTF-8 bytes. One bad item must never break the socket's frame loop, so items
 * that do not parse are handed to `onInvalid` and skipped.
 */

import type { Web3MQError } from '../../domain/errors'
import type { EventCenter, EventMap, EventName } from '../../domain/events'
import type { MessageItem, Notification } from '../../domain/messages'
import { collectNotifications, notificationFromItem } from '../../domain/messages'
import { fromUint64, type MessageItem as WireMessageItem } from '../../domain/protocol'
import type { Logger } from '../../ports'
import type { SocketSession } from '../core/context'

/** The decoded protobuf item as the domain reads it (uint64 times as ms numbers). */
const toMessageItem = (item: WireMessageItem): MessageItem => ({
  messageId: item.messageId,
  version: item.version,
  payload: item.payload,
  payloadType: item.payloadType,
  comeFrom: item.comeFrom,
  fromSign: item.fromSign,
  contentTopic: item.contentTopic,
  cipherSuite: item.cipherSuite,
  timestamp: fromUint64(item.timestamp),
  read: item.read,
  readTimestamp: fromUint64(item.readTimestamp),
})

interface LiveNotificationHandlers {
  /** The valid notifications of one frame, in frame order; not called when none is valid. */
  onNotifications: (notifications: Notification[]) => void
  /** One call per item that is not a notification ("This message decode error"). */
  onInvalid?: (error: Web3MQError) => void
}

/**
 * Listens to type-20 frames of `session`. Returns the unsubscribe function. Other frame kinds are
 * ignored; a frame with only invalid items yields `onInvalid` calls and no `onNotifications`.
 */
export const onLiveNotifications = (
  session: SocketSession,
  handlers: LiveNotificationHandlers,
): (() => void) =>
  session.onFrame((frame) => {
    if (frame.kind !== 'notificationList') return
    const { notifications, failures } = collectNotifications(
      frame.message.data.map((item) => notificationFromItem(toMessageItem(item))),
    )
    for (const failure of failures) handlers.onInvalid?.(failure)
    if (notifications.length > 0) handlers.onNotifications(notifications)
  })

/**
 * Emits from a socket callback: a throwing app listener is logged instead of unwinding into the
 * connection's frame loop, where it would stop every later frame from being read.
 */
export const emitFromSocket = <K extends EventName>(
  events: EventCenter,
  logger: Logger,
  type: K,
  payload: EventMap[K],
): void => {
  try {
    events.emitIfListened(type, payload)
  } catch (error) {
    logger.error(`A ${type} listener threw`, error)
  }
}
