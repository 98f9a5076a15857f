import { useId, useState } from 'react'
import { Link } from 'react-router-dom'
import type { UserLike } from '../../../domain/display'
import type { Channel } from '../../../domain/messages'
import { Avatar, Button } from '../../kit'
import styles from '../Chat.module.css'
import { chatPath } from '../chat-path'
import { rowTime } from '../inbox-view'
import own from './search.module.css'
import { SEARCH_COPY } from './search-copy'

export type RowPlace = 'pinned' | 'listed' | 'archived'

export interface ChatListRowProps {
  channel: Channel
  name: string
  person: UserLike | undefined
  place: RowPlace
  active: boolean
  /** Muted in the person's alert rules (docs/product.md §14.6). */
  muted: boolean
  now: number
  offset: number
  /** Pin, unpin, archive or unarchive this chat. */
  onChange: (change: 'pin' | 'unpin' | 'archive' | 'unarchive') => void
}

/**
 * One chat of the list: its link (avatar, name, last message, time, unread count) and a disclosure of its
 * actions beside it, "Pin"/"Unpin" and "Archive"/"Unarchive" (docs/product.md §14.12), reachable by keyboard; Escape
 * closes the actions.
 */
export const ChatListRow = ({
  channel,
  name,
  person,
  place,
  active,
  muted,
  now,
  offset,
  onChange,
}: ChatListRowProps) => {
  const [open, setOpen] = useState(false)
  const actionsId = useId()
  const unread = channel.unread ?? 0
  // A muted chat's count is shown quieter and left out of the header's badge (docs/product.md §14.6).
  const change = (what: 'pin' | 'unpin' | 'archive' | 'unarchive') => {
    setOpen(false)
    onChange(what)
  }
  return (
    <li data-chatid={channel.chatid}>
      <div className={own.row}>
        <Link
          to={chatPath(channel.chatid)}
          className={styles.chatLink}
          aria-current={active ? 'page' : undefined}
        >
          <Avatar
            user={{ ...person, avatar_url: channel.avatar_url || person?.avatar_url, name }}
            size={40}
            alt=""
          />
          <span className={styles.chatText}>
            <span className={styles.chatName}>
              {name}
              {place === 'pinned' ? (
                <span className="visually-hidden">, {SEARCH_COPY.pinnedMark}</span>
              ) : null}
            </span>
            <span className={styles.chatLast}>{channel.lastMessage ?? ''}</span>
          </span>
          <span className={styles.chatMeta}>
            <span>{rowTime(channel.updatedAt, now, offset)}</span>
            {unread > 0 ? (
              <span className={muted ? `${styles.unread} ${styles.unreadMuted}` : styles.unread}>
                {unread}
                <span className="visually-hidden">{muted ? ' unread, muted' : ' unread'}</span>
              </span>
            ) : null}
          </span>
        </Link>
        <Button
          variant="ghost"
          className={own.more}
          aria-label={SEARCH_COPY.actions(name)}
          aria-expanded={open}
          aria-controls={actionsId}
          onClick={() => setOpen((was) => !was)}
        >
          <span aria-hidden="true">⋯</span>
        </Button>
      </div>
      {open ? (
        <fieldset
          id={actionsId}
          className={own.actions}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false)
          }}
        >
          <legend className="visually-hidden">{SEARCH_COPY.actions(name)}</legend>
          {place === 'archived' ? null : (
            <Button onClick={() => change(place === 'pinned' ? 'unpin' : 'pin')}>
              {place === 'pinned' ? SEARCH_COPY.unpin : SEARCH_COPY.pin}
            </Button>
          )}
          <Button onClick={() => change(place === 'archived' ? 'unarchive' : 'archive')}>
            {place === 'archived' ? SEARCH_COPY.unarchive : SEARCH_COPY.archive}
          </Button>
        </fieldset>
      ) : null}
    </li>
  )
}
