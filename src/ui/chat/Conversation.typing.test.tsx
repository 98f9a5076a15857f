/**
 * Typing in the open chat as drawn (docs/product.md §14.11): who is typing under the history, in a polite live
 * region, gone when their message arrives; the composer's changes reach the typing machine.
 */
import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { chatMessage, providedConversationMachine } from '../../../tests/_util/machines/conversation'
import { providedInboxMachine } from '../../../tests/_util/machines/inbox'
import { providedTypingMachine } from '../../../tests/_util/machines/typing'
import { fakeServices, renderWithServices } from '../../../tests/_util/ui/services'
import { ChatPage } from './ChatPage'
import { typingText } from './TypingLine'

const open = (route = '/chat/user:peer') => {
  const before = [chatMessage('a', { status: 'read', username: 'Pat' })]
  const conversation = providedConversationMachine({ load: async () => ({ messages: before, more: false }) })
  const typing = providedTypingMachine()
  const services = fakeServices({ signedIn: true })
  services.fakes.chat.provide({
    inbox: providedInboxMachine().machine,
    conversation: conversation.machine,
    typing: typing.machine,
  })
  renderWithServices(<ChatPage />, { route, path: '/chat/:chatid', services })
  return { conversation: conversation.handle, typing: typing.handle, before }
}

describe('typing in the conversation', () => {
  it('says who is typing, by the name their messages carry, until their message arrives', async () => {
    const { conversation, typing, before } = open()
    await within(await screen.findByRole('log')).findByText('Text a')
    const line = document.getElementById('conversation-typing') as HTMLElement
    expect(line.textContent).toBe('')
    act(() => typing.hear('user:peer'))
    expect(line.textContent).toBe('Pat is typing…')
    act(() => conversation.deliver([chatMessage('b', { at: 1, username: 'Pat' }), ...before]))
    expect(line.textContent).toBe('')
  })

  it('tells the typing machine each change the person makes in the composer', async () => {
    const { typing } = open()
    const box = await screen.findByRole('textbox', { name: 'Message' })
    expect(typing.watching).toBe(true)
    fireEvent.change(box, { target: { value: 'h' } })
    fireEvent.change(box, { target: { value: 'he' } })
    await expect.poll(() => typing.announced).toEqual(['user:peer'])
  })

  it('names one, two, or several people', () => {
    expect(typingText([])).toBe('')
    expect(typingText(['Alice'])).toBe('Alice is typing…')
    expect(typingText(['Alice', 'Bob'])).toBe('Alice and Bob are typing…')
    expect(typingText(['Alice', 'Bob', 'Carol'])).toBe('Several people are typing…')
  })
})
