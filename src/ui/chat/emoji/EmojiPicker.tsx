/**
 * The emoji picker (docs/product.md §14.8): a search by name, the categories, and a grid moved through
 * with the arrow keys, Home and End (one tab stop; Enter or Space picks; Enter in the search picks the first
 * match). Escape closes it. Reusable: the
 * composer opens it to insert at the caret, and any control that wants an emoji passes its own `onPick`.
 * Its data and code are a chunk of their own (./lazy-picker), fetched when a picker first opens.
 */
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import styles from './Emoji.module.css'
import { EMOJI_COPY } from './emoji-copy'
import { EMOJI_CATEGORIES, type Emoji } from './emoji-data'
import { GRID_COLUMNS, isGridKey, nextCell, rowsOf, searchEmoji } from './emoji-grid'

export interface EmojiPickerProps {
  /** The emoji chosen; the opener decides whether the picker closes. */
  onPick: (emoji: string) => void
  /** Escape, or the Close button: the opener closes the picker and takes the focus back. */
  onClose: () => void
  /** The picker's accessible name; "Emoji" unless the opener says what it is for. */
  label?: string
}

export const EmojiPicker = ({ onPick, onClose, label = EMOJI_COPY.label }: EmojiPickerProps) => {
  const [query, setQuery] = useState('')
  const [category, setCategory] = useState(EMOJI_CATEGORIES[0]?.id ?? '')
  const [active, setActive] = useState(0)
  const search = useRef<HTMLInputElement>(null)
  const cells = useRef<(HTMLButtonElement | null)[]>([])
  const gridId = useId()
  const searching = query.trim() !== ''
  const shown: readonly Emoji[] = useMemo(
    () => (searching ? searchEmoji(query) : (EMOJI_CATEGORIES.find((c) => c.id === category)?.emoji ?? [])),
    [searching, query, category],
  )
  const current = Math.min(active, Math.max(shown.length - 1, 0))
  const gridLabel = searching
    ? EMOJI_COPY.results(query.trim())
    : (EMOJI_CATEGORIES.find((c) => c.id === category)?.label ?? EMOJI_COPY.label)

  useEffect(() => search.current?.focus(), [])

  const focusCell = (index: number) => {
    setActive(index)
    cells.current[index]?.focus()
  }

  const onGridKey = (event: KeyboardEvent) => {
    if (!isGridKey(event.key)) return
    event.preventDefault()
    const next = nextCell(current, event.key, shown.length, GRID_COLUMNS)
    if (next === undefined) search.current?.focus()
    else focusCell(next)
  }

  return (
    <div
      role="dialog"
      aria-label={label}
      className={styles.picker}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.preventDefault()
        event.stopPropagation()
        onClose()
      }}
    >
      <div className={styles.top}>
        <input
          ref={search}
          type="search"
          aria-label={EMOJI_COPY.search}
          placeholder={EMOJI_COPY.search}
          aria-controls={gridId}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value)
            setActive(0)
          }}
          onKeyDown={(event) => {
            // Enter picks the first match (and never submits a form the picker sits in, a composer's).
            if (event.key === 'Enter') {
              event.preventDefault()
              const first = shown[current]
              if (first) onPick(first.char)
              return
            }
            if (event.key !== 'ArrowDown' || shown.length === 0) return
            event.preventDefault()
            focusCell(current)
          }}
        />
        <button type="button" className={styles.close} aria-label={EMOJI_COPY.close} onClick={onClose}>
          ×
        </button>
      </div>
      {searching ? null : (
        <div role="toolbar" aria-label={EMOJI_COPY.categories} className={styles.categories}>
          {EMOJI_CATEGORIES.map((c) => (
            <button
              key={c.id}
              type="button"
              aria-label={c.label}
              aria-pressed={c.id === category}
              title={c.label}
              onClick={() => {
                setCategory(c.id)
                setActive(0)
              }}
            >
              <span aria-hidden="true">{c.emoji[0]?.char}</span>
            </button>
          ))}
        </div>
      )}
      <p className="visually-hidden" aria-live="polite">
        {searching ? EMOJI_COPY.count(shown.length) : ''}
      </p>
      {shown.length === 0 ? <p className={styles.none}>{EMOJI_COPY.none}</p> : null}
      <div className={styles.gridScroll}>
        {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA grid pattern on a table: its cells' buttons move with the arrow keys. */}
        <table id={gridId} role="grid" aria-label={gridLabel} className={styles.grid} onKeyDown={onGridKey}>
          <tbody>
            {rowsOf(shown, GRID_COLUMNS).map((row, r) => (
              <tr key={row[0]?.char ?? r}>
                {row.map((emoji, c) => {
                  const index = r * GRID_COLUMNS + c
                  return (
                    <td key={emoji.char}>
                      <button
                        ref={(el) => {
                          cells.current[index] = el
                        }}
                        type="button"
                        aria-label={emoji.name}
                        title={emoji.name}
                        tabIndex={index === current ? 0 : -1}
                        className={styles.cell}
                        onFocus={() => setActive(index)}
                        onClick={() => onPick(emoji.char)}
                      >
                        {emoji.char}
                      </button>
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
