/** Context, events, input and actor contracts of one conversation's mute (docs/product.md §14.6). */
import type { UiError } from '../kit'

export interface MuteInput {
  /** The chat topic as routed (`/chat/<topic>`): the peer's `user:…` id, or the `group:…` id. */
  topic: string
}

/** What the node keeps for this conversation; `available` is false on a node without Web Push. */
export interface MuteReading {
  available: boolean
  muted: boolean
}

export interface SetMuteInput {
  topic: string
  muted: boolean
}

export interface MuteContext extends MuteInput {
  muted: boolean
  error: UiError | undefined
}

export type MuteEvent = { type: 'mute.toggle' }

/** Said when the node did not take the change; the toggle keeps what it showed before. */
export const MUTE_FAILED = 'Could not change notifications for this conversation.'
