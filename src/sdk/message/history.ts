/**
 * REST history (docs/protocol.md §4.4 `GET /api/messages/history/`, newest first) as the domain's history items,
 * and the paging loop catch-up uses to find the messages a sync reported.
 */
import { type ItemOf, messageHistory } from '../../domain/contract'
import type { HistoryItem } from '../../domain/messages'
import type { NodeApi } from '../core/api'

type WireHistoryItem = ItemOf<typeof messageHistory>

/** Fills the fields the contract leaves optional with what an absent field means. */
export const toHistoryItem = (item: WireHistoryItem): HistoryItem => ({
  messageid: item.messageid,
  from: item.from,
  topic: item.topic,
  from_sign: item.from_sign ?? '',
  cipher_suite: item.cipher_suite,
  payload_type: item.payload_type ?? '',
  payload: item.payload,
  timestamp: item.timestamp,
  version: item.version ?? 1,
  message_status: item.message_status
    ? { status: item.message_status.status, timestamp: item.message_status.timestamp ?? item.timestamp }
    : null,
})

/** One page of a chat's history. */
export const fetchHistory = async (
  api: NodeApi,
  topic: string,
  page: number,
  size: number,
): Promise<HistoryItem[]> => (await api.call(messageHistory, { topic, page, size })).items.map(toHistoryItem)

const CATCH_UP_PAGE_SIZE = 50

/**
 * Pages through a chat's history, newest first, until every id in `wanted` was seen or the history ends
 * (a short page). There is no page cap: a cap dropped messages when more than it had arrived. Messages
 * arriving meanwhile push older ones onto later pages, so a page may repeat an item but never skips one,
 * and a whole page may repeat while many arrive. A node that ignores paging repeats its first page: that
 * ends once the pages read cover its reported total. Returns only the wanted items, each once.
 */
export const fetchWanted = async (
  api: NodeApi,
  topic: string,
  wanted: ReadonlySet<string>,
  size = CATCH_UP_PAGE_SIZE,
): Promise<HistoryItem[]> => {
  const found = new Map<string, HistoryItem>()
  const read = new Set<string>()
  for (let page = 1; found.size < wanted.size; page++) {
    const { items, total } = await api.call(messageHistory, { topic, page, size })
    const before = read.size
    for (const item of items) {
      read.add(item.messageid)
      if (wanted.has(item.messageid)) found.set(item.messageid, toHistoryItem(item))
    }
    // A page of nothing new is normal while messages arrive (they push read ones down a page); it means
    // the end only once the pages read cover the total the node reports.
    if (items.length < size || (read.size === before && page * size >= total)) break
  }
  return [...found.values()]
}
