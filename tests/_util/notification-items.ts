/**
 * A notification as the node keeps it (docs/protocol.md §9.6): the JSON payload a sender publishes and the
 * history item around it, addressed to the memory context's user at the golden time.
 */
import { START, USERID } from './memory-context'

/** The payload of a notification titled `title`, from user:sender. */
export const notificationPayload = (title: string, type = 'subscription') => ({
  title,
  content: `${title} body`,
  type,
  version: 1,
  timestamp: START - 1000,
  come_from: 'user:sender',
})

/** One item of the notification history carrying `payload`. */
export const notificationItem = (id: string, payload: Record<string, unknown>, read = false) => ({
  messageid: id,
  from: 'user:sender',
  topic: USERID,
  from_sign: '',
  cipher_suite: 'NONE',
  payload_type: 'application/json',
  payload,
  timestamp: START - 1000,
  version: 1,
  read,
})
