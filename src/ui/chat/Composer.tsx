import type { KeyboardEvent } from 'react'
import { Alert, Button } from '../kit'
import styles from './Chat.module.css'
import { CHAT_COPY } from './chat-copy'

interface ComposerProps {
  draft: string
  error: string | undefined
  sending: boolean
  onChange: (text: string) => void
  onSend: () => void
}

/** Enter sends; Shift+Enter (and Enter while an input method is composing) breaks the line. */
export const sendsOnKey = (event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'nativeEvent'>): boolean =>
  event.key === 'Enter' && !event.shiftKey && !(event.nativeEvent as { isComposing?: boolean }).isComposing

/** The message box: its text is the chat's draft; a failed send leaves it as it was and says why. */
export const Composer = ({ draft, error, sending, onChange, onSend }: ComposerProps) => (
  <form
    className={styles.composer}
    onSubmit={(event) => {
      event.preventDefault()
      onSend()
    }}
  >
    {error ? <Alert tone="error">{error}</Alert> : null}
    <label htmlFor="composer" className="visually-hidden">
      {CHAT_COPY.composerLabel}
    </label>
    <div className={styles.composerRow}>
      <textarea
        id="composer"
        rows={2}
        value={draft}
        aria-describedby="composer-hint"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (!sendsOnKey(event)) return
          event.preventDefault()
          onSend()
        }}
      />
      <Button type="submit" variant="primary" disabled={draft.trim() === ''} busy={sending}>
        {CHAT_COPY.send}
      </Button>
    </div>
    <p id="composer-hint" className={styles.hint}>
      {CHAT_COPY.composerHint}
    </p>
  </form>
)
