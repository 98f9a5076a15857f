/**
 * Which messages get a read receipt (docs/protocol.md §3.4): others' messages seen on screen, not read
 * yet, not already marked from here. Own messages never do.
 */
import type { DisplayMessage } from '../../domain/messages'

export const toMark = (
  messages: readonly DisplayMessage[],
  seen: readonly string[],
  selfId: string,
  already: readonly string[],
): string[] => {
  const wanted = new Set(seen)
  const skip = new Set(already)
  return messages
    .filter((m) => wanted.has(m.id) && !skip.has(m.id) && m.senderId !== selfId && m.status !== 'read')
    .map((m) => m.id)
}
