/**
 * Catch-up after a reconnect (docs/protocol.md §3.9 "Catch-up"): ask the node
 * which messages changed since a time (`POST /api/get_new_messages/`), then read those chats' history
 * until the reported ids are found. New messages become activity; known ones only a status update.
 */
import { newMessages } from '../../domain/contract'
import { type DisplayMessage, type HistoryItem, historyToDisplay } from '../../domain/messages'
import { alertsFor } from '../../domain/messages/content'
import type { NodeApi } from '../core/api'
import type { ChatActivity } from './activity'
import { fetchWanted } from './history'
import type { RecentIds } from './recent-ids'
import type { StatusMark } from './stored-marks'

/** What `MessageModule.catchUp` reports: the chats the node named and the messages new to this client. */
export interface CatchUpResult {
  chats: string[]
  messages: DisplayMessage[]
}

export interface CatchUpInput {
  api: NodeApi
  since: number
  myUserId: string
  tzOffsetMinutes: number
  /** Ids already handled: those yield status updates only. Newly found ids are added. */
  seen: RecentIds
  onUndecodable: (error: unknown) => void
  /** Encrypted items opened in place and handshakes dropped (sdk/e2e), after they count as found. */
  open?: (items: readonly HistoryItem[]) => Promise<HistoryItem[]>
}

export interface CatchUpFindings {
  /** Chat ids the node reported as changed. */
  chats: string[]
  /** Messages not seen before, oldest first. */
  activities: ChatActivity[]
  /** The status the node reports for every changed message, seen or not, with its chat. */
  updates: StatusMark[]
  /** Reported messages the history did not hold (yet): the catch-up is incomplete when this is above 0. */
  missing: number
}

/** Runs the sync call and the history reads; rejects with the API's error when a call fails. */
export const collectCatchUp = async (input: CatchUpInput): Promise<CatchUpFindings> => {
  const changed = await input.api.call(newMessages, { sync_timestamp: input.since })
  const findings: CatchUpFindings = { chats: Object.keys(changed), activities: [], updates: [], missing: 0 }
  for (const [chatId, statuses] of Object.entries(changed)) {
    const wanted = new Set(Object.keys(statuses))
    const fetched = await fetchWanted(input.api, chatId, wanted)
    findings.missing += wanted.size - fetched.length
    const items = input.open ? await input.open(fetched) : fetched
    const topics = new Map(items.map((item) => [item.messageid, item.topic]))
    const page = historyToDisplay(items, { tzOffsetMinutes: input.tzOffsetMinutes })
    page.failures.forEach(input.onUndecodable)
    for (const message of page.messages) {
      const status = statuses[message.id]
      if (status !== undefined)
        findings.updates.push({ messageId: message.id, messageStatus: status, chatId })
      if (!input.seen.add(message.id)) continue
      const fromSelf = message.senderId === input.myUserId
      findings.activities.push({
        chatId,
        contentTopic: topics.get(message.id) ?? chatId,
        message,
        fromSelf,
        // Reactions, edits and deletes never count (docs/product.md §14.9).
        countsAsUnread: !fromSelf && message.status !== 'read' && alertsFor(message),
        source: 'catchUp',
      })
    }
  }
  findings.activities.sort((a, b) => a.message.timestamp - b.message.timestamp)
  return findings
}
