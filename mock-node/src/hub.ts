/**
 * What REST handlers push to live sockets: notifications (type 20) and status changes (type 22).
 * The socket layer subscribes; handlers never touch a socket directly.
 */
import type { ReadStatus } from '../../src/domain/protocol'
import type { StoredMessage } from './state/chats'
import type { NotificationRecord } from './state/notifications'

export interface StatusChange {
  messageId: string
  contentTopic: string
  /** Type 22 tells the sender a recipient's new status. */
  messageStatus: ReadStatus
  comeFrom: string
  timestamp: number
}

export interface HubListener {
  /** One notification for every user in `userids`: the same frame, encoded once per publish. */
  notification?: (userids: readonly string[], item: NotificationRecord) => void
  statusChange?: (userid: string, change: StatusChange) => void
  /** A message accepted over REST (`/api/send_message/`), to deliver like a socket message. */
  message?: (message: StoredMessage, recipients: readonly string[]) => void
  /** Every session of the user ended (a password reset): their sockets must close. */
  sessionsEnded?: (userid: string) => void
}

export class Hub {
  private readonly listeners = new Set<HubListener>()

  subscribe(listener: HubListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  notification(userids: readonly string[], item: NotificationRecord): void {
    for (const l of this.listeners) l.notification?.(userids, item)
  }

  statusChange(userid: string, change: StatusChange): void {
    for (const l of this.listeners) l.statusChange?.(userid, change)
  }

  message(message: StoredMessage, recipients: readonly string[]): void {
    for (const l of this.listeners) l.message?.(message, recipients)
  }

  sessionsEnded(userid: string): void {
    for (const l of this.listeners) l.sessionsEnded?.(userid)
  }
}
