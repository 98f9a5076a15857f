import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { chatHistory, providedConversationMachine } from '../../../../tests/_util/machines/conversation'
import { channel, type InboxScript, providedInboxMachine } from '../../../../tests/_util/machines/inbox'
import { fakeMessageSearch } from '../../../../tests/_util/machines/message-search'
import { fakeServices, renderWithServices, TEST_KEYS } from '../../../../tests/_util/ui/services'
import type { SearchHit, SearchResult } from '../../../domain/search'
import { ChatPage } from '../ChatPage'

const ME = TEST_KEYS.userid
const BOB = 'user:b0b'
/** Bob's chat: 300 messages, newest first (m299 … m0); page 1 holds m299 … m270. */
const history = chatHistory(300).map((m) => ({ ...m, senderId: m.senderId === 'user:me' ? ME : BOB }))
const at = (id: string) => history.find((m) => m.id === id)?.timestamp as number

const hit = (messageId: string, text: string, senderId: string, start: number, end: number): SearchHit => ({
  messageId,
  chatId: BOB,
  senderId,
  senderName: '',
  timestamp: at(messageId),
  text,
  ranges: [{ start, end }],
})

const open = (
  route: string,
  answer: (query: string, chatId: string | undefined) => SearchResult,
  inbox: InboxScript = {},
) => {
  const i = providedInboxMachine({
    initial: [channel(BOB, { chat_name: 'Bob', updatedAt: at('m299'), lastMessage: 'latest' })],
    ...inbox,
  })
  const c = providedConversationMachine({
    load: async (page, size) => ({
      messages: history.slice(0, page * size),
      more: page * size < history.length,
    }),
  })
  const s = fakeMessageSearch(async ({ query, chatId }) => answer(query, chatId))
  const services = fakeServices({ signedIn: true })
  services.fakes.chat.provide({ inbox: i.machine, conversation: c.machine, search: s.machine })
  const result = renderWithServices(<ChatPage />, { route, path: '/chat/:chatid?', services })
  return { ...result, inbox: i.handle, conversation: c.handle, searches: s.calls }
}

const chats = () => screen.getByRole('region', { name: 'Chats' })
const found = (container: HTMLElement) => container.querySelector('[data-found]')

describe('searching the messages on this device (docs/product.md §14.12)', () => {
  it('searches every chat from the list, marks the words and opens a result at its message, pages back', async () => {
    const { searches, conversation, location } = open('/chat', () => ({
      hits: [hit('m201', 'the harbour gate', ME, 4, 11), hit('m200', 'Harbour at dawn', BOB, 0, 7)],
      total: 2,
    }))
    const field = await within(await screen.findByRole('region', { name: 'Chats' })).findByRole('searchbox', {
      name: 'Search messages',
    })
    fireEvent.change(field, { target: { value: 'harbour' } })
    const results = await screen.findByRole('list', { name: 'Messages found' })
    expect(screen.getByText('2 messages match')).toBeTruthy()
    const items = within(results).getAllByRole('button')
    expect(items.map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^BobYou.*the harbour gate$/),
      expect.stringMatching(/^BobBob.*Harbour at dawn$/),
    ])
    expect([...results.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['harbour', 'Harbour'])
    // The list of chats gives way to the results.
    expect(within(chats()).queryByRole('link', { name: /^Bob/ })).toBeNull()
    expect(searches).toEqual([{ query: 'harbour', chatId: undefined }])

    fireEvent.click(items[1] as HTMLElement)
    await waitFor(() => expect(location.pathname).toBe(`/chat/${BOB}`))
    const log = await screen.findByRole('log')
    await waitFor(() => expect(found(log)?.textContent).toContain('Text m200'))
    expect(document.activeElement).toBe(found(log))
    expect(conversation.calls.filter((c) => c.startsWith('load'))).toEqual([
      'load:1x30',
      'load:2x30',
      'load:2x60',
    ])

    // Then the chat's own search, to a message already held.
    const head = screen.getByRole('region', { name: 'Bob' })
    fireEvent.click(within(head).getByRole('button', { name: 'Search in this chat' }))
    fireEvent.change(within(head).getByRole('searchbox'), { target: { value: 'gate' } })
    fireEvent.click(await within(head).findByRole('button', { name: /the harbour gate/ }))
    await waitFor(() => expect(found(log)?.textContent).toContain('Text m201'))
  })

  it('says when nothing matches, searches again as messages arrive, Escape clears, / or Ctrl+K focus it', async () => {
    const { inbox, searches } = open('/chat', () => ({ hits: [], total: 0 }))
    const field = await within(await screen.findByRole('region', { name: 'Chats' })).findByRole('searchbox', {
      name: 'Search messages',
    })
    fireEvent.change(field, { target: { value: 'nothing' } })
    expect(await screen.findByText('No message on this device matches “nothing”.')).toBeTruthy()
    // A message arrives: the query shown is searched again.
    act(() =>
      inbox.change([channel(BOB, { chat_name: 'Bob', updatedAt: at('m299') + 1, lastMessage: 'new' })]),
    )
    await waitFor(() => expect(searches).toHaveLength(2))
    fireEvent.keyDown(field, { key: 'Escape' })
    expect((field as HTMLInputElement).value).toBe('')
    expect(
      await within(await screen.findByRole('region', { name: 'Chats' })).findByRole('link', { name: /^Bob/ }),
    ).toBeTruthy()
    ;(document.activeElement as HTMLElement | null)?.blur()
    fireEvent.keyDown(document.body, { key: '/' })
    expect(document.activeElement).toBe(field)
    field.blur()
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true })
    expect(document.activeElement).toBe(field)
  })

  it('searches the open chat from its head and takes the history to the result; one no longer there says so', async () => {
    const { searches } = open(`/chat/${BOB}`, (query) =>
      query === 'gone'
        ? {
            hits: [{ ...hit('m240', 'gone text', BOB, 0, 4), messageId: 'deleted', timestamp: at('m240') }],
            total: 1,
          }
        : query === 'm290'
          ? { hits: [hit('m290', 'Text m290', ME, 5, 9)], total: 1 }
          : { hits: [hit('m250', 'Text m250', BOB, 5, 9)], total: 1 },
    )
    const head = await screen.findByRole('region', { name: 'Bob' })
    fireEvent.click(within(head).getByRole('button', { name: 'Search in this chat' }))
    const field = within(head).getByRole('searchbox', { name: 'Search messages with Bob' })
    expect(document.activeElement).toBe(field)
    fireEvent.change(field, { target: { value: 'm250' } })
    const result = await within(head).findByRole('button', { name: /Text m250/ })
    fireEvent.click(result)
    const log = screen.getByRole('log')
    await waitFor(() => expect(found(log)?.textContent).toContain('Text m250'))
    expect(within(head).queryByRole('searchbox')).toBeNull()
    expect(searches).toEqual([{ query: 'm250', chatId: BOB }])

    // Again, for a message already held: the history goes there too.
    fireEvent.click(within(head).getByRole('button', { name: 'Search in this chat' }))
    fireEvent.change(within(head).getByRole('searchbox'), { target: { value: 'm290' } })
    fireEvent.click(await within(head).findByRole('button', { name: /Text m290/ }))
    await waitFor(() => expect(found(log)?.textContent).toContain('Text m290'))
    expect(log.querySelectorAll('[data-found]')).toHaveLength(1)
    expect(document.activeElement).toBe(found(log))

    fireEvent.click(within(head).getByRole('button', { name: 'Search in this chat' }))
    fireEvent.change(within(head).getByRole('searchbox'), { target: { value: 'gone' } })
    fireEvent.click(await within(head).findByRole('button', { name: /gone text/ }))
    expect(await screen.findByText('That message could not be found in this chat’s history.')).toBeTruthy()
  })

  it('closes the chat search with Escape in an empty field, focus back on its button', async () => {
    open(`/chat/${BOB}`, () => ({ hits: [], total: 0 }))
    const head = await screen.findByRole('region', { name: 'Bob' })
    const toggle = within(head).getByRole('button', { name: 'Search in this chat' })
    fireEvent.click(toggle)
    fireEvent.keyDown(within(head).getByRole('searchbox'), { key: 'Escape' })
    expect(within(head).queryByRole('searchbox')).toBeNull()
    expect(document.activeElement).toBe(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
  })
})

describe('pinned and archived chats (docs/product.md §14.12)', () => {
  const list = [
    channel('user:a00', { chat_name: 'Ann', updatedAt: 40, lastMessage: 'hi from Ann' }),
    channel('group:team', { chat_name: 'Team', updatedAt: 30, lastMessage: 'standup?' }),
    channel('user:c00', { chat_name: 'Cy', updatedAt: 20, lastMessage: 'yo' }),
  ]
  const names = () =>
    within(chats())
      .queryAllByRole('link')
      .map((a) => a.textContent?.match(/^(Ann|Team|Cy)/)?.[1])
  const act$ = (name: string, action: string) => {
    fireEvent.click(within(chats()).getByRole('button', { name: `Actions for ${name}` }))
    fireEvent.click(within(chats()).getByRole('button', { name: action }))
  }

  it('pins on top in the order pinned and archives into "Archived (n)", by keyboard-reachable buttons', async () => {
    const { inbox } = open('/chat', () => ({ hits: [], total: 0 }), { initial: list })
    await within(await screen.findByRole('region', { name: 'Chats' })).findByRole('link', { name: /^Cy/ })
    act$('Cy', 'Pin')
    act$('Team', 'Pin')
    expect(names()).toEqual(['Cy', 'Team', 'Ann'])
    expect(within(chats()).getByRole('list', { name: 'Pinned' })).toBeTruthy()
    // Focus follows the chat to its new place.
    expect(document.activeElement?.textContent).toMatch(/^Team/)
    act$('Ann', 'Archive')
    expect(names()).toEqual(['Cy', 'Team'])
    const archived = within(chats()).getByRole('button', { name: 'Archived (1)' })
    expect(document.activeElement).toBe(archived)
    fireEvent.click(archived)
    expect(names()).toEqual(['Cy', 'Team', 'Ann'])
    act$('Team', 'Unpin')
    await waitFor(() =>
      expect(inbox.saved.at(-1)).toEqual({
        pinned: ['user:c00'],
        archived: [{ chatid: 'user:a00', since: 40 }],
      }),
    )
  })

  it('brings an archived chat back with a new message unless it is muted', async () => {
    const { inbox } = open('/chat', () => ({ hits: [], total: 0 }), {
      initial: list,
      prefs: {
        pinned: [],
        archived: [
          { chatid: 'user:a00', since: 40 },
          { chatid: 'group:team', since: 30 },
        ],
      },
    })
    await within(await screen.findByRole('region', { name: 'Chats' })).findByRole('button', {
      name: 'Archived (2)',
    })
    expect(names()).toEqual(['Cy'])
    act(() => {
      inbox.mute(['group:team'])
      inbox.change([
        channel('group:team', { chat_name: 'Team', updatedAt: 70, lastMessage: 'muted news' }),
        channel('user:a00', { chat_name: 'Ann', updatedAt: 60, lastMessage: 'back!' }),
        channel('user:c00', { chat_name: 'Cy', updatedAt: 20, lastMessage: 'yo' }),
      ])
    })
    expect(names()).toEqual(['Ann', 'Cy'])
    expect(within(chats()).getByRole('button', { name: 'Archived (1)' })).toBeTruthy()
  })
})
