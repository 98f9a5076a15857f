/**
 * A message's replies, reactions, edits and deletes as a person meets them (docs/product.md §14.9), word for
 * word: the actions behind one button, the emoji toggling one's own reaction, the delete confirmation, Escape
 * giving focus back, the chips and their labels, the quote, "(edited)" and the deleted placeholder.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { chatMessage } from '../../../../tests/_util/machines/conversation'
import type { DisplayMessage } from '../../../domain/messages'
import { ContentBody } from './ContentBody'
import { MessageActions } from './MessageActions'
import { MessageActionsContext, type MessageActionsValue } from './message-actions-context'
import { ReplyBar } from './ReplyBar'

const ME = 'user:me'
const NAMES: Record<string, string> = { 'user:pat': 'Pat', 'user:kim': 'Kim', [ME]: 'You' }

const withActions = (ui: React.ReactNode, loaded = true) => {
  const calls: string[] = []
  const value: MessageActionsValue = {
    selfId: ME,
    nameOf: (id) => NAMES[id] ?? id,
    reply: (id) => calls.push(`reply:${id}`),
    edit: (id) => calls.push(`edit:${id}`),
    react: (id, emoji) => calls.push(`react:${id}:${emoji}`),
    remove: (id) => calls.push(`delete:${id}`),
    showOriginal: (id) => {
      calls.push(`show:${id}`)
      return loaded
    },
  }
  render(<MessageActionsContext.Provider value={value}>{ui}</MessageActionsContext.Provider>)
  return calls
}

const theirs = chatMessage('p1', { senderId: 'user:pat', content: 'Lunch?' })
const mine = chatMessage('m1', {
  senderId: ME,
  content: 'At noon',
  reactions: [{ emoji: '👍', senders: ['user:pat', ME], mine: true }],
})

afterEach(cleanup)

describe('MessageActions', () => {
  it("opens Reply and React on someone else's message; Escape closes and gives focus back", () => {
    const calls = withActions(<MessageActions message={theirs} own={false} />)
    const toggle = screen.getByRole('button', { name: "Actions on Pat's message" })
    expect(toggle.textContent).toBe('')
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const group = screen.getByRole('group', { name: "Actions on Pat's message" })
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Reply', 'React'])
    expect(document.activeElement?.textContent).toBe('Reply')
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' })
    expect(screen.queryByRole('group')).toBeNull()
    expect(document.activeElement).toBe(toggle)
    fireEvent.click(toggle)
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }))
    expect(calls).toEqual(['reply:p1'])
    expect(screen.queryByRole('group')).toBeNull()
  })

  it('offers six quick reactions, mine pressed and named for removal', () => {
    const calls = withActions(<MessageActions message={mine} own />)
    fireEvent.click(screen.getByRole('button', { name: 'Actions on your message' }))
    fireEvent.click(screen.getByRole('button', { name: 'React' }))
    const picks = within(screen.getByRole('group')).getAllByRole('button')
    expect(picks.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Remove your 👍 reaction',
      'React with ❤️',
      'React with 😂',
      'React with 😮',
      'React with 😢',
      'React with 🙏',
    ])
    expect(picks[0]?.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(picks[1] as HTMLElement)
    expect(calls).toEqual(['react:m1:❤️'])
    expect(screen.queryByRole('group')).toBeNull()
  })

  it('edits and deletes own messages, the delete after a confirmation', () => {
    const calls = withActions(<MessageActions message={mine} own />)
    const toggle = screen.getByRole('button', { name: 'Actions on your message' })
    fireEvent.click(toggle)
    expect(
      within(screen.getByRole('group'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Reply', 'React', 'Edit', 'Delete'])
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(screen.getByRole('group').textContent).toContain(
      'Delete this message for everyone? Apps that do not support deleting still show it.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(calls).toEqual([])
    expect(document.activeElement).toBe(toggle)
    fireEvent.click(toggle)
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    fireEvent.click(toggle)
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }))
    expect(calls).toEqual(['delete:m1', 'edit:m1'])
  })

  it('shows nothing on a deleted message', () => {
    withActions(<MessageActions message={{ ...mine, deleted: true }} own />)
    expect(screen.queryByRole('button')).toBeNull()
  })
})

describe('ContentBody', () => {
  const body = (message: DisplayMessage, loaded = true) =>
    withActions(
      <ContentBody message={message}>
        <p>{message.content}</p>
      </ContentBody>,
      loaded,
    )

  it('chips: the count, pressed when mine, labelled with who; a click toggles mine', () => {
    const calls = body(mine)
    const chip = screen.getByRole('button', { name: '👍 2 from Pat and you' })
    expect(chip.textContent).toBe('👍 2')
    expect(chip.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(chip)
    expect(calls).toEqual(['react:m1:👍'])
  })

  it('a reply quotes its parent; activating the quote shows it, or says it is further back', () => {
    const reply = { ...theirs, reply: { parentId: 'm0', from: ME, excerpt: 'Are we on?' } }
    const calls = body(reply, false)
    // Spaces between the parts are the accessible-name algorithm's; the words are these.
    const quote = screen.getByRole('button', {
      name: /^Reply to You ?: Are we on\? Show the original message$/,
    })
    fireEvent.click(quote)
    expect(calls).toEqual(['show:m0'])
    expect(screen.getByRole('status').textContent).toBe('The original message is further back in this chat.')
  })

  it('an edited message says so; a deleted one is only its placeholder', () => {
    body({ ...mine, edited: true, reactions: [] })
    expect(screen.getByText('(edited)')).toBeTruthy()
    cleanup()
    body({ ...mine, deleted: true, content: '' })
    expect(document.body.textContent).toBe('This message was deleted')
  })
})

describe('ReplyBar', () => {
  it('says whom the reply is to, or that a message is being edited, with a cancel', () => {
    let cancelled = 0
    const nameOf = (id: string) => NAMES[id] ?? id
    const { rerender } = render(
      <ReplyBar
        compose={{ kind: 'reply', target: theirs }}
        changeError={undefined}
        nameOf={nameOf}
        onCancel={() => cancelled++}
      />,
    )
    expect(screen.getByText('Replying to Pat:').parentElement?.textContent).toBe(
      'Replying to Pat: Lunch? Escape cancels.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Cancel reply' }))
    rerender(
      <ReplyBar
        compose={{ kind: 'edit', target: mine, draft: '' }}
        changeError={{ code: 'CHAT.SEND', message: 'Your change could not be sent. Try again.' }}
        nameOf={nameOf}
        onCancel={() => cancelled++}
      />,
    )
    expect(screen.getByText('Editing message')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('Your change could not be sent. Try again.')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel editing' }))
    expect(cancelled).toBe(2)
  })
})
