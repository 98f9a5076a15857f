/**
 * Finding the stored records a status update names (docs/protocol.md §3.4): a delivered or read mark
 * arrives by message id, long after the message was stored and maybe after a reload, so the record is
 * read back from its chat. The chat's newest page is one read; only ids older than it read the chat.
 */
import type { StatusUpdate } from '../../domain/messages'
import type { ChatRecord, ChatStore } from '../../ports'

/** A status update with the chat it belongs to, when known. */
export interface StatusMark extends StatusUpdate {
  /** The chat the message is filed under (its peer for a DM, the group). */
  chatId?: string
  /** The message's topic as sent: a status frame names this; for one's own message it is the chat. */
  contentTopic?: string
}

/** The newest page of a chat read first (the size the store keeps together). */
const NEWEST_PAGE = 100

/** The chat a mark's message is filed under; none when the update names no chat. */
export const chatOfMark = (mark: StatusMark): string | undefined =>
  mark.chatId || mark.contentTopic || undefined

/** The stored records of the messages `marks` name, by message id (a mark without a chat is skipped). */
export const findMarked = async (
  store: ChatStore,
  marks: readonly StatusMark[],
): Promise<Map<string, ChatRecord>> => {
  const wanted = new Map<string, Set<string>>()
  for (const mark of marks) {
    const chatId = chatOfMark(mark)
    if (chatId) wanted.set(chatId, (wanted.get(chatId) ?? new Set()).add(mark.messageId))
  }
  const found = new Map<string, ChatRecord>()
  for (const [chatId, ids] of wanted) {
    const take = (records: readonly ChatRecord[]) => {
      for (const r of records) if (ids.has(r.messageId)) found.set(r.messageId, r)
    }
    take(store.newestOf ? await store.newestOf(chatId, NEWEST_PAGE) : [])
    if ([...ids].some((id) => !found.has(id))) take(await store.messagesOf(chatId))
  }
  return found
}
