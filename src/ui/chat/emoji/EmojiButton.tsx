/**
 * The composer's "Add emoji" button and the picker it opens above it (docs/product.md §14.8): the picker's
 * chunk is fetched at the first open. A pick inserts the emoji and closes the picker, the focus back in the
 * message box; Escape, Close or a click outside closes it, the focus back on the button.
 */
import { Suspense, useEffect, useRef, useState } from 'react'
import { kitStyles } from '../../kit'
import styles from './Emoji.module.css'
import { EMOJI_COPY } from './emoji-copy'
import { LazyEmojiPicker } from './lazy-picker'

interface EmojiButtonProps {
  /** Puts the emoji where the caret is and gives the message box the focus again. */
  onInsert: (emoji: string) => void
  disabled?: boolean
}

export const EmojiButton = ({ onInsert, disabled }: EmojiButtonProps) => {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])
  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  return (
    <div ref={root} className={styles.anchor}>
      <button
        ref={button}
        type="button"
        className={`${kitStyles.button} ${kitStyles.ghost} ${styles.iconButton}`}
        aria-label={EMOJI_COPY.open}
        title={EMOJI_COPY.open}
        aria-expanded={open}
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={() => setOpen((was) => !was)}
      >
        {/* Drawn, not an emoji character: it shows whatever fonts the system has. */}
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="9" cy="10" r="1.4" fill="currentColor" />
          <circle cx="15" cy="10" r="1.4" fill="currentColor" />
          <path
            d="M8 14.5c1 1.6 2.4 2.4 4 2.4s3-.8 4-2.4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      {open ? (
        <div className={styles.popover}>
          <Suspense
            fallback={
              <p role="status" className={styles.loading}>
                {EMOJI_COPY.loading}
              </p>
            }
          >
            <LazyEmojiPicker
              onClose={close}
              onPick={(emoji) => {
                setOpen(false)
                onInsert(emoji)
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  )
}
