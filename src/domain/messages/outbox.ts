/**
 * The outbox of sent chat messages as a pure transition table (docs/protocol.md §3.3, §2.4). Every send is
 * an entry from the moment it is written: `queued` until a link is open, `sending` once its frame went out,
 * `acked` when the node's type-21 ack says it has it, `failed` when the node refused it or the deadline
 * passed without an ack. A failed entry can be retried (queued again with a fresh deadline). Time is an
 * argument, never read here: the SDK feeds the clock in.
 */

type OutboxState = 'queued' | 'sending' | 'acked' | 'failed'

/** How long a frame that went out may wait for its ack before it is sent again, ms. */
export const OUTBOX_ACK_TIMEOUT_MS = 10_000

/**
 * How long a message may stay unacknowledged, from when it was written (or retried), before it is
 * marked failed, ms. Until then it is resent after every reconnect and every ack timeout.
 */
export const OUTBOX_DEADLINE_MS = 120_000

/**
 * The payload of an end-to-end encrypted frame (docs/protocol.md §3.10), fixed when the message is written:
 * its id is computed over it, and every resend carries the same bytes (MLS never encrypts twice alike).
 */
export interface SealedPayload {
  /** base64 of the encoded MLSMessage. */
  payload: string
  cipherSuite: string
  payloadType: string
  /** Set for a handshake (a Welcome or a commit), which is never shown as a row. */
  messageType?: string
}

/** One message of the outbox. Plain data, so a store can keep it as it is (IndexedDB, memory). */
export interface OutboxEntry {
  /** The message id of docs/protocol.md §3.3, fixed before the first send and kept by every resend. */
  messageId: string
  /** The sender, so a store shared by several users hands each one only its own entries. */
  userid: string
  /** The recipient id as sent (a `user:` id or a `group:` id). */
  topic: string
  text: string
  /** The message's own timestamp (ms), part of its id: a resend signs the same one. */
  timestamp: number
  state: OutboxState
  /** When it was written or last retried, ms. */
  createdAt: number
  /** After this moment (ms) an entry still waiting is failed. */
  deadlineAt: number
  /** When its frame last went out, ms; 0 before the first send. */
  sentAt: number
  /** Frames sent so far. */
  attempts: number
  /** Present when the frame is encrypted: `text` is then only this device's copy, never sent. */
  sealed?: SealedPayload
  /**
   * The payloadType of a content type (docs/protocol.md §3.11), `text` being its fallback; absent for plain
   * text. Kept for an encrypted one too: this device's copy of what was sealed.
   */
  payloadType?: string
}

export type OutboxEvent =
  /** The frame was written to an open link at `at`. */
  | { type: 'sent'; at: number }
  /** The link it went out on is gone, or the ack did not come in time: send again. */
  | { type: 'resend' }
  /** The node acknowledged it (a type-21 `received`, or a later status, or it showed up in a sync). */
  | { type: 'acked' }
  /** The node refused it (`invalidSignature`, `userNotFound`). */
  | { type: 'refused' }
  /** The deadline passed without an ack. */
  | { type: 'expired' }
  /** The person asked to try a failed message again, at `at`. */
  | { type: 'retry'; at: number }

interface NewOutboxEntry {
  messageId: string
  userid: string
  topic: string
  text: string
  timestamp: number
  now: number
  sealed?: SealedPayload
  payloadType?: string
}

/** A new entry, queued, with its deadline counted from `now`. */
export const outboxEntry = ({ now, ...message }: NewOutboxEntry): OutboxEntry => ({
  ...message,
  state: 'queued',
  createdAt: now,
  deadlineAt: now + OUTBOX_DEADLINE_MS,
  sentAt: 0,
  attempts: 0,
})

type Step = (entry: OutboxEntry, event: OutboxEvent) => OutboxEntry

const TABLE: Readonly<Record<OutboxState, Partial<Record<OutboxEvent['type'], Step>>>> = {
  queued: {
    sent: (entry, event) => ({
      ...entry,
      state: 'sending',
      sentAt: event.type === 'sent' ? event.at : entry.sentAt,
      attempts: entry.attempts + 1,
    }),
    acked: (entry) => ({ ...entry, state: 'acked' }),
    refused: (entry) => ({ ...entry, state: 'failed' }),
    expired: (entry) => ({ ...entry, state: 'failed' }),
  },
  sending: {
    resend: (entry) => ({ ...entry, state: 'queued' }),
    acked: (entry) => ({ ...entry, state: 'acked' }),
    refused: (entry) => ({ ...entry, state: 'failed' }),
    expired: (entry) => ({ ...entry, state: 'failed' }),
  },
  // A late ack of an earlier attempt still means the node has it.
  failed: {
    acked: (entry) => ({ ...entry, state: 'acked' }),
    retry: (entry, event) => {
      const at = event.type === 'retry' ? event.at : entry.createdAt
      return { ...entry, state: 'queued', createdAt: at, deadlineAt: at + OUTBOX_DEADLINE_MS, attempts: 0 }
    },
  },
  acked: {},
}

/** The entry after `event`; the same object when the event does not apply in its state. */
export const outboxTransition = (entry: OutboxEntry, event: OutboxEvent): OutboxEntry =>
  TABLE[entry.state][event.type]?.(entry, event) ?? entry

/** What an entry needs at `now`: sending (when a link is open), a resend, failing, or nothing. */
type OutboxDue = 'send' | 'resend' | 'expire' | 'none'

export const outboxDue = (entry: OutboxEntry, now: number): OutboxDue => {
  if (entry.state === 'acked' || entry.state === 'failed') return 'none'
  if (now >= entry.deadlineAt) return 'expire'
  if (entry.state === 'queued') return 'send'
  return now >= entry.sentAt + OUTBOX_ACK_TIMEOUT_MS ? 'resend' : 'none'
}

/** The next moment something is due for this entry without any event (ack timeout or deadline). */
export const outboxWakeAt = (entry: OutboxEntry): number | undefined => {
  if (entry.state === 'acked' || entry.state === 'failed') return undefined
  if (entry.state === 'queued') return entry.deadlineAt
  return Math.min(entry.deadlineAt, entry.sentAt + OUTBOX_ACK_TIMEOUT_MS)
}

/** True while the entry still waits for the node (queued or sending). */
export const isOutboxPending = (entry: OutboxEntry): boolean =>
  entry.state === 'queued' || entry.state === 'sending'
