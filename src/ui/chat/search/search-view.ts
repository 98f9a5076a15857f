/**
 * How a search result is named (docs/product.md §14.12): the chat by the name the chat list shows, the
 * sender as "You", a private chat's other person by the chat's name, anyone else by the name stored with the
 * message or their short id (docs/product.md §2).
 */
import { displayName } from '../../../domain/display'
import { isGroupTopic } from '../../../domain/protocol'
import type { SearchHit } from '../../../domain/search'
import { SEARCH_COPY } from './search-copy'

export interface HitNames {
  chat: string
  sender: string
}

export const hitNames = (hit: SearchHit, selfId: string, chatName: string): HitNames => {
  if (hit.senderId === selfId) return { chat: chatName, sender: SEARCH_COPY.you }
  if (!isGroupTopic(hit.chatId)) return { chat: chatName, sender: chatName }
  return { chat: chatName, sender: displayName({ nickname: hit.senderName, userid: hit.senderId }) }
}

/** A message to open a chat at, as the chat screen passes it in the location's state. */
export interface OpenAt {
  id: string
  timestamp: number
}

/** The location state that opens a chat at a message (`openAtState`), read back defensively. */
export const openAtOf = (state: unknown): OpenAt | undefined => {
  const at = (state as { openAt?: unknown } | null)?.openAt as Partial<OpenAt> | undefined
  return typeof at?.id === 'string' && typeof at.timestamp === 'number'
    ? { id: at.id, timestamp: at.timestamp }
    : undefined
}

export const openAtState = (hit: Pick<SearchHit, 'messageId' | 'timestamp'>) => ({
  openAt: { id: hit.messageId, timestamp: hit.timestamp },
})
