/**
 * The `@` suggestions of a group's composer (docs/product.md §14.8): the members the `@query` at the caret may
 * mean, which one is chosen, and the keys that move and take it (arrows, Enter or Tab, Escape). Members come
 * from the mentions machine; a private chat has none, so nothing is ever suggested there.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { type KeyboardEvent, useId, useMemo, useState } from 'react'
import {
  completeMention,
  type Member,
  mentionQueryAt,
  suggestMembers,
} from '../../../domain/messages/content/mention-text'
import { mentionsMachine } from '../../../machines/mentions/mentions.machine'
import type { TextEdit } from '../composer-text'
import { useChatMachines } from '../media/use-chat-machines'

interface SuggestInput {
  topic: string
  selfId: string
  draft: string
  caret: number
}

export const useMentionSuggest = ({ topic, selfId, draft, caret }: SuggestInput) => {
  const machines = useChatMachines()
  // Without a provided machine the bare one finds no members (its read fails at once): nobody is suggested.
  const actor = useActorRef(machines?.mentions ?? mentionsMachine, { input: { topic } })
  const members = useSelector(actor, (s) => s.context.members)
  const listId = useId()
  const [chosen, setChosen] = useState(0)
  /**
   * The text whose list is closed: by Escape, or the draft kept from before (nobody typed its `@` now). The
   * list stays closed until the text changes.
   */
  const [dismissed, setDismissed] = useState<string | undefined>(() => draft)
  // A change of the text opens the list again (state adjusted while rendering, React's way for derived state).
  if (dismissed !== undefined && dismissed !== draft) setDismissed(undefined)
  const query = useMemo(() => mentionQueryAt(draft, caret), [draft, caret])
  const closed = dismissed === draft
  const suggestions = useMemo(
    () => (query && !closed ? suggestMembers(members, query.query, selfId) : []),
    [query, closed, members, selfId],
  )
  const active = Math.min(chosen, Math.max(suggestions.length - 1, 0))
  const open = suggestions.length > 0

  /** The text with `member` mentioned in place of the `@query`. */
  const pick = (member: Member): TextEdit | undefined => {
    if (!query) return undefined
    setChosen(0)
    return completeMention(draft, query, member)
  }

  /**
   * A key in the message box while suggestions show: moves or takes the choice, or closes the list. Answers
   * the edit a choice makes, `true` for a key it used otherwise, `false` for one it leaves to the box.
   */
  const onKey = (event: KeyboardEvent): TextEdit | boolean => {
    if (!open) return false
    switch (event.key) {
      case 'ArrowDown':
        setChosen((active + 1) % suggestions.length)
        return true
      case 'ArrowUp':
        setChosen((active - 1 + suggestions.length) % suggestions.length)
        return true
      case 'Enter':
      case 'Tab':
        return pick(suggestions[active] as Member) ?? false
      case 'Escape':
        setDismissed(draft)
        return true
      default:
        return false
    }
  }

  const optionId = (index: number) => `${listId}-${index}`
  return {
    open,
    suggestions,
    active,
    listId,
    optionId,
    members,
    pick,
    onKey,
    /** What the message box says to assistive technology about the list. */
    boxProps: open
      ? {
          'aria-autocomplete': 'list' as const,
          'aria-controls': listId,
          'aria-activedescendant': optionId(active),
        }
      : {},
  }
}
