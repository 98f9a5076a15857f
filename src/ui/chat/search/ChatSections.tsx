import { useEffect, useMemo, useRef, useState } from 'react'
import { displayName } from '../../../domain/display'
import type { Channel } from '../../../domain/messages'
import { arrangeChats } from '../../../domain/search'
import type { PrefsChange } from '../../../machines/inbox/inbox.types'
import { Button } from '../../kit'
import styles from '../Chat.module.css'
import { chatName } from '../chat-rows'
import type { InboxProps } from '../chat-view'
import { localOffset } from '../inbox-view'
import { ChatListRow, type RowPlace } from './ChatListRow'
import own from './search.module.css'
import { SEARCH_COPY } from './search-copy'

/**
 * The chat list in its sections (docs/product.md §14.12): pinned chats on top in the order pinned, the others by
 * latest activity, and "Archived (n)", closed until opened. After a change focus follows the chat to where it
 * went (or to "Archived" when it was archived), so the keyboard never falls back to the page's top.
 */
export const ChatSections = ({ state, send, activeId }: InboxProps & { activeId: string | undefined }) => {
  const { channels, people, prefs, muted } = state.context
  const arranged = useMemo(() => arrangeChats(channels, prefs, muted), [channels, prefs, muted])
  const [showArchived, setShowArchived] = useState(false)
  const list = useRef<HTMLDivElement>(null)
  const refocus = useRef<{ chatid: string; archived: boolean } | undefined>(undefined)
  const now = Date.now()
  const offset = localOffset(now)

  useEffect(() => {
    const wanted = refocus.current
    if (!wanted || !list.current) return
    refocus.current = undefined
    const row = list.current.querySelector<HTMLElement>(`[data-chatid="${CSS.escape(wanted.chatid)}"] a`)
    if (row) row.focus()
    else if (wanted.archived) list.current.querySelector<HTMLElement>('[data-archived-toggle]')?.focus()
  })

  const rowOf = (channel: Channel, place: RowPlace) => {
    const person = people[channel.chatid]
    const name = (person && displayName(person)) || chatName(channel.chatid, channel)
    const onChange = (change: PrefsChange) => {
      refocus.current = { chatid: channel.chatid, archived: change === 'archive' }
      send({ type: 'chat.prefs', change, chatid: channel.chatid })
    }
    return (
      <ChatListRow
        key={channel.chatid}
        {...{ channel, name, person, place, now, offset, onChange }}
        active={channel.chatid === activeId}
        muted={muted?.has(channel.chatid) ?? false}
      />
    )
  }

  return (
    <div ref={list} className={own.search}>
      {arranged.pinned.length > 0 ? (
        <>
          <h3 className={own.sectionTitle}>{SEARCH_COPY.pinned}</h3>
          <ul className={styles.chatList} aria-label={SEARCH_COPY.pinned}>
            {arranged.pinned.map((c) => rowOf(c, 'pinned'))}
          </ul>
        </>
      ) : null}
      {arranged.chats.length > 0 ? (
        <ul className={styles.chatList}>{arranged.chats.map((c) => rowOf(c, 'listed'))}</ul>
      ) : null}
      {arranged.archived.length > 0 ? (
        <>
          <Button
            variant="ghost"
            className={own.archivedToggle}
            data-archived-toggle=""
            aria-expanded={showArchived}
            onClick={() => setShowArchived((was) => !was)}
          >
            {SEARCH_COPY.archived(arranged.archived.length)}
          </Button>
          {showArchived ? (
            <ul className={styles.chatList} aria-label={SEARCH_COPY.archived(arranged.archived.length)}>
              {arranged.archived.map((c) => rowOf(c, 'archived'))}
            </ul>
          ) : null}
        </>
      ) : null}
    </div>
  )
}
