/**
 * A message's body with what its content types add (docs/product.md §14.9): a reply's quote above the text, the
 * "(edited)" mark after it, the reactions under it; a deleted message is only its placeholder.
 */
import type { ReactNode } from 'react'
import type { DisplayMessage } from '../../../domain/messages'
import styles from './Content.module.css'
import { CONTENT_COPY } from './content-copy'
import { Reactions } from './Reactions'
import { ReplyQuote } from './ReplyQuote'

interface ContentBodyProps {
  message: DisplayMessage
  /** The text as the row shows it. */
  children: ReactNode
}

export const ContentBody = ({ message, children }: ContentBodyProps) => {
  if (message.deleted) return <p className={styles.deleted}>{CONTENT_COPY.deleted}</p>
  return (
    <>
      {message.reply ? <ReplyQuote quote={message.reply} /> : null}
      {children}
      {message.edited ? <span className={styles.edited}>{CONTENT_COPY.edited}</span> : null}
      <Reactions message={message} />
    </>
  )
}
