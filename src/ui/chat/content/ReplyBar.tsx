/**
 * Above the composer while it replies or edits (docs/product.md §14.9): "Replying to <name>: <first words>" or
 * "Editing message", with a cancel; Escape in the composer cancels too. Also where a reaction or delete that
 * could not be sent says so. Announced politely as it changes.
 */

import { excerptOf } from '../../../domain/messages/content'
import type { ComposeMode } from '../../../machines/conversation/conversation.compose.types'
import type { UiError } from '../../../machines/kit'
import { Alert, Button } from '../../kit'
import styles from './Content.module.css'
import { CONTENT_COPY } from './content-copy'

interface ReplyBarProps {
  compose: ComposeMode
  changeError: UiError | undefined
  nameOf: (userid: string) => string
  onCancel: () => void
}

export const ReplyBar = ({ compose, changeError, nameOf, onCancel }: ReplyBarProps) => (
  <div className={styles.replyBar} aria-live="polite">
    {changeError ? <Alert tone="error">{changeError.message}</Alert> : null}
    {compose.kind === 'new' ? null : (
      <div className={styles.replyRow}>
        <p id="compose-mode">
          {compose.kind === 'reply' ? (
            <>
              <span className={styles.quoteName}>
                {CONTENT_COPY.replyingTo(nameOf(compose.target.senderId))}
              </span>{' '}
              <span className={styles.quoteText}>{excerptOf(compose.target.content)}</span>
            </>
          ) : (
            <span className={styles.quoteName}>{CONTENT_COPY.editing}</span>
          )}{' '}
          <span className="visually-hidden">{CONTENT_COPY.escapeHint}</span>
        </p>
        <Button variant="ghost" onClick={onCancel}>
          {compose.kind === 'reply' ? CONTENT_COPY.cancelReply : CONTENT_COPY.cancelEdit}
        </Button>
      </div>
    )}
  </div>
)
