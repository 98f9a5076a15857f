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

export const CATCH_UP_PAGE_SIZE = 50
export const CATCH_UP_MAX_PAGES = 10

/**
 * Pages through a chat's history, newest first, until every id in `wanted` was seen, a page comes back
 * short, or `maxPages` were read. Returns only the wanted items.
 */
export const fetchWanted = async (
  api: NodeApi,
  topic: string,
  wanted: ReadonlySet<string>,
  { size = CATCH_UP_PAGE_SIZE, maxPages = CATCH_UP_MAX_PAGES } = {},
): Promise<HistoryItem[]> => {
  const found: HistoryItem[] = []
  for (let page = 1; page <= maxPages && found.length < wanted.size; page++) {
    const items = await fetchHistory(api, topic, page, size)
    found.push(...items.filter((item) => wanted.has(item.messageid)))
    if (items.length < size) break
  }
  return found
}
