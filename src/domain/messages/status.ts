/**
 * Message statuses: how they map to display flags and how type-21/22 frames update a list.
 *
 * Flags: `saved` once the node has accepted the message (received, delivered, read); `distributed` for
 * delivered and read; `seen` for read; `failure` for invalidSignature, userNotFound and failed.
 * Statuses only move forward (received < delivered < read), so a late `received` ack never hides a
 * `delivered` tick; a failure always applies, and a success after a failure applies too (a resend).
 */
import type { DisplayMessage, MessageFlags, MessageStatusValue, MsgLoading } from './types'

/** docs/product.md §4: a message whose status is not known is shown as delivered. */
export const DEFAULT_STATUS: MessageStatusValue = 'delivered'

const RANK: Readonly<Record<MessageStatusValue, number>> = {
  received: 1,
  delivered: 2,
  read: 3,
  invalidSignature: -1,
  userNotFound: -1,
  failed: -1,
}

export const isFailureStatus = (status: MessageStatusValue): boolean => RANK[status] < 0

/** The status named by a wire string, or undefined for anything unknown (never guessed). */
export const toMessageStatus = (value: unknown): MessageStatusValue | undefined =>
  typeof value === 'string' && Object.hasOwn(RANK, value) ? (value as MessageStatusValue) : undefined

/** The display flags of a status; `system` marks non-chat rows and is false unless asked for. */
export const flagsFor = (status: MessageStatusValue, system = false): MessageFlags => ({
  system,
  saved: RANK[status] >= 1,
  distributed: RANK[status] >= 2,
  seen: RANK[status] >= 3,
  failure: isFailureStatus(status),
})

/** The frames that carry a message status: the type-21 ack and the type-22 change (docs/protocol.md §2.4). */
export type StatusFrameKind = 'messageStatus' | 'messageStatusChange'

/**
 * A status frame's time in milliseconds. The type-21 ack counts whole seconds (docs/product.md §9), the
 * type-22 change milliseconds like every other frame, so past the frame reader every time is in ms.
 */
export const statusTimeMs = (kind: StatusFrameKind, timestamp: number): number =>
  kind === 'messageStatus' ? timestamp * 1000 : timestamp

const nextStatus = (current: MessageStatusValue, next: MessageStatusValue): MessageStatusValue =>
  isFailureStatus(next) || isFailureStatus(current) || RANK[next] >= RANK[current] ? next : current

/** Whether `next` would move a mark back (read → delivered, delivered → received); failures rank apart. */
export const isWeakerMark = (current: MessageStatusValue, next: MessageStatusValue): boolean =>
  !isFailureStatus(current) && !isFailureStatus(next) && RANK[next] < RANK[current]

const nextLoading = (next: MessageStatusValue): MsgLoading => (isFailureStatus(next) ? 'error' : 'success')

/** A status frame as far as a list needs it (type 21 ack or type 22 change, docs/protocol.md §2.4). */
export interface StatusUpdate {
  messageId: string
  messageStatus: string
}

/**
 * Applies a status frame to the message with its id. Any node status settles `msgLoading` (success, or
 * error for a failure). Returns the same array when no message changed (unknown id or unknown status),
 * otherwise a new array in which only the updated message is a new object.
 */
export const applyStatus = (
  list: readonly DisplayMessage[],
  update: StatusUpdate,
): readonly DisplayMessage[] => {
  const next = toMessageStatus(update.messageStatus)
  if (next === undefined) return list
  let changed = false
  const updated = list.map((message) => {
    if (message.id !== update.messageId) return message
    const status = nextStatus(message.status, next)
    const msgLoading = nextLoading(next)
    if (status === message.status && msgLoading === message.msgLoading) return message
    changed = true
    return { ...message, status, msgLoading, flags: flagsFor(status, message.flags.system) }
  })
  return changed ? updated : list
}

/**
 * `applyStatus` as the node's word on the sender's rows (docs/protocol.md §3.4). A row still sending
 * shows the echo's status (docs/product.md §4 [P4.25]), which nobody reported: the node's first status
 * replaces it, `received` too, so "Delivered" means the recipient's client had it. Then no downgrade.
 */
export const applyNodeStatus = (
  list: readonly DisplayMessage[],
  update: StatusUpdate,
): readonly DisplayMessage[] => {
  const next = toMessageStatus(update.messageStatus)
  const row = list.find((m) => m.id === update.messageId)
  if (next === undefined || row?.msgLoading !== 'loading' || isFailureStatus(next)) {
    return applyStatus(list, update)
  }
  const settled = {
    ...row,
    status: next,
    msgLoading: 'success' as const,
    flags: flagsFor(next, row.flags.system),
  }
  return list.map((m) => (m === row ? settled : m))
}

/**
 * Many node statuses in one pass over the rows: each row takes its own updates in the order given (updates
 * of different messages do not affect each other), so a batch of receipts costs one walk, not one per id.
 */
export const applyNodeStatuses = (
  list: readonly DisplayMessage[],
  updates: readonly StatusUpdate[],
): readonly DisplayMessage[] => {
  const byId = new Map<string, StatusUpdate[]>()
  for (const update of updates) byId.set(update.messageId, [...(byId.get(update.messageId) ?? []), update])
  let changed = false
  const next = list.map((row) => {
    const own = byId.get(row.id)
    if (!own) return row
    const after = own.reduce<readonly DisplayMessage[]>(applyNodeStatus, [row])[0] as DisplayMessage
    changed ||= after !== row
    return after
  })
  return changed ? next : list
}

/**
 * The node's rows of a page with the marks this client already holds where those are stronger
 * (received < delivered < read): a mark the store or a live frame recorded never goes back when the
 * node's page is older than it. A row still sending holds no mark yet (its status is the echo's).
 */
export const keepStrongerMarks = (
  fromNode: readonly DisplayMessage[],
  held: readonly DisplayMessage[],
): DisplayMessage[] => {
  const marks = new Map<string, DisplayMessage>()
  for (const m of held) if (m.msgLoading === 'success' && !isFailureStatus(m.status)) marks.set(m.id, m)
  return fromNode.map((m) => {
    const mark = marks.get(m.id)?.status
    if (mark === undefined || !isWeakerMark(mark, m.status)) return m
    return { ...m, status: mark, flags: flagsFor(mark, m.flags.system) }
  })
}
