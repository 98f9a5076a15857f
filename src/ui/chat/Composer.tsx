import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react'
import type { Member } from '../../domain/messages/content/mention-text'
import { Alert, Button } from '../kit'
import styles from './Chat.module.css'
import { CHAT_COPY } from './chat-copy'
import { insertAt, type TextEdit } from './composer-text'
import { EmojiButton } from './emoji/EmojiButton'
import { AttachButton, AttachedImage } from './media/AttachImage'
import { useAttachment } from './media/use-attachment'
import { MentionList } from './mentions/MentionList'
import mentionStyles from './mentions/Mentions.module.css'
import { useMentionSuggest } from './mentions/use-mention-suggest'

interface ComposerProps {
  draft: string
  error: string | undefined
  sending: boolean
  onChange: (text: string) => void
  /** `members`: whom the text may name with `@Name` (a group's, docs/product.md §14.8). */
  onSend: (members?: readonly Member[]) => void
  /** The chat: its image goes there, and a group's members are suggested after `@` (docs/product.md §14.8). */
  topic?: string
  selfId?: string
  /** While replying or editing: Escape cancels it (docs/product.md §14.9). */
  onEscape?: (() => void) | undefined
  /** The send button's words ("Save" while editing); "Send" by default. */
  submitLabel?: string | undefined
}

/** Enter sends; Shift+Enter (and Enter while an input method is composing) breaks the line. */
export const sendsOnKey = (event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'nativeEvent'>): boolean =>
  event.key === 'Enter' && !event.shiftKey && !(event.nativeEvent as { isComposing?: boolean }).isComposing

/**
 * The message box: its text is the chat's draft; a failed send leaves it as it was and says why. Beside it an
 * image (attached, pasted or dropped), the emoji picker inserting at the caret, and in a group the members
 * suggested after `@` (docs/product.md §14.8).
 */
export const Composer = ({
  draft,
  error,
  sending,
  onChange,
  onSend,
  topic = '',
  selfId = '',
  onEscape,
  submitLabel = CHAT_COPY.send,
}: ComposerProps) => {
  const area = useRef<HTMLTextAreaElement>(null)
  const [caret, setCaret] = useState(draft.length)
  /** Where the caret goes once an insertion is drawn. */
  const placed = useRef<number | undefined>(undefined)
  const mentions = useMentionSuggest({ topic, selfId, draft, caret })
  const { attach, handlers } = useAttachment(topic)
  useLayoutEffect(() => {
    const at = placed.current
    if (at === undefined || !area.current) return
    placed.current = undefined
    area.current.focus()
    area.current.setSelectionRange(at, at)
  })
  const apply = (edit: TextEdit) => {
    placed.current = edit.caret
    setCaret(edit.caret)
    onChange(edit.text)
  }
  const send = () => onSend(mentions.members)
  return (
    <form
      className={`${styles.composer} ${mentionStyles.anchor}`}
      onSubmit={(event) => {
        event.preventDefault()
        send()
      }}
      {...handlers}
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      {attach ? <AttachedImage attach={attach} /> : null}
      <label htmlFor="composer" className="visually-hidden">
        {CHAT_COPY.composerLabel}
      </label>
      <div className={styles.composerRow}>
        {attach ? <AttachButton attach={attach} /> : null}
        <EmojiButton
          onInsert={(emoji) =>
            apply(
              insertAt(
                draft,
                area.current?.selectionStart ?? draft.length,
                area.current?.selectionEnd ?? draft.length,
                emoji,
              ),
            )
          }
        />
        <textarea
          ref={area}
          id="composer"
          rows={2}
          value={draft}
          aria-describedby="composer-hint"
          {...mentions.boxProps}
          onChange={(event) => {
            setCaret(event.target.selectionStart)
            onChange(event.target.value)
          }}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
          onKeyDown={(event) => {
            const used = mentions.onKey(event)
            if (used !== false) {
              event.preventDefault()
              if (used !== true) apply(used)
              return
            }
            if (event.key === 'Escape' && onEscape) {
              event.preventDefault()
              onEscape()
              return
            }
            if (!sendsOnKey(event)) return
            event.preventDefault()
            send()
          }}
        />
        <Button type="submit" variant="primary" disabled={draft.trim() === ''} busy={sending}>
          {submitLabel}
        </Button>
      </div>
      <MentionList
        suggestions={mentions.suggestions}
        active={mentions.active}
        listId={mentions.listId}
        optionId={mentions.optionId}
        onPick={(member) => {
          const edit = mentions.pick(member)
          if (edit) apply(edit)
        }}
      />
      <p id="composer-hint" className={styles.hint}>
        {CHAT_COPY.composerHint}
      </p>
    </form>
  )
}
