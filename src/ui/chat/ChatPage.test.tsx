import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  type ConversationScript,
  chatHistory,
  chatMessage,
  providedConversationMachine,
} from '../../../tests/_util/machines/conversation'
import { channel, type InboxScript, providedInboxMachine } from '../../../tests/_util/machines/inbox'
import { fakeServices, renderWithServices, TEST_KEYS } from '../../../tests/_util/ui/services'
import { ChatPage } from './ChatPage'
import { UnreadBadge } from './UnreadBadge'

const open = (
  route: string,
  inbox: InboxScript = {},
  conversation: ConversationScript = {},
  signedIn = true,
) => {
  const i = providedInboxMachine(inbox)
  const c = providedConversationMachine(conversation)
  const services = fakeServices({ signedIn })
  services.fakes.chat.provide({ inbox: i.machine, conversation: c.machine })
  const result = renderWithServices(<ChatPage />, {
    route,
    path: route === '/chat' ? '/chat' : '/chat/:chatid',
    services,
  })
  return { ...result, inbox: i.handle, conversation: c.handle }
}

const ME = TEST_KEYS.userid

const chats = () => screen.getByRole('region', { name: 'Chats' })

describe('ChatPage', () => {
  it('asks a signed-out visitor to sign in', async () => {
    open('/chat', {}, {}, false)
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy()
    expect(await screen.findByText('Sign in to read and send messages.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    // The sign-in dialog is a lazy chunk: on a loaded machine its first import takes a while.
    expect(await screen.findByRole('dialog', { name: 'Connect a wallet' }, { timeout: 10_000 })).toBeTruthy()
  })

  it('[P4.23] lists chats by latest activity with their last message and unread count, live', async () => {
    const { inbox } = open('/chat', {
      initial: [
        channel('user:ann', { chat_name: 'Ann', updatedAt: 1, lastMessage: 'old news' }),
        channel('group:team', { chat_name: 'Team', updatedAt: 2, unread: 3, lastMessage: 'standup?' }),
      ],
    })
    const links = await within(await screen.findByRole('region', { name: 'Chats' })).findAllByRole('link')
    expect(links.map((a) => a.textContent)).toEqual([
      expect.stringMatching(/^Teamstandup\?.*3 unread$/),
      expect.stringMatching(/^Annold news/),
    ])
    expect(links[0]?.getAttribute('href')).toBe('/chat/group:team')
    act(() =>
      inbox.change([
        channel('user:ann', { chat_name: 'Ann', updatedAt: 5, unread: 1, lastMessage: 'new!' }),
        channel('group:team', { chat_name: 'Team', updatedAt: 2, unread: 3, lastMessage: 'standup?' }),
      ]),
    )
    const now = within(chats()).getAllByRole('link')
    expect(now[0]?.textContent).toMatch(/^Annnew!.*1 unread$/)
    expect(screen.getByText('Choose a chat, or find someone to start a new one.')).toBeTruthy()
  })

  it('finds people by address, handle or name and links to a conversation with them', async () => {
    const { inbox } = open('/chat', {
      search: async () => [
        { userid: ME, nickname: 'Me' },
        { userid: 'user:bob', nickname: 'Bob', wallet_address: '0x1234567890abcdef1234567890abcdef12345678' },
      ],
    })
    fireEvent.change(await screen.findByLabelText('Wallet address, handle or name'), {
      target: { value: 'bo' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    const link = await screen.findByRole('link', { name: 'Message Bob' })
    expect(link.getAttribute('href')).toBe('/chat/user:bob')
    expect(screen.queryByRole('link', { name: 'Message Me' })).toBeNull()
    expect(screen.getByText('0x123...5678')).toBeTruthy()
    expect(inbox.calls).toContain('search:bo')
  })

  it('shows a conversation: date separators, sender names, own states and Retry on a failed one', async () => {
    const messages = [
      chatMessage('failed', {
        senderId: ME,
        at: 24 * 60 + 3,
        status: 'failed',
        msgLoading: 'error',
        content: 'lost',
      }),
      chatMessage('sending', {
        senderId: ME,
        at: 24 * 60 + 2,
        msgLoading: 'loading',
        content: 'going',
      }),
      chatMessage('read', { senderId: ME, at: 24 * 60 + 1, status: 'read', content: 'seen it' }),
      chatMessage('hi', {
        at: 0,
        content: '<img src=x onerror=alert(1)> javascript:alert(1)',
        username: 'Pat',
      }),
    ]
    const { conversation } = open('/chat/user:peer', {}, { load: async () => ({ messages, more: false }) })
    const log = await screen.findByRole('log', { name: 'Messages with Pat' })
    await within(log).findByText('lost')
    expect(screen.getByRole('heading', { level: 2, name: 'Pat' })).toBeTruthy()
    const items = within(log)
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(items).toEqual([
      '23 November 2026',
      'Pat 10:00<img src=x onerror=alert(1)> javascript:alert(1)',
      '24 November 2026',
      'You 10:01seen itRead',
      'You 10:02goingSending…',
      'You 10:03lostNot sentRetry',
    ])
    expect(log.querySelector('img[src="x"]')).toBeNull()
    expect(log.querySelector('a')).toBeNull()
    fireEvent.click(within(log).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(conversation.calls).toContain('retry:failed'))
    await waitFor(() => expect(conversation.calls).toContain('read:hi'))
  })

  it('sends read receipts only while the page is visible, and on coming back', async () => {
    const visibility = (state: 'hidden' | 'visible') =>
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
    visibility('hidden')
    try {
      const { conversation } = open(
        '/chat/user:peer',
        {},
        { load: async () => ({ messages: [chatMessage('hi', { content: 'unseen yet' })], more: false }) },
      )
      await screen.findByText('unseen yet')
      expect(conversation.calls.filter((c) => c.startsWith('read'))).toEqual([])
      visibility('visible')
      act(() => void document.dispatchEvent(new Event('visibilitychange')))
      await waitFor(() => expect(conversation.calls).toContain('read:hi'))
    } finally {
      visibility('visible')
    }
  })

  it('Enter sends, Shift+Enter does not, and a failed send keeps the text and says why', async () => {
    let fail = true
    const { fakes, conversation } = open(
      '/chat/user:peer',
      {},
      {
        send: async () => {
          if (fail) throw new Error('indexDB is not initialized')
        },
      },
    )
    const box = await screen.findByRole('textbox', { name: 'Message' })
    fireEvent.change(box, { target: { value: 'hello' } })
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true })
    expect(conversation.calls.filter((c) => c.startsWith('send'))).toEqual([])
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'indexDB is not initialized')
    expect((box as HTMLTextAreaElement).value).toBe('hello')
    expect(fakes.chat.saved.get('user:peer')).toBe('hello')
    fail = false
    fireEvent.keyDown(box, { key: 'Enter' })
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''))
    expect(fakes.chat.saved.get('user:peer')).toBe('')
    expect(conversation.calls.filter((c) => c.startsWith('send'))).toEqual(['send:hello', 'send:hello'])
  })

  it('starts the composer from the chat’s kept draft', async () => {
    const services = fakeServices({ signedIn: true })
    services.fakes.chat.drafts.set('user:peer', 'half written')
    services.fakes.chat.provide({
      inbox: providedInboxMachine().machine,
      conversation: providedConversationMachine().machine,
    })
    renderWithServices(<ChatPage />, { route: '/chat/user:peer', path: '/chat/:chatid', services })
    const box = (await screen.findByRole('textbox', { name: 'Message' })) as HTMLTextAreaElement
    expect(box.value).toBe('half written')
  })

  it('renders only a window of a 10,000-message conversation and offers older pages', async () => {
    const all = chatHistory(10_000)
    const { conversation } = open(
      '/chat/user:peer',
      {},
      {
        // Pages past the first 540 messages stay on their way.
        load: (page, size) =>
          page * size > 540
            ? new Promise(() => {})
            : Promise.resolve({ messages: all.slice(0, page * size), more: page * size < all.length }),
      },
    )
    const log = await screen.findByRole('log')
    // Every message is someone else's and unread: it opens at the oldest of the 540 it read looking for
    // the first unread one, and at the top of what it holds it asks for the next page.
    await within(log).findByText('Text m9460')
    expect(within(log).getAllByRole('listitem').length).toBeLessThan(40)
    await waitFor(() => expect(conversation.calls).toContain('load:7x90'))
    expect(screen.getByRole('button', { name: /Loading older messages/ })).toBeTruthy()
  })

  it('links a group conversation to its group page', async () => {
    open('/chat/group:team', { initial: [channel('group:team', { chat_name: 'Team' })] })
    expect(await screen.findByRole('link', { name: 'Group details' })).toHaveProperty(
      'pathname',
      '/groups/group:team',
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Team' })).toBeTruthy()
  })
})

describe('UnreadBadge', () => {
  it('shows the total unread count, and nothing at 0', () => {
    const { fakes, container } = renderWithServices(<UnreadBadge />)
    expect(container.textContent).toBe('')
    act(() => fakes.chat.setUnread(4))
    expect(container.textContent).toBe('4 unread')
    act(() => fakes.chat.setUnread(0))
    expect(container.textContent).toBe('')
  })
})
