/**
 * The conversation's side of replies, reactions, edits and deletes (docs/product.md §14.9): the actions a row's
 * controls send to the conversation machine, people named as this chat knows them, the composer focused when a
 * reply or an edit starts, and a reply's parent shown (scrolled to and focused when drawn; asked of the machine
 * when held but out of the window).
 */
import { useCallback, useEffect, useMemo } from 'react'
import { displayName, type UserLike } from '../../../domain/display'
import type { DisplayMessage } from '../../../domain/messages'
import type { ComposeMode } from '../../../machines/conversation/conversation.compose.types'
import type { ConversationEvent } from '../../../machines/conversation/conversation.types'
import { CHAT_COPY } from '../chat-copy'
import type { MessageActionsValue } from './message-actions-context'

interface ComposeModeInput {
  messages: readonly DisplayMessage[]
  compose: ComposeMode
  selfId: string
  peer: UserLike | undefined
  send: (event: ConversationEvent) => void
}

/** The id of the composer's text box (Composer.tsx). */
const COMPOSER_ID = 'composer'

/** Scrolls a drawn row into view and focuses it; false when the row is not drawn. */
const showRow = (id: string): boolean => {
  const row = document.querySelector<HTMLElement>(`[data-row="${CSS.escape(id)}"]`)
  if (!row) return false
  row.tabIndex = -1
  row.scrollIntoView({ block: 'center' })
  row.focus({ preventScroll: true })
  return true
}

export const useComposeMode = ({ messages, compose, selfId, peer, send }: ComposeModeInput) => {
  const nameOf = useCallback(
    (userid: string) => {
      if (userid === selfId) return CHAT_COPY.you
      const named = messages.find((m) => m.senderId === userid && m.username)?.username
      const known = peer?.userid === userid ? peer : undefined
      return displayName({ ...known, userid, nickname: named || known?.nickname })
    },
    [messages, selfId, peer],
  )
  // A reply or an edit starts in the composer, the cursor after the text.
  useEffect(() => {
    if (compose.kind === 'new') return
    const box = document.getElementById(COMPOSER_ID)
    if (!(box instanceof HTMLTextAreaElement)) return
    box.focus()
    box.setSelectionRange(box.value.length, box.value.length)
  }, [compose])
  const actions = useMemo<MessageActionsValue>(
    () => ({
      selfId,
      nameOf,
      reply: (id) => send({ type: 'compose.reply', id }),
      edit: (id) => send({ type: 'compose.edit', id }),
      react: (id, emoji) => send({ type: 'message.react', id, emoji }),
      remove: (id) => send({ type: 'message.delete', id }),
      showOriginal: (id) => {
        if (showRow(id)) return true
        const parent = messages.find((m) => m.id === id)
        if (!parent) return false
        send({ type: 'conversation.goTo', id, timestamp: parent.timestamp })
        return true
      },
    }),
    [selfId, nameOf, send, messages],
  )
  const cancel = useCallback(() => send({ type: 'compose.cancel' }), [send])
  return { actions, nameOf, cancel }
}
