import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeChatServices } from '../../../tests/_util/ui/chat-services'
import { renderApp } from '../../../tests/_util/ui/render-app'
import type { AppPages } from './lazy-pages'
import { tabTitle } from './route-title'

const Page = ({ name }: { name: string }) => <h1>{name}</h1>

const PAGES: Partial<AppPages> = {
  ProfilePage: () => <Page name="Profile page" />,
  ChatPage: () => <Page name="Chat page" />,
}

describe('the tab title (docs/product.md §14.10)', () => {
  it('is "<page> · Web3MQ", led by the unread count when there is one, "99+" past 99', () => {
    expect(tabTitle('Messages')).toBe('Messages · Web3MQ')
    expect(tabTitle('Messages', 0)).toBe('Messages · Web3MQ')
    expect(tabTitle('Messages', 3)).toBe('(3) Messages · Web3MQ')
    expect(tabTitle('Your profile', 99)).toBe('(99) Your profile · Web3MQ')
    expect(tabTitle('Your profile', 100)).toBe('(99+) Your profile · Web3MQ')
  })

  it('follows the unread total live on any page and clears when it is read', async () => {
    const chat = fakeChatServices()
    renderApp({ route: '/chat', pages: PAGES, services: { chat } })
    await waitFor(() => expect(document.title).toBe('Messages · Web3MQ'))
    act(() => chat.setUnread(3))
    await waitFor(() => expect(document.title).toBe('(3) Messages · Web3MQ'))
    act(() => chat.setUnread(4))
    await waitFor(() => expect(document.title).toBe('(4) Messages · Web3MQ'))
    act(() => chat.setUnread(0))
    await waitFor(() => expect(document.title).toBe('Messages · Web3MQ'))
  })

  it('counts on pages other than Messages too', async () => {
    const chat = fakeChatServices()
    chat.setUnread(2)
    renderApp({ route: '/profile', pages: PAGES, services: { chat } })
    await waitFor(() => expect(document.title).toBe('(2) Your profile · Web3MQ'))
  })
})
