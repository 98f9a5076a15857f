/**
 * A reply's quote of its parent, inside the reply's bubble (docs/product.md §14.9): the parent's sender and first
 * words, from the reply itself, so it shows even when the parent is not loaded. Activating it shows the parent
 * when it is; otherwise it says where the parent is.
 */
import { useState } from 'react'
import type { ReplyQuote as Quote } from '../../../domain/messages'
import styles from './Content.module.css'
import { CONTENT_COPY } from './content-copy'
import { useMessageActions } from './message-actions-context'

export const ReplyQuote = ({ quote }: { quote: Quote }) => {
  const actions = useMessageActions()
  const [notLoaded, setNotLoaded] = useState(false)
  const name = actions?.nameOf(quote.from) ?? quote.from
  return (
    <>
      {/* Named by what it shows, with the hidden words around it (its visible text is all in its name). */}
      <button
        type="button"
        className={styles.quote}
        onClick={() => setNotLoaded(!(actions?.showOriginal(quote.parentId) ?? false))}
      >
        <span className="visually-hidden">{CONTENT_COPY.quoteBefore}</span>
        <span className={styles.quoteName}>{name}</span>
        <span className="visually-hidden">{CONTENT_COPY.quoteBetween}</span>
        <span className={styles.quoteText}>{quote.excerpt}</span>
        <span className="visually-hidden">{CONTENT_COPY.quoteAfter}</span>
      </button>
      <span role="status" className={styles.quoteStatus}>
        {notLoaded ? CONTENT_COPY.quoteNotLoaded : ''}
      </span>
    </>
  )
}
