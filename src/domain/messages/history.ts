/** REST message history (docs/protocol.md §4.4 history items) to display rows. */
import { ErrorCode, errors, isWeb3MQError, type Web3MQError } from '../errors'
import { decodeMessagePayload } from './decode'
import { buildDisplayMessage, type DisplayOptions, type SenderInfo } from './display-message'
import { DEFAULT_STATUS, toMessageStatus } from './status'
import type { DisplayMessage, HistoryItem } from './types'

/**
 * One history item as a row: id `messageid`, sender `from`, content the decoded base64 payload, status
 * from `message_status.status` ('delivered' when absent or unknown). Throws `errors.messageDecode()`
 * for an unsupported cipher suite or bad base64.
 */
export const historyItemToDisplay = (
  item: HistoryItem,
  options: Omit<DisplayOptions, 'status'>,
): DisplayMessage =>
  buildDisplayMessage(
    {
      id: item.messageid,
      content: decodeMessagePayload(item),
      senderId: item.from,
      timestamp: item.timestamp,
      payloadType: item.payload_type,
    },
    { ...options, status: toMessageStatus(item.message_status?.status) ?? DEFAULT_STATUS },
  )

interface HistoryListOptions {
  tzOffsetMinutes: number
  /** The cached profile of each sender, looked up by user id. */
  senderInfoFor?: (senderId: string) => SenderInfo | undefined
}

interface HistoryPage {
  /** Decodable items, in the order given. */
  messages: DisplayMessage[]
  /** One error per item that could not be decoded; one bad item never hides the rest. */
  failures: Web3MQError[]
}

/** A page of history items as rows, keeping the order given and collecting decode failures. */
export const historyToDisplay = (items: readonly HistoryItem[], options: HistoryListOptions): HistoryPage => {
  const page: HistoryPage = { messages: [], failures: [] }
  for (const item of items) {
    try {
      const senderInfo = options.senderInfoFor?.(item.from)
      page.messages.push(historyItemToDisplay(item, { tzOffsetMinutes: options.tzOffsetMinutes, senderInfo }))
    } catch (error) {
      // Only decode failures are expected data problems; anything else is a bug and propagates.
      if (!isWeb3MQError(error) || error.code !== ErrorCode.MessageDecode) throw error
      page.failures.push(errors.messageDecode({ ...error.detail, messageId: item.messageid }))
    }
  }
  return page
}
