/**
 * Search over the messages this device keeps (docs/product.md §14.12): the chat store is walked
 * (`ChatStore.scanMessages`, a batch of records at a time), each record handed on and dropped, and only the
 * newest matches are kept, so neither the store nor the results are read whole. The query never leaves the device: the node is not asked, and an
 * end-to-end encrypted chat is searched in the text this device decrypted and stored. The matching and what
 * counts (a message's latest edit, a reply's own text) are the domain's rules (`domain/search`).
 */
import { inAccount, type SearchResult, StoredSearch, searchTerms } from '../../domain/search'
import type { ClientContext } from '../core/context'
import { storedMessage } from '../message/store'

/** How many matches a search returns at most, newest first. */
export const SEARCH_LIMIT = 50

export interface SearchOptions {
  /** Only this chat's messages; every chat of the account when absent. */
  chatId?: string | undefined
  /** At most this many hits (default SEARCH_LIMIT). */
  limit?: number
}

export class MessageSearch {
  constructor(private readonly ctx: Pick<ClientContext, 'ports' | 'keys'>) {}

  /**
   * The newest stored messages of the signed-in account whose text holds every word of `query` (case and
   * accents aside), and how many matched in all. Nothing for a blank query, or where the store cannot be
   * walked (none given, not open); a store that fails while walked rejects.
   */
  async search(query: string, options: SearchOptions = {}): Promise<SearchResult> {
    const terms = searchTerms(query)
    const store = this.ctx.ports.chatStore
    if (terms.length === 0 || !store?.ready || !store.scanMessages) return { hits: [], total: 0 }
    const { userid } = this.ctx.keys
    const found = new StoredSearch(terms)
    await store.scanMessages((record) => {
      if (!inAccount(userid, record)) return true
      for (const message of storedMessage(record)) found.visit({ ...message, chatId: record.chatId })
      return true
    }, options.chatId)
    return found.result(options.limit ?? SEARCH_LIMIT)
  }
}
