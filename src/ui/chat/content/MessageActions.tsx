/**
 * A message's actions (docs/product.md §14.9): one "Message actions" button per row (shown on hover and focus,
 * always on a touch screen; one tab stop per message) opening Reply, React (the quick emoji), and on one's own
 * messages Edit and Delete (after a confirmation). Escape closes what is open and gives focus back to the
 * button that opened it; choosing an action closes it.
 */
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import type { DisplayMessage } from '../../../domain/messages'
import { Button } from '../../kit'
import styles from './Content.module.css'
import { CONTENT_COPY } from './content-copy'
import { useMessageActions } from './message-actions-context'

interface MessageActionsProps {
  message: DisplayMessage
  own: boolean
}

type Open = 'closed' | 'menu' | 'react' | 'delete'

export const MessageActions = ({ message, own }: MessageActionsProps) => {
  const actions = useMessageActions()
  const [open, setOpen] = useState<Open>('closed')
  const toggle = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLFieldSetElement>(null)
  const panelId = useId()
  // What opened takes focus on its first control: the menu's Reply, an emoji, the confirmation's Delete.
  useEffect(() => {
    if (open !== 'closed') panel.current?.querySelector<HTMLButtonElement>('button')?.focus()
  }, [open])
  if (!actions || message.deleted) return null
  const close = () => {
    setOpen('closed')
    toggle.current?.focus()
  }
  // Reply and Edit move focus to the composer: the panel just closes.
  const choose = (action: (id: string) => void) => {
    setOpen('closed')
    action(message.id)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    event.stopPropagation()
    close()
  }
  const mine = (emoji: string) => message.reactions?.some((r) => r.emoji === emoji && r.mine) ?? false
  const label = own
    ? CONTENT_COPY.ownActionsLabel
    : CONTENT_COPY.actionsLabel(actions.nameOf(message.senderId))
  return (
    <div className={styles.actions} data-open={open} data-own={own}>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-label={label}
        title={label}
        aria-expanded={open !== 'closed'}
        aria-controls={panelId}
        onClick={() => setOpen(open === 'closed' ? 'menu' : 'closed')}
      />
      {open === 'closed' ? null : (
        <fieldset ref={panel} id={panelId} className={styles.panel} onKeyDown={onKeyDown}>
          <legend className="visually-hidden">{label}</legend>
          {open === 'menu' ? (
            <>
              <button type="button" className={styles.action} onClick={() => choose(actions.reply)}>
                {CONTENT_COPY.reply}
              </button>
              <button type="button" className={styles.action} onClick={() => setOpen('react')}>
                {CONTENT_COPY.react}
              </button>
              {own ? (
                <>
                  <button type="button" className={styles.action} onClick={() => choose(actions.edit)}>
                    {CONTENT_COPY.edit}
                  </button>
                  <button type="button" className={styles.action} onClick={() => setOpen('delete')}>
                    {CONTENT_COPY.delete}
                  </button>
                </>
              ) : null}
            </>
          ) : null}
          {open === 'react'
            ? CONTENT_COPY.quickReactions.map((emoji) => (
                <button
                  key={emoji}
                  type="button"
                  className={styles.pick}
                  aria-pressed={mine(emoji)}
                  aria-label={
                    mine(emoji) ? CONTENT_COPY.removeReaction(emoji) : CONTENT_COPY.reactWith(emoji)
                  }
                  onClick={() => {
                    actions.react(message.id, emoji)
                    close()
                  }}
                >
                  {emoji}
                </button>
              ))
            : null}
          {open === 'delete' ? (
            <>
              <p className={styles.confirmText}>
                {CONTENT_COPY.confirmDelete}{' '}
                <span className={styles.hint}>{CONTENT_COPY.confirmDeleteHint}</span>
              </p>
              <Button
                variant="danger"
                onClick={() => {
                  actions.remove(message.id)
                  setOpen('closed')
                }}
              >
                {CONTENT_COPY.delete}
              </Button>
              <Button onClick={close}>{CONTENT_COPY.cancel}</Button>
            </>
          ) : null}
        </fieldset>
      )}
    </div>
  )
}
