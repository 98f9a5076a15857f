/**
 * The hub of a devnet node: while a batch runs, every event a handler raises is recorded for the batch's
 * log entry instead of reaching sockets; each node delivers an entry's events to its own sockets once it has
 * applied the entry's writes (mock-node/README.md "A devnet of many nodes").
 */
import type { AlertEvent, FrameTargets, SocketRef, StatusChange } from '../hub'
import { Hub } from '../hub'
import type { StoredMessage } from '../state/chats'
import type { NotificationRecord } from '../state/notifications'

/** One hub call, as data a log entry carries. */
export type HubEvent =
  | readonly ['notification', readonly string[], NotificationRecord]
  | readonly ['statusChange', string, StatusChange]
  | readonly ['message', StoredMessage, readonly string[]]
  | readonly ['sessionsEnded', string]
  | readonly ['frame', FrameTargets, Uint8Array, SocketRef | undefined]
  | readonly ['alert', AlertEvent]

export class RecordingHub extends Hub {
  private sink: HubEvent[] | undefined

  /** Runs `fn` recording the events it raises into `sink`. */
  recording<T>(sink: HubEvent[], fn: () => T): T {
    const outer = this.sink
    this.sink = sink
    try {
      return fn()
    } finally {
      this.sink = outer
    }
  }

  /** Delivers a recorded event to this node's listeners. */
  deliver(event: HubEvent): void {
    switch (event[0]) {
      case 'notification':
        super.notification(event[1], event[2])
        break
      case 'statusChange':
        super.statusChange(event[1], event[2])
        break
      case 'message':
        super.message(event[1], event[2])
        break
      case 'sessionsEnded':
        super.sessionsEnded(event[1])
        break
      case 'frame':
        super.frame(event[1], event[2], event[3])
        break
      case 'alert':
        super.alert(event[1])
        break
    }
  }

  override notification(userids: readonly string[], item: NotificationRecord): void {
    this.raise(['notification', userids, item])
  }

  override statusChange(userid: string, change: StatusChange): void {
    this.raise(['statusChange', userid, change])
  }

  override message(message: StoredMessage, recipients: readonly string[]): void {
    this.raise(['message', message, recipients])
  }

  override sessionsEnded(userid: string): void {
    this.raise(['sessionsEnded', userid])
  }

  override frame(to: FrameTargets, bytes: Uint8Array, except?: SocketRef): void {
    this.raise(['frame', to, bytes, except])
  }

  override alert(event: AlertEvent): void {
    this.raise(['alert', event])
  }

  private raise(event: HubEvent): void {
    if (this.sink) this.sink.push(event)
    else this.deliver(event)
  }
}
