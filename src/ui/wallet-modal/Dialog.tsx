import { type ReactNode, useId } from 'react'
import { createPortal } from 'react-dom'
import { type ThemeChoice, useResolvedTheme } from '../app/use-theme'
import styles from './Dialog.module.css'
import { useDialog } from './use-dialog'

export { currentFocus } from './use-dialog'

export interface DialogProps {
  title: string
  /** A line under the title (also the dialog's accessible description). */
  subtitle?: string
  /** Small text above the title, e.g. the step name. */
  eyebrow?: string
  theme: ThemeChoice
  /** Close control, backdrop click and Escape all call this; it may be called more than once. */
  onCancel: () => void
  children: ReactNode
  /**
   * Where focus goes back to on close; by default the element focused when the dialog first rendered.
   * A flow that swaps one dialog for another passes its original opener along.
   */
  returnFocusTo?: HTMLElement | null
}

const CloseIcon = () => (
  <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
)

/**
 * A modal dialog: labelled by its title, focus moved inside on open, Tab and Shift+Tab trapped, Escape
 * anywhere inside, the close control (click, Enter or Space) and a backdrop click cancel, and focus goes
 * back to the element that opened it. Rendered into document.body so page layout cannot clip it.
 */
export const Dialog = ({
  title,
  subtitle,
  eyebrow,
  theme,
  onCancel,
  children,
  returnFocusTo,
}: DialogProps) => {
  const resolved = useResolvedTheme(theme)
  const titleId = useId()
  const subtitleId = useId()
  const { dialogRef, onDialogKeyDown, onCloseKeyDown, onBackdropClick } = useDialog(onCancel, returnFocusTo)

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop click is a mouse shortcut; Escape and the Close button are the accessible ways to cancel
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users cancel with Escape or the Close button
    <div className={styles.backdrop} data-theme={resolved} onClick={onBackdropClick}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={subtitle ? subtitleId : undefined}
        tabIndex={-1}
        className={styles.dialog}
        onKeyDown={onDialogKeyDown}
      >
        <div className={styles.header}>
          <div>
            {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          </div>
          <button
            type="button"
            className={styles.close}
            aria-label="Close"
            onClick={onCancel}
            onKeyDown={onCloseKeyDown}
          >
            <CloseIcon />
          </button>
        </div>
        {subtitle ? (
          <p id={subtitleId} className={styles.subtitle}>
            {subtitle}
          </p>
        ) : null}
        {children}
      </div>
    </div>,
    document.body,
  )
}
