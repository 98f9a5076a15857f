/**
 * The members a typed `@query` may mean, under the message box (docs/product.md §14.8): a listbox whose
 * chosen option the box names (aria-activedescendant) while the focus stays in the box; a press on an option
 * takes it. How many there are is said aloud.
 */
import type { Member } from '../../../domain/messages/content/mention-text'
import styles from './Mentions.module.css'
import { MENTIONS_COPY } from './mentions-copy'

interface MentionListProps {
  suggestions: readonly Member[]
  active: number
  listId: string
  optionId: (index: number) => string
  onPick: (member: Member) => void
}

export const MentionList = ({ suggestions, active, listId, optionId, onPick }: MentionListProps) => (
  <>
    <p className="visually-hidden" aria-live="polite">
      {suggestions.length > 0 ? `${MENTIONS_COPY.count(suggestions.length)}. ${MENTIONS_COPY.hint}` : ''}
    </p>
    {suggestions.length > 0 ? (
      <div id={listId} role="listbox" aria-label={MENTIONS_COPY.suggestions} className={styles.list}>
        {suggestions.map((member, index) => (
          <div
            key={member.userid}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Named by the message box's aria-activedescendant; the focus itself stays in the box.
            tabIndex={-1}
            className={styles.option}
            // Pressed, not clicked: the message box keeps the focus (and its caret) while the pointer is down.
            onPointerDown={(event) => {
              event.preventDefault()
              onPick(member)
            }}
          >
            @{member.name}
          </div>
        ))}
      </div>
    ) : null}
  </>
)
