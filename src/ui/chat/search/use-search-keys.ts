import { type RefObject, useEffect } from 'react'

/** Whether a key press happens where text is typed (a field, an editable area): `/` is a character there. */
const typing = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

/**
 * `/` (outside a field) or Ctrl+K / ⌘K anywhere on the page focuses the search field (docs/product.md §14.12
 * "Search"), while `enabled`.
 */
export const useSearchShortcut = (field: RefObject<HTMLInputElement | null>, enabled: boolean) => {
  useEffect(() => {
    if (!enabled) return
    const onKey = (event: KeyboardEvent) => {
      const slash =
        event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typing(event.target)
      const k = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey
      if (!slash && !k) return
      event.preventDefault()
      field.current?.focus()
      field.current?.select()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [field, enabled])
}

/** Up and Down move between the search field and its results (`[data-result]` buttons inside `list`). */
export const moveAmongResults = (
  event: React.KeyboardEvent,
  list: HTMLElement | null,
  field: HTMLElement | null,
) => {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
  const items = [...(list?.querySelectorAll<HTMLElement>('[data-result]') ?? [])]
  if (items.length === 0) return
  const at = items.indexOf(document.activeElement as HTMLElement)
  event.preventDefault()
  const next = event.key === 'ArrowDown' ? at + 1 : at - 1
  if (next < 0) field?.focus()
  else items[Math.min(next, items.length - 1)]?.focus()
}
