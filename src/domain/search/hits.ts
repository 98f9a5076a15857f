/**
 * Search results over the messages kept on this device (docs/product.md §14.12): what text of a stored
 * message is searched, whose records an account may search, and the newest matches kept, at most a limit,
 * while a scan walks the store in any order.
 */
import { UNDECRYPTABLE_TEXT, UNSUPPORTED_CONTENT_TEXT } from '../e2e'
import type { DisplayMessage } from '../messages'
import { isGroupTopic } from '../protocol'
import { matchRanges, type TextRange } from './match'

/** One message a search found. */
export interface SearchHit {
  messageId: string
  /** The chat it belongs to: a user id for a private chat, `group:…` for a group. */
  chatId: string
  senderId: string
  /** The sender's nickname as stored with the message ('' when unknown). */
  senderName: string
  /** Milliseconds since the epoch. */
  timestamp: number
  /** The text as the person sees it. */
  text: string
  /** Where the search words occur in `text`. */
  ranges: TextRange[]
}

/** The newest hits found, and how many matched in all. */
export interface SearchResult {
  hits: SearchHit[]
  /** Every message that matched, `hits` included (more than `hits.length` when the limit cut them). */
  total: number
}

/**
 * The text a stored message is found by: what its row shows. A row standing in for a message that could not
 * be read (not decrypted, or of a type this app cannot show) says nothing anyone wrote, so it is not searched.
 */
export const searchableText = (message: Pick<DisplayMessage, 'content'>): string | undefined => {
  const text = message.content
  if (typeof text !== 'string' || text === '') return undefined
  return text === UNDECRYPTABLE_TEXT || text === UNSUPPORTED_CONTENT_TEXT ? undefined : text
}

/**
 * Whether a stored record is this account's: the database is the browser's, so another account on the device
 * may have chatted with the same peer (the rule the SDK's stored pages follow, sdk/message/store.ts).
 */
export const inAccount = (
  userid: string,
  record: { chatId: string; from: string; contentTopic: string },
): boolean => isGroupTopic(record.chatId) || record.from === userid || record.contentTopic === userid

/** Newest first; the id breaks ties so every run agrees. */
export const newestFirst = (a: SearchHit, b: SearchHit): number =>
  b.timestamp - a.timestamp || (a.messageId < b.messageId ? 1 : a.messageId > b.messageId ? -1 : 0)

/** The newest `limit` hits of those offered, in any order, each message once. */
export class NewestHits {
  private readonly kept: SearchHit[] = []
  private readonly seen = new Set<string>()
  private total = 0

  constructor(private readonly limit: number) {}

  /** Offers a message's text: kept when every term occurs in it and it is among the newest so far. */
  offer(candidate: Omit<SearchHit, 'ranges'>, terms: readonly string[]): void {
    if (this.seen.has(candidate.messageId)) return
    const ranges = matchRanges(candidate.text, terms)
    if (!ranges) return
    this.seen.add(candidate.messageId)
    this.total++
    const hit = { ...candidate, ranges }
    const { kept } = this
    if (kept.length === this.limit && newestFirst(hit, kept[kept.length - 1] as SearchHit) >= 0) return
    let at = kept.length
    while (at > 0 && newestFirst(hit, kept[at - 1] as SearchHit) < 0) at--
    kept.splice(at, 0, hit)
    if (kept.length > this.limit) kept.pop()
  }

  result(): SearchResult {
    return { hits: [...this.kept], total: this.total }
  }
}
