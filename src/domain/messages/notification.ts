/**
 * Notifications (docs/protocol.md §3.5, §9.6): type-20 items carry the JSON as bytes, REST history items as an
 * object. A payload that is not JSON, or lacks the required fields, yields a typed error value
 * (`errors.messageDecode`, "This message decode error") instead of throwing, so one bad item never
 * breaks a list.
 */
import { bytesToUtf8 } from '../crypto/encoding'
import { errors, type Web3MQError } from '../errors'
import type { MessageItem, Notification, NotificationHistoryItem, NotificationPayload } from './types'

type NotificationResult = { ok: true; value: Notification } | { ok: false; error: Web3MQError }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const numberOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback

/**
 * Reads the §9.6 fields from a decoded JSON value. `title`, `content` and `type` must be strings;
 * `version` and `timestamp` fall back to the carrying item's values when absent or not numbers;
 * `come_from` (string) and `metadata` (object) are kept only when well typed. Unknown fields are dropped.
 * Returns the reason as a string when the value is not a notification.
 */
const readNotificationPayload = (
  value: unknown,
  item: { version: number; timestamp: number },
): NotificationPayload | string => {
  if (!isRecord(value)) return 'payload is not a JSON object'
  const { title, content, type, come_from, metadata } = value
  if (typeof title !== 'string' || typeof content !== 'string' || typeof type !== 'string') {
    return 'title, content and type must be strings'
  }
  const payload: NotificationPayload = {
    title,
    content,
    type,
    version: numberOr(value.version, item.version),
    timestamp: numberOr(value.timestamp, item.timestamp),
  }
  if (typeof come_from === 'string') payload.come_from = come_from
  if (isRecord(metadata)) payload.metadata = metadata
  return payload
}

const toResult = (
  value: unknown,
  item: { messageId: string; read: boolean; version: number; timestamp: number; topic?: string },
): NotificationResult => {
  const payload = readNotificationPayload(value, item)
  if (typeof payload === 'string') {
    return { ok: false, error: errors.messageDecode({ reason: payload, messageId: item.messageId }) }
  }
  const topic = item.topic ? { topic: item.topic } : {}
  return { ok: true, value: { ...payload, messageId: item.messageId, read: item.read, ...topic } }
}

/** A type-20 item: parses its UTF-8 JSON payload and attaches `messageId` and `read` from the item. */
export const notificationFromItem = (item: MessageItem): NotificationResult => {
  let value: unknown
  try {
    value = JSON.parse(bytesToUtf8(item.payload))
  } catch {
    return {
      ok: false,
      error: errors.messageDecode({ reason: 'payload is not JSON', messageId: item.messageId }),
    }
  }
  return toResult(value, { ...item, topic: item.contentTopic })
}

/** A REST history item: its payload is already an object; `messageid` becomes `messageId`. */
export const notificationFromHistory = (item: NotificationHistoryItem): NotificationResult =>
  toResult(item.payload, {
    messageId: item.messageid,
    read: item.read === true,
    version: item.version,
    timestamp: item.timestamp,
    topic: item.topic,
  })

interface NotificationList {
  notifications: Notification[]
  failures: Web3MQError[]
}

/** Parses many items, keeping their order and collecting the ones that failed. */
export const collectNotifications = (results: readonly NotificationResult[]): NotificationList => {
  const list: NotificationList = { notifications: [], failures: [] }
  for (const result of results) {
    if (result.ok) list.notifications.push(result.value)
    else list.failures.push(result.error)
  }
  return list
}
