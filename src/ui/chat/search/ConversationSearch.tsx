import { useState } from 'react'
import type { SearchHit } from '../../../domain/search'
import type { ChatMachines } from '../../../machines/app/app-services'
import { kitStyles } from '../../kit'
import { SearchPanel } from './SearchPanel'
import own from './search.module.css'
import { SEARCH_COPY } from './search-copy'
import { hitNames } from './search-view'

interface ConversationSearchProps {
  machine: NonNullable<ChatMachines['search']>
  topic: string
  name: string
  selfId: string
  /** The newest message's id: the search runs again when one arrives. */
  newest: string | undefined
  onOpen: (hit: SearchHit) => void
}

/**
 * The conversation's own search (docs/product.md §14.12): "Search in this chat" in its head opens a field
 * on a line of its own below; choosing a result takes the history to that message and closes the search, and
 * Escape in the empty field closes it, focus going back to the button.
 */
export const ConversationSearch = ({
  machine,
  topic,
  name,
  selfId,
  newest,
  onOpen,
}: ConversationSearchProps) => {
  const [open, setOpen] = useState(false)
  const [toggle, setToggle] = useState<HTMLButtonElement | null>(null)
  const close = () => {
    setOpen(false)
    toggle?.focus()
  }
  return (
    <>
      <button
        ref={setToggle}
        type="button"
        className={`${kitStyles.button} ${own.toggle}`}
        aria-expanded={open}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? SEARCH_COPY.closeSearch : SEARCH_COPY.openSearch}
      </button>
      {open ? (
        <div className={own.inChat}>
          <SearchPanel
            machine={machine}
            chatId={topic}
            label={SEARCH_COPY.inChatLabel(name)}
            hint={SEARCH_COPY.inChatHint}
            autoFocus
            freshness={newest}
            names={(hit) => hitNames(hit, selfId, name)}
            onOpen={(hit) => {
              setOpen(false)
              onOpen(hit)
            }}
            onDismiss={close}
          />
        </div>
      ) : null}
    </>
  )
}
