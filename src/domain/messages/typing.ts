/**
 * Typing (docs/protocol.md §3.12 "Typing (this project)", docs/product.md §14.11): a type-16 frame with this
 * messageType, needStore false and an empty payload, sent at most once per TYPING_SEND_INTERVAL_MS while a
 * person types, and shown to the others until TYPING_SHOWN_MS after the last one (or their message).
 */
export const TYPING_MESSAGE_TYPE = 'Web3MQ/typing'

/** At most one typing frame per conversation in this long, however fast the person types. */
export const TYPING_SEND_INTERVAL_MS = 3_000

/** How long "… is typing" stays after the last typing frame from that person. */
export const TYPING_SHOWN_MS = 6_000

/** Whether a type-16 frame is a typing signal: never a row, an unread count or an alert. */
export const isTypingFrame = (message: { messageType?: string | undefined }): boolean =>
  message.messageType === TYPING_MESSAGE_TYPE
