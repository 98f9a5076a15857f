/**
 * What a message row's reply, reaction, edit and delete controls need from their conversation, handed down by
 * Conversation.tsx without threading props through the windowed list (docs/product.md §14.9).
 */
import { createContext, useContext } from 'react'

export interface MessageActionsValue {
  selfId: string
  /** A person's name as this chat knows it ("You" for oneself). */
  nameOf: (userid: string) => string
  reply: (id: string) => void
  edit: (id: string) => void
  react: (id: string, emoji: string) => void
  remove: (id: string) => void
  /** Shows the message a reply quotes; false when it is not loaded. */
  showOriginal: (id: string) => boolean
}

export const MessageActionsContext = createContext<MessageActionsValue | undefined>(undefined)

/** The conversation's actions; undefined outside one (a row rendered alone shows no controls). */
export const useMessageActions = (): MessageActionsValue | undefined => useContext(MessageActionsContext)
