import type { KeyboardEvent, ReactNode } from 'react'
import type { ContactsTab } from '../../machines/contacts/contacts.machine'
import { Button } from '../kit'
import styles from './People.module.css'
import { TAB_COPY, TABS } from './people-copy'

const tabId = (tab: ContactsTab) => `contacts-tab-${tab}`
const PANEL_ID = 'contacts-tab-panel'

/** Where a key moves from tab `index` of `count`: the arrows wrap around, Home and End go to the ends. */
export const tabAfterKey = (key: string, index: number, count: number): number | undefined => {
  if (key === 'ArrowRight') return (index + 1) % count
  if (key === 'ArrowLeft') return (index - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return undefined
}

interface ContactsTabsProps {
  selected: ContactsTab
  onSelect: (tab: ContactsTab) => void
  /** The chosen list, shown in the tab panel. */
  children: ReactNode
}

/**
 * The Contacts screen's lists as tabs: kit buttons in a tablist, the chosen one `aria-selected` and the only
 * one in the Tab order; the arrow keys, Home and End move along the tabs and show each list as they go.
 */
export const ContactsTabs = ({ selected, onSelect, children }: ContactsTabsProps) => {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = TABS.findIndex((tab) => tabId(tab) === (event.target as HTMLElement).id)
    const next = from < 0 ? undefined : tabAfterKey(event.key, from, TABS.length)
    if (next === undefined) return
    event.preventDefault()
    const tab = TABS[next] as ContactsTab
    onSelect(tab)
    event.currentTarget.querySelector<HTMLElement>(`#${tabId(tab)}`)?.focus()
  }
  return (
    <>
      <div role="tablist" aria-label="Contact lists" className={styles.tabs} onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <Button
            key={tab}
            id={tabId(tab)}
            role="tab"
            aria-selected={tab === selected}
            aria-controls={PANEL_ID}
            tabIndex={tab === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab)}
          >
            {TAB_COPY[tab].label}
          </Button>
        ))}
      </div>
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(selected)} className={styles.tabPanel}>
        {children}
      </div>
    </>
  )
}
