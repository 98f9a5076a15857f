/**
 * The conversation's rhythm as drawn: a burst from one sender in one minute is one group (the name and
 * avatar once), the "New messages" divider above the first unread, and the jumps to it and to the newest.
 * happy-dom lays nothing out: rows take their estimated heights in a 640 px viewport.
 */
import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { chatMessage, providedConversationMachine } from '../../../tests/_util/machines/conversation'
import { providedInboxMachine } from '../../../tests/_util/machines/inbox'
import { fakeServices, renderWithServices } from '../../../tests/_util/ui/services'
import { ChatPage } from './ChatPage'

const open = (messages: ReturnType<typeof chatMessage>[]) => {
  const c = providedConversationMachine({ load: async () => ({ messages, more: false }) })
  const services = fakeServices({ signedIn: true })
  services.fakes.chat.provide({ inbox: providedInboxMachine().machine, conversation: c.machine })
  renderWithServices(<ChatPage />, { route: '/chat/user:peer', path: '/chat/:chatid', services })
  return c.handle
}

/** The log with a real scroll height, so the list can be away from its bottom. */
const scrollable = async (): Promise<HTMLElement> => {
  const log = await screen.findByRole('log')
  Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => 1_000_000 })
  return log
}

const items = (log: HTMLElement) =>
  within(log)
    .getAllByRole('listitem')
    .map((li) => li.textContent)

describe('the conversation rhythm', () => {
  it('draws a burst of one sender in one minute as one group: the name once, the time of each kept', async () => {
    // Newest first, all read: three from Pat at 10:00, then one at 10:01.
    open([
      chatMessage('d', { at: 1, status: 'read' }),
      chatMessage('c', { at: 0, status: 'read' }),
      chatMessage('b', { at: 0, status: 'read' }),
      chatMessage('a', { at: 0, status: 'read' }),
    ])
    const log = await screen.findByRole('log')
    await within(log).findByText('Text d')
    expect(items(log)).toEqual([
      '23 November 2026',
      'Pat 10:00Text a',
      '10:00Text b',
      '10:00Text c',
      'Pat 10:01Text d',
    ])
    // A compact bubble says its time in its title too.
    expect(within(log).getByText('Text b').closest('[title]')?.getAttribute('title')).toBe('10:00')
  })

  it('puts "New messages" above the first unread and jumps to it and to the newest', async () => {
    const read = Array.from({ length: 5 }, (_, i) => chatMessage(`r${4 - i}`, { at: 4 - i, status: 'read' }))
    const unread = Array.from({ length: 40 }, (_, i) => chatMessage(`u${39 - i}`, { at: 100 + 39 - i }))
    open([...unread, ...read])
    const log = await scrollable()
    await within(log).findByText('Text u0')
    // Opened at the divider, above u0; away from the newest, so the jump there is offered.
    expect(items(log).slice(5, 8)).toEqual(['Pat 10:04Text r4', 'New messages', 'Pat 11:40Text u0'])
    const latest = await screen.findByRole('button', { name: 'Jump to latest' })
    expect(screen.queryByRole('button', { name: 'Jump to first unread' })).toBeNull()

    act(() => fireEvent.click(latest))
    await within(log).findByText('Text u39')
    expect(within(log).queryByText('New messages')).toBeNull()
    expect(document.activeElement).toBe(log)
    // The list's own jump lands at the bottom: following again, no jump to the newest, one to the divider.
    act(() => {
      fireEvent.scroll(log)
    })
    expect(screen.queryByRole('button', { name: 'Jump to latest' })).toBeNull()

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Jump to first unread' })))
    await within(log).findByText('New messages')
    expect(screen.queryByRole('button', { name: 'Jump to first unread' })).toBeNull()
    await screen.findByRole('button', { name: 'Jump to latest' })
  })
})
