/**
 * The client's event center (docs/product.md §5 "Events must be from a fixed list and need a function callback;
 * emitting an unregistered event throws"). Names follow the JS SDK's list, plus the bridge, topic and
 * group events this client raises. Payloads are typed per name; where the SDK has not fixed a shape
 * yet the payload uses `unknown`.
 */
import { errors } from './errors'
import type {
  Channel,
  DisplayMessage,
  MessageStatus,
  Notification,
  ReceivedChatMessage,
} from './messages/types'

type List<T> = { items: readonly T[] }

export interface EventMap {
  'channel.created': { channel: Channel }
  'channel.getList': { channels: readonly Channel[] }
  'channel.joined': { chatid: string }
  'channel.activeChange': { channel: Channel | null }
  'channel.updated': { channels: readonly Channel[] }
  /** A `system.group_invitation` notification arrived (docs/protocol.md §9.6). */
  'channel.invited': { notification: Notification }
  'contact.activeChange': { contact: unknown }
  'contact.getList': List<unknown>
  'contact.getContactList': List<unknown>
  'contact.getFollowerList': List<unknown>
  'contact.getFollowingList': List<unknown>
  /** Friend requests I sent. */
  'contact.friendList': List<unknown>
  /** Friend requests I received. */
  'contact.receiveList': List<unknown>
  /** A `system.friend_request` notification arrived. */
  'contact.friendRequest': { notification: Notification }
  'contact.updated': List<unknown>
  'contact.updateList': List<unknown>
  'contact.updateContactList': List<unknown>
  'contact.updateFollowerList': List<unknown>
  'contact.updateFollowingList': List<unknown>
  /** The main socket's WebSocket readyState changed (0 connecting, 1 open, 2 closing, 3 closed). */
  'connect.changeReadyStatus': { readyState: 0 | 1 | 2 | 3 }
  /** The socket lifecycle moved to a named state; `retryable` says whether a retry makes sense. */
  'connect.socketStatus': { status: string; retryable?: boolean }
  /** The local echo of a message just sent (docs/product.md §4). */
  'message.send': { message: DisplayMessage }
  /** A type-21 ack for a message this client sent. */
  'message.delivered': { status: MessageStatus }
  /** A type-22 status change made elsewhere. */
  'message.statusUpdate': { status: MessageStatus }
  'message.read': { topic: string; messageIds: readonly string[] }
  'message.received': { message: ReceivedChatMessage }
  'message.updated': { messages: readonly DisplayMessage[] }
  'message.getList': { messages: readonly DisplayMessage[]; page: number }
  'message.getThreadList': List<unknown>
  'message.openAllThread': { chatid: string }
  'notification.messageNew': { notifications: readonly Notification[] }
  'notification.getList': { notifications: readonly Notification[]; page: number }
  'notification.getMyTopicList': List<unknown>
  'notification.getMySubscribeList': List<unknown>
  /**
   * The valid notifications of one live type-20 frame, in frame order (docs/protocol.md §3.5, §9.6): the
   * official SDK's name for what `notification.messageNew` also tells.
   */
  'notification.received': { notifications: readonly Notification[] }
  'topic.created': { topicid: string; topic_name: string }
  'topic.subscribed': { topicid: string }
  'group.created': { groupid: string }
  'group.joined': { groupid: string }
  'group.getMembers': { groupid: string; members: readonly unknown[] }
  /** Bridge socket connect outcome (docs/product.md §4 "Bridge sessions emit connect success, error and close"). */
  'dappConnect.connect': { status: 'success' | 'error' | 'close' }
  'dappConnect.messageStatus': { status: 'success' }
  /** A decrypted message from the wallet side of a bridge ("dapp-connect"). */
  'dappConnect.dappConnect': { data: unknown }
  /** Key pairs synced over a sign-client bridge. */
  'dappConnect.keys': { data: unknown }
}

export type EventName = keyof EventMap
export type Listener<K extends EventName> = (payload: EventMap[K]) => void

// Fails to compile when a name of EventMap is missing here.
type Exhaustive<T extends readonly EventName[]> = [Exclude<EventName, T[number]>] extends [never] ? T : never

// biome-ignore format: a filled list reads better than 44 lines of names
const NAMES = [
  'channel.created', 'channel.getList', 'channel.joined', 'channel.activeChange', 'channel.updated',
  'channel.invited', 'contact.activeChange', 'contact.getList', 'contact.getContactList',
  'contact.getFollowerList', 'contact.getFollowingList', 'contact.friendList', 'contact.receiveList',
  'contact.friendRequest', 'contact.updated', 'contact.updateList', 'contact.updateContactList',
  'contact.updateFollowerList', 'contact.updateFollowingList', 'connect.changeReadyStatus',
  'connect.socketStatus', 'message.send', 'message.delivered', 'message.statusUpdate', 'message.read',
  'message.received', 'message.updated', 'message.getList', 'message.getThreadList', 'message.openAllThread',
  'notification.messageNew', 'notification.getList', 'notification.getMyTopicList',
  'notification.getMySubscribeList', 'notification.received', 'topic.created', 'topic.subscribed',
  'group.created', 'group.joined', 'group.getMembers', 'dappConnect.connect', 'dappConnect.messageStatus',
  'dappConnect.dappConnect', 'dappConnect.keys',
] as const satisfies readonly EventName[]

/** Every accepted event name, in a stable order. */
export const EVENT_NAMES: Exhaustive<typeof NAMES> = NAMES

const NAME_SET: ReadonlySet<string> = new Set(EVENT_NAMES)

export const isEventName = (value: unknown): value is EventName =>
  typeof value === 'string' && NAME_SET.has(value)

export interface EventCenter {
  /** Adds a listener; returns a function that removes it. */
  on<K extends EventName>(type: K, callback: Listener<K>): () => void
  /** Adds a listener removed before its first call. */
  once<K extends EventName>(type: K, callback: Listener<K>): () => void
  /** Removes every registration of `callback`, or every listener of `type` without one. */
  off<K extends EventName>(type: K, callback?: Listener<K>): void
  /** Calls every listener of `type` in registration order. Throws when there is none. */
  emit<K extends EventName>(type: K, payload: EventMap[K]): void
  /** Emits only when someone listens; returns whether it did. */
  emitIfListened<K extends EventName>(type: K, payload: EventMap[K]): boolean
  listenerCount(type: EventName): number
  /** Removes every listener of every event (logout). */
  clear(): void
}

type AnyListener = (payload: unknown) => void
interface Entry {
  callback: AnyListener
  once: boolean
}

const assertName = (type: unknown): EventName => {
  if (!isEventName(type)) throw errors.eventInvalidType(String(type))
  return type
}

/**
 * A new, empty event center. Errors (exact catalogue strings): a name not in EVENT_NAMES →
 * "Invalid event type {x}" (every method); `on` without a function → "You need to add a callback method
 * to the {x} event"; `once` without a function and `off` with a non-function callback → "The callback
 * function is required"; `emit` with no listener → "The {x} event was not registered".
 * A throwing listener does not stop the others: all run, then the first error is rethrown.
 * Listeners added or removed during an emit take effect from the next emit.
 */
export const createEventCenter = (): EventCenter => {
  const table = new Map<EventName, Entry[]>()
  const add = (type: EventName, callback: unknown, once: boolean): (() => void) => {
    table.set(type, [...(table.get(type) ?? []), { callback: callback as AnyListener, once }])
    return () => center.off(type, callback as Listener<EventName>)
  }
  const center: EventCenter = {
    on: (type, callback) => {
      assertName(type)
      if (typeof callback !== 'function') throw errors.eventCallbackMissing(type)
      return add(type, callback, false)
    },
    once: (type, callback) => {
      assertName(type)
      if (typeof callback !== 'function') throw errors.callbackRequired()
      return add(type, callback, true)
    },
    off: (type, callback) => {
      assertName(type)
      if (callback === undefined) return void table.delete(type)
      if (typeof callback !== 'function') throw errors.callbackRequired()
      const kept = (table.get(type) ?? []).filter((entry) => entry.callback !== callback)
      if (kept.length > 0) table.set(type, kept)
      else table.delete(type)
    },
    emit: (type, payload) => {
      const entries = table.get(assertName(type)) ?? []
      if (entries.length === 0) throw errors.eventNotRegistered(type)
      const remaining = entries.filter((entry) => !entry.once)
      if (remaining.length > 0) table.set(type, remaining)
      else table.delete(type)
      const failures: unknown[] = []
      for (const entry of entries) {
        try {
          entry.callback(payload)
        } catch (error) {
          failures.push(error)
        }
      }
      if (failures.length > 0) throw failures[0]
    },
    emitIfListened: (type, payload) => {
      if (center.listenerCount(type) === 0) return false
      center.emit(type, payload)
      return true
    },
    listenerCount: (type) => table.get(assertName(type))?.length ?? 0,
    clear: () => table.clear(),
  }
  return center
}
