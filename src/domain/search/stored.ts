/**
 * A search over the stored messages of one account, fed one stored message at a time in any order (the SDK
 * walks the store in batches), that finds what the person sees (docs/product.md §14.12): the text of
 * text messages, of replies (their own text, not the quote) and mentions, an image's caption, a message's latest edit rather than what it
 * first said, and nothing of a deleted message, a reaction, an edit or a delete (those change another row;
 * the rules of docs/protocol.md §3.11 "How they apply": only a message's sender edits or deletes it, the
 * latest edit wins). What it keeps while walking: a match's text, and for every other row only who sent it
 * and when (an edit found later may make it match); never the whole store's texts.
 */
import { CONTENT_TYPES, fromPlain, type MessageContent, textContent } from '../messages/content'
import type { DisplayMessage } from '../messages/types'
import { NewestHits, type SearchResult, searchableText } from './hits'
import { matches } from './match'

/** A stored message as the search reads it. */
export type StoredMessage = Pick<DisplayMessage, 'id' | 'content' | 'senderId' | 'username' | 'timestamp'> &
  Pick<DisplayMessage, 'payloadType'> & { chatId: string }

interface Row {
  chatId: string
  senderId: string
  senderName: string
  timestamp: number
  /** The row's own text when it matched; undefined otherwise. */
  text: string | undefined
}

interface Change {
  senderId: string
  timestamp: number
  id: string
  text: string
}

const contentOf = (message: StoredMessage): MessageContent =>
  message.payloadType === undefined
    ? textContent(message.content)
    : fromPlain({ payloadType: message.payloadType, text: message.content })

/**
 * The words a row shows of its own: a text's text; for a row type with fields, its `text` (a reply's own words,
 * not its quote; a mention's text) or its `caption` (an image's; an image without one has no words, and its
 * fallback "🖼 Image (…)" is the app's description, not anyone's); a row type without either, its fallback.
 */
const rowText = (content: MessageContent): string | undefined => {
  if (content.type === 'text') return searchableText({ content: content.text })
  if (!CONTENT_TYPES[content.type].isRow) return undefined
  const fields = content.fields as Readonly<Record<string, unknown>>
  if (typeof fields.text === 'string') return searchableText({ content: fields.text })
  if (typeof fields.caption === 'string') return searchableText({ content: fields.caption })
  return content.type === 'image' ? undefined : searchableText({ content: content.fallback })
}

const later = (a: Change, b: Change): boolean =>
  a.timestamp !== b.timestamp ? a.timestamp > b.timestamp : a.id > b.id

export class StoredSearch {
  private readonly rows = new Map<string, Row>()
  private readonly edits = new Map<string, Change[]>()
  private readonly deletes = new Map<string, string[]>()

  /** `terms` from `searchTerms`; a search without terms finds nothing. */
  constructor(private readonly terms: readonly string[]) {}

  visit(message: StoredMessage): void {
    if (typeof message.id !== 'string' || typeof message.timestamp !== 'number') return
    const content = contentOf(message)
    if (content.type === 'edit' || content.type === 'delete') {
      if (content.ref === undefined) return
      if (content.type === 'delete')
        this.deletes.set(content.ref, [...(this.deletes.get(content.ref) ?? []), message.senderId])
      else {
        const edit = {
          senderId: message.senderId,
          timestamp: message.timestamp,
          id: message.id,
          text: content.fields.text,
        }
        this.edits.set(content.ref, [...(this.edits.get(content.ref) ?? []), edit])
      }
      return
    }
    const text = rowText(content)
    if (text === undefined) return
    this.rows.set(message.id, {
      chatId: message.chatId,
      senderId: message.senderId,
      senderName: message.username ?? '',
      timestamp: message.timestamp,
      text: matches(text, this.terms) ? text : undefined,
    })
  }

  /** The newest `limit` matches, newest first, and how many matched in all. */
  result(limit: number): SearchResult {
    const hits = new NewestHits(limit)
    for (const [id, row] of this.rows) {
      if (this.deletes.get(id)?.includes(row.senderId)) continue
      const edit = (this.edits.get(id) ?? [])
        .filter((e) => e.senderId === row.senderId)
        .reduce<Change | undefined>((latest, e) => (latest && !later(e, latest) ? latest : e), undefined)
      const text = edit ? searchableText({ content: edit.text }) : row.text
      if (text === undefined) continue
      const { chatId, senderId, senderName, timestamp } = row
      hits.offer({ messageId: id, chatId, senderId, senderName, timestamp, text }, this.terms)
    }
    return hits.result()
  }
}
