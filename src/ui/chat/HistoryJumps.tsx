import { Button } from '../kit'
import styles from './Chat.module.css'
import { CHAT_COPY } from './chat-copy'

interface HistoryJumpsProps {
  /** The "New messages" divider is off screen. */
  toUnread: boolean
  /** The reader is away from the newest message. */
  toLatest: boolean
  onJump: (to: 'unread' | 'latest') => void
}

/** The jumps over the conversation's history, over its bottom edge (docs/product.md §14.11). */
export const HistoryJumps = ({ toUnread, toLatest, onJump }: HistoryJumpsProps) => (
  <div className={styles.jumps}>
    {toUnread ? <Button onClick={() => onJump('unread')}>{CHAT_COPY.jumpToUnread}</Button> : null}
    {toLatest ? <Button onClick={() => onJump('latest')}>{CHAT_COPY.jumpToLatest}</Button> : null}
  </div>
)
