/**
 * Where the history puts a message asked for (a search result, docs/product.md §14.12): once its row is
 * held, in the middle of the viewport (at the top when it is taller), as an anchor the list keeps still while
 * older pages load above it. Each request (`seq`) is aimed at once.
 */
import type { MessageTarget } from '../../../machines/conversation/conversation.types'
import type { ChatRow } from '../chat-rows'

export interface Aim {
  seq: number
  /** The row to keep still and how far above it the viewport starts (negative: the viewport starts above). */
  anchor: { key: string; delta: number }
}

export const aimAt = (
  rows: readonly ChatRow[],
  offsets: ArrayLike<number>,
  viewport: number,
  target: MessageTarget | undefined,
  aimed: number,
): Aim | undefined => {
  if (target?.state !== 'found' || target.seq === aimed) return undefined
  const at = rows.findIndex((row) => row.key === target.id)
  if (at < 0) return undefined
  const y = offsets[at] as number
  const height = (offsets[at + 1] as number) - y
  const above = Math.min(y, Math.max(0, (viewport - height) / 2))
  return { seq: target.seq, anchor: { key: target.id, delta: -above } }
}
