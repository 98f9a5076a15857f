import { useCallback, useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import type { SearchHit } from '../../../domain/search'
import type { ConversationSend } from '../chat-view'
import { openAtOf } from './search-view'

/**
 * Opens the conversation at the message a search result named in the location's state (docs/product.md §14.12
 * "Search"): each navigation that carries one (a new location key) asks the machine for it once, whether the
 * chat was open already or opens now. Returns how the conversation's own search opens a result.
 */
export const useOpenAt = (send: ConversationSend) => {
  const location = useLocation()
  const at = openAtOf(location.state)
  const id = at?.id
  const timestamp = at?.timestamp
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (its key) asks once.
  useEffect(() => {
    if (id !== undefined && timestamp !== undefined) send({ type: 'conversation.goTo', id, timestamp })
  }, [location.key])
  return useCallback(
    (hit: SearchHit) => send({ type: 'conversation.goTo', id: hit.messageId, timestamp: hit.timestamp }),
    [send],
  )
}
