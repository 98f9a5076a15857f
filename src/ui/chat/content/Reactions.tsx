/**
 * The reactions under a bubble (docs/product.md §14.9): one chip per emoji with its count, pressed when one of
 * them is the viewer's; activating a chip adds or removes the viewer's own. Its label names who reacted.
 */
import type { DisplayMessage } from '../../../domain/messages'
import styles from './Content.module.css'
import { CONTENT_COPY } from './content-copy'
import { useMessageActions } from './message-actions-context'

export const Reactions = ({ message }: { message: DisplayMessage }) => {
  const actions = useMessageActions()
  const reactions = message.reactions ?? []
  if (reactions.length === 0 || message.deleted) return null
  return (
    <ul className={styles.reactions} aria-label={CONTENT_COPY.react}>
      {reactions.map(({ emoji, senders, mine }) => {
        const names = senders.map((id) =>
          id === actions?.selfId ? CONTENT_COPY.you : (actions?.nameOf(id) ?? id),
        )
        return (
          <li key={emoji}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={mine}
              aria-label={CONTENT_COPY.reactionLabel(emoji, names)}
              title={CONTENT_COPY.reactionLabel(emoji, names)}
              disabled={!actions}
              onClick={() => actions?.react(message.id, emoji)}
            >
              {emoji} {senders.length}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
