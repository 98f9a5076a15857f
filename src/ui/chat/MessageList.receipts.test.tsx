/**
 * Read receipts as the conversation sends them: for the span the reader covered, whether or not the
 * windowed list drew each row, and a chat opening at its first unread message. happy-dom lays nothing
 * out, so rows take their estimated heights (a message 76 px, a date separator and the unread divider 36 px) in a 640 px viewport,
 * and a scroll is the person's: scrollTop set, then the scroll event.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { DisplayMessage } from '../../../src/domain/messages'
import {
  type ConversationScript,
  chatMessage,
  providedConversationMachine,
} from '../../../tests/_util/machines/conversation'
import { providedInboxMachine } from '../../../tests/_util/machines/inbox'
import { fakeServices, renderWithServices } from '../../../tests/_util/ui/services'
import { ChatPage } from './ChatPage'

const open = (conversation: ConversationScript) => {
  const c = providedConversationMachine(conversation)
  const services = fakeServices({ signedIn: true })
  services.fakes.chat.provide({ inbox: providedInboxMachine().machine, conversation: c.machine })
  renderWithServices(<ChatPage />, { route: '/chat/user:peer', path: '/chat/:chatid', services })
  return c.handle
}

/** `count` messages from the other person, newest first, `<prefix>0` the oldest, one a minute from `from`. */
const fromPeer = (count: number, prefix: string, status: 'delivered' | 'read', from = 0) =>
  Array.from({ length: count }, (_, i) =>
    chatMessage(`${prefix}${count - 1 - i}`, { at: from + count - 1 - i, status }),
  )

/** Ids `<prefix>from` … `<prefix>to`. */
const names = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`)

const reads = (calls: readonly string[]) =>
  calls.filter((c) => c.startsWith('read:')).map((c) => c.slice('read:'.length).split(','))

/** The log with a real scroll height, so a scroll away from the bottom stops following new messages. */
const scrollable = async (): Promise<HTMLElement> => {
  const log = await screen.findByRole('log')
  Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => 1_000_000 })
  return log
}

const scrollTo = (log: HTMLElement, y: number) =>
  act(() => {
    log.scrollTop = y
    fireEvent.scroll(log)
  })

describe('read receipts', () => {
  it('marks every message the reader scrolled past, the rows the list never drew included, once', async () => {
    // 200 unread in one page: the chat opens at the oldest, its day's separator above it.
    const messages = fromPeer(200, 'u', 'delivered')
    const handle = open({ load: async () => ({ messages, more: false }) })
    const log = await scrollable()
    await within(log).findByText('Text u0')
    // On screen: the separator (36 px) and u0…u7 (8 × 76 px) fill the 640 px.
    await waitFor(() => expect(reads(handle.calls)).toEqual([names('u', 0, 7)]))
    expect(within(log).queryByText('Text u199')).toBeNull()

    // One scroll event to the end (End, a dragged scrollbar): u8…u191 were never drawn.
    scrollTo(log, 200 * 76 + 36 - 640)
    await within(log).findByText('Text u199')
    await waitFor(() => expect(reads(handle.calls).flat()).toHaveLength(200))
    expect(reads(handle.calls).slice(1)).toEqual([names('u', 8, 107), names('u', 108, 199)])

    // Back to the top and down again: nothing is asked for twice.
    scrollTo(log, 0)
    scrollTo(log, 5000)
    expect(reads(handle.calls).flat()).toHaveLength(200)
  })

  it('opens a chat with 201 unread at the first of them and marks only what is on screen', async () => {
    // Newest first: 201 unread after 20 the reader had read, all on one day.
    const all = [...fromPeer(201, 'u', 'delivered', 20), ...fromPeer(20, 'r', 'read')]
    const handle = open({
      load: async (page, size) => ({ messages: all.slice(0, page * size), more: page * size < all.length }),
    })
    const log = await scrollable()
    await within(log).findByText('Text u0')
    // The "New messages" divider (36 px) at the top, the first unread under it: u0…u7 (36 + 8 × 76 px reach
    // past 640 px); the newest is not on screen.
    await waitFor(() => expect(reads(handle.calls)).toEqual([names('u', 0, 7)]))
    expect(within(log).queryByText('Text u200')).toBeNull()
    expect(handle.calls.filter((c) => c.startsWith('load'))).toEqual([
      'load:1x30',
      'load:2x30',
      'load:2x60',
      'load:3x60',
      'load:3x90',
    ])

    // Reading on down to the newest marks the rest.
    scrollTo(log, 1_000_000)
    await waitFor(() => expect(reads(handle.calls).flat()).toEqual(names('u', 0, 200)))
  })

  it('marks nothing of an older page that comes in above the reader, who stays where they were', async () => {
    // 1,000 unread: it reads back 540 looking for the first, opens at the oldest held (u460) and, at the
    // top of what it holds, asks for the page above.
    const all = fromPeer(1000, 'u', 'delivered')
    const handle = open({
      load: async (page, size) => ({ messages: all.slice(0, page * size), more: true }),
    })
    const log = await scrollable()
    await waitFor(() => expect(handle.calls).toContain('load:7x90'))
    // The page is in: the rows just above the reader are drawn, the reader still at the divider above u460
    // (at the top, the separator of a day that may start higher up left out: 36 px, then u460…u467 in 640 px).
    await within(log).findByText('Text u459')
    await screen.findByRole('button', { name: 'Load older messages' })
    expect(reads(handle.calls)).toEqual([names('u', 460, 467)])
  })

  it('does not mark messages a burst of arrivals moved past the screen without the person scrolling', async () => {
    const before = fromPeer(3, 'r', 'read')
    const handle = open({ load: async () => ({ messages: before, more: false }) })
    const log = await scrollable()
    await within(log).findByText('Text r2')
    // 30 arrive at once while the reader is at the bottom: the list follows to the newest.
    const burst: DisplayMessage[] = fromPeer(30, 'n', 'delivered', 10)
    act(() => handle.deliver([...burst, ...before]))
    await within(log).findByText('Text n29')
    // On screen: n21…n29 (the bottom of 640 px at n29's end, n21 cut at the top); n0…n20 were never there.
    await waitFor(() => expect(reads(handle.calls)).toEqual([names('n', 21, 29)]))
  })
})
