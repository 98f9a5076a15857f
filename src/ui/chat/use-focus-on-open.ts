import { type RefObject, useEffect } from 'react'

/** Marks the chat screen's side column (the chat list and the people search) for `useFocusOnOpen`. */
export const CHAT_SIDE = { 'data-chat-side': '' } as const

/**
 * Moves focus to the conversation just opened from the chat list or the people search, so the person lands
 * in it instead of on the link they pressed, which a phone hides with the list (docs/product.md §14.7). A
 * conversation opened by address, or while focus is elsewhere, leaves focus where it is.
 */
export const useFocusOnOpen = (target: RefObject<HTMLElement | null>) => {
  useEffect(() => {
    const active = document.activeElement
    if (active instanceof HTMLElement && active.closest('[data-chat-side]')) target.current?.focus()
  }, [target])
}
