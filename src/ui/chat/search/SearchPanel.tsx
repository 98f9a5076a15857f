import { useMachine } from '@xstate/react'
import { type ReactNode, useEffect, useId, useRef } from 'react'
import type { SearchHit } from '../../../domain/search'
import type { ChatMachines } from '../../../machines/app/app-services'
import { Alert } from '../../kit'
import { localOffset, rowTime } from '../inbox-view'
import { Highlighted } from './Highlighted'
import styles from './search.module.css'
import { SEARCH_COPY } from './search-copy'
import type { HitNames } from './search-view'
import { moveAmongResults, useSearchShortcut } from './use-search-keys'

export interface SearchPanelProps {
  machine: NonNullable<ChatMachines['search']>
  /** Only this chat (the conversation's own search); every chat when absent. */
  chatId?: string
  label: string
  hint: string
  /** Whether `/` and Ctrl+K focus this field. */
  shortcut?: boolean
  autoFocus?: boolean
  names: (hit: SearchHit) => HitNames
  onOpen: (hit: SearchHit) => void
  /** Escape in an empty field. */
  onDismiss?: () => void
  /** Changes when messages arrive (the latest activity): a query shown is then searched again. */
  freshness?: string | number
  /** Shown while nothing is searched (the chat list). */
  children?: ReactNode
}

/**
 * The search over the messages kept on this device (docs/product.md §14.12): a field searched as the
 * person types, a line saying what was found (read out as it changes), and the results, newest first, each
 * naming its chat, sender and time with the words marked; choosing one opens its chat at it. Up and Down
 * move between the field and the results; Escape clears the field, and in an empty field dismisses it.
 */
export const SearchPanel = (props: SearchPanelProps) => {
  const [state, send] = useMachine(props.machine, { input: props.chatId ? { chatId: props.chatId } : {} })
  const field = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const fieldId = useId()
  useSearchShortcut(field, props.shortcut === true)
  const seen = useRef(props.freshness)
  useEffect(() => {
    if (seen.current === props.freshness) return
    seen.current = props.freshness
    send({ type: 'search.refresh' })
  }, [props.freshness, send])
  const { query, result, error } = state.context
  const active = query.trim() !== ''
  const searching = state.hasTag('searching')
  const now = Date.now()
  const offset = localOffset(now)
  const status = !active
    ? ''
    : searching
      ? SEARCH_COPY.searching
      : result && result.total > 0
        ? SEARCH_COPY.found(result.hits.length, result.total)
        : result
          ? SEARCH_COPY.none(result.query)
          : ''
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      if (query !== '') {
        send({ type: 'search.clear' })
        field.current?.focus()
      } else props.onDismiss?.()
      return
    }
    moveAmongResults(event, list.current, field.current)
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keys from the field and the results it holds.
    <div className={styles.search} onKeyDown={onKeyDown}>
      <search className={styles.field}>
        <label htmlFor={fieldId}>{props.label}</label>
        <input
          ref={field}
          id={fieldId}
          type="search"
          value={query}
          // biome-ignore lint/a11y/noAutofocus: opened on purpose by the person (the conversation's search).
          autoFocus={props.autoFocus}
          autoComplete="off"
          aria-describedby={`${fieldId}-hint`}
          onChange={(event) => send({ type: 'search.type', query: event.target.value })}
        />
        <span id={`${fieldId}-hint`} className={styles.hint}>
          {props.hint}
        </span>
      </search>
      <p role="status" className={active ? styles.status : 'visually-hidden'}>
        {status}
      </p>
      {active && error ? (
        <Alert tone="error">
          {SEARCH_COPY.failed} ({error.message})
        </Alert>
      ) : null}
      {active && result && result.hits.length > 0 ? (
        <ul ref={list} className={styles.results} aria-label={SEARCH_COPY.results}>
          {result.hits.map((hit) => {
            const names = props.names(hit)
            const at = new Date(hit.timestamp)
            return (
              <li key={hit.messageId}>
                <button
                  type="button"
                  className={styles.result}
                  data-result=""
                  onClick={() => props.onOpen(hit)}
                >
                  <span className={styles.meta}>
                    {props.chatId ? null : <span className={styles.chat}>{names.chat}</span>}
                    <span className={styles.sender}>{names.sender}</span>
                    <time dateTime={at.toISOString()}>{rowTime(hit.timestamp, now, offset)}</time>
                  </span>
                  <Highlighted text={hit.text} ranges={hit.ranges} />
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
      {active ? null : props.children}
    </div>
  )
}
