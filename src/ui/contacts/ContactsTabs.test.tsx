import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ContactsTab } from '../../machines/contacts/contacts.machine'
import { ContactsTabs, tabAfterKey } from './ContactsTabs'

afterEach(cleanup)

const Harness = () => {
  const [tab, setTab] = useState<ContactsTab>('contacts')
  return (
    <ContactsTabs selected={tab} onSelect={setTab}>
      <p>List: {tab}</p>
    </ContactsTabs>
  )
}

const tabs = () => within(screen.getByRole('tablist', { name: 'Contact lists' })).getAllByRole('tab')
const state = () => tabs().map((tab) => [tab.textContent, tab.getAttribute('aria-selected'), tab.tabIndex])

describe('ContactsTabs', () => {
  it('shows the chosen list in a panel named by its tab, the only tab in the Tab order', () => {
    render(<Harness />)
    expect(state()).toEqual([
      ['Contacts', 'true', 0],
      ['Followers', 'false', -1],
      ['Following', 'false', -1],
      ['Requests received', 'false', -1],
      ['Requests sent', 'false', -1],
      ['Groups', 'false', -1],
    ])
    fireEvent.click(screen.getByRole('tab', { name: 'Requests sent' }))
    expect(screen.getByRole('tabpanel', { name: 'Requests sent' }).textContent).toBe('List: sent')
    expect(screen.getByRole('tab', { name: 'Requests sent' }).getAttribute('aria-controls')).toBe(
      screen.getByRole('tabpanel').id,
    )
  })

  it('moves with the arrows (wrapping), Home and End, choosing and focusing each tab', () => {
    render(<Harness />)
    const press = (key: string) => fireEvent.keyDown(document.activeElement as Element, { key })
    screen.getByRole('tab', { name: 'Contacts' }).focus()
    press('ArrowLeft')
    expect(document.activeElement?.textContent).toBe('Groups')
    expect(screen.getByRole('tabpanel', { name: 'Groups' }).textContent).toBe('List: groups')
    press('ArrowRight')
    expect(document.activeElement?.textContent).toBe('Contacts')
    press('End')
    press('ArrowLeft')
    expect(document.activeElement?.textContent).toBe('Requests sent')
    press('Home')
    expect(state()[0]).toEqual(['Contacts', 'true', 0])
    expect(document.activeElement?.getAttribute('aria-selected')).toBe('true')
  })

  it('answers where a key goes and leaves other keys alone', () => {
    expect([
      tabAfterKey('ArrowRight', 5, 6),
      tabAfterKey('ArrowLeft', 0, 6),
      tabAfterKey('End', 2, 6),
    ]).toEqual([0, 5, 5])
    expect(tabAfterKey('Enter', 2, 6)).toBeUndefined()
  })
})
