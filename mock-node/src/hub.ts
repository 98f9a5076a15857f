/**
 * What handlers push to live sockets: notifications (type 20), status changes (type 22), messages and
 * relayed frames; and what may alert a person by Web Push (`alert`). The socket layer subscribes; handlers never reach another socket directly, so a devnet
 * can carry these events in its log and deliver them on every node (cluster/recording-hub.ts).
 */
import type { ReadStatus } from '#domain/protocol'
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

/** One socket of one node: who a relayed frame skips (the socket that sent it). */
export interface SocketRef {
  node: string
  socket: number
}

/** Where a relayed frame goes: every socket of these users and of these bridge or temp topics. */
export interface FrameTargets {
  users?: readonly string[]
  topics?: readonly string[]
}

/** An accepted chat message as an alert needs it (docs/protocol.md §4.6). */
export interface AlertMessage {
  messageid: string
  from: string
  topic: string
  payload_type: string
  cipher_suite: string
  /** base64 of the payload bytes. */
  payload: string
  timestamp: number
}

/**
 * Something that may alert its recipients by Web Push (docs/protocol.md §4.6). Every node of a devnet
 * hears it; only `origin`, the node that accepted it, sends the pushes, so each goes out once.
 */
export type AlertEvent =
  | { kind: 'message'; origin: string; recipients: readonly string[]; message: AlertMessage }
  | { kind: 'notification'; origin: string; recipients: readonly string[]; record: NotificationRecord }

export interface HubListener {
  /** One notification for every user in `userids`: the same frame, encoded once per publish. */
  notification?: (userids: readonly string[], item: NotificationRecord) => void
  statusChange?: (userid: string, change: StatusChange) => void
  /** A message accepted over REST (`/api/send_message/`), to deliver like a socket message. */
  message?: (message: StoredMessage, recipients: readonly string[]) => void
  /** Every session of the user ended (a password reset): their sockets must close. */
  sessionsEnded?: (userid: string) => void
  /** A socket's frame relayed as received to the targets' sockets, each once, the sender's skipped. */
  frame?: (to: FrameTargets, bytes: Uint8Array, except?: SocketRef) => void
  /** A message or notification that may alert its recipients away from the app. */
  alert?: (event: AlertEvent) => void
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

  frame(to: FrameTargets, bytes: Uint8Array, except?: SocketRef): void {
    for (const l of this.listeners) l.frame?.(to, bytes, except)
  }

  alert(event: AlertEvent): void {
    for (const l of this.listeners) l.alert?.(event)
  }
}
