import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  authInfo,
  note,
  providedSubscriptionMachine,
  type SubscriptionScript,
} from '../../../tests/_util/machines/subscription'
import { fakeScreenServices } from '../../../tests/_util/ui/screen-services'
import { renderWithServices } from '../../../tests/_util/ui/services'
import type { NotificationView } from '../../machines/subscription/subscription.types'
import { SubscriptionPage } from './SubscriptionPage'

afterEach(cleanup)

const open = (script: SubscriptionScript = {}, signedIn = true) => {
  const calls: string[] = []
  renderWithServices(<SubscriptionPage />, {
    fake: { signedIn },
    services: { screens: fakeScreenServices({ subscription: providedSubscriptionMachine(script, calls) }) },
  })
  return calls
}

const section = (name: string) => screen.getByRole('region', { name })

describe('SubscriptionPage', () => {
  it('asks a signed-out visitor to sign in', async () => {
    open({}, false)
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription management' })).toBeTruthy()
    fireEvent.click(await screen.findByRole('button', { name: 'Connect wallet' }))
    expect(await screen.findByRole('dialog', { name: 'Connect a wallet' })).toBeTruthy()
  })

  it('[P1.5] [P7.57] shows the Authorize Dapp copy, the Telegram links, and toggles the push authorisation', async () => {
    let answer: (() => void) | undefined
    const calls = open({
      authInfo: async () => authInfo(0),
      setPushAuth: (status) =>
        new Promise((resolve) => (answer = () => resolve(authInfo(status === 'on' ? 1 : 0)))),
    })
    const push = await screen.findByRole('region', { name: 'Authorize Dapp' })
    expect(within(push).getByText('Provided by the Web3MQ push server')).toBeTruthy()
    expect(within(push).getByText('You need to provide the following authorizations to proceed')).toBeTruthy()
    expect(within(push).getByText('Receive: notifications')).toBeTruthy()
    expect(
      within(push).getByText('Receive message notifications on your behalf and forward them to telegram'),
    ).toBeTruthy()
    const telegram = section('Telegram bot')
    const links = within(telegram).getAllByRole('link')
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'tg://resolve?domain=web3mq_bot',
      'https://t.me/web3mq_bot',
    ])

    fireEvent.click(await within(push).findByRole('button', { name: 'Authorize' }))
    expect(await within(push).findByText('Waiting for accessing')).toBeTruthy()
    expect(within(push).getByText('Waiting for DApp access your Web3MQ account')).toBeTruthy()
    act(() => answer?.())
    expect(await within(push).findByText('Authorization successful')).toBeTruthy()
    fireEvent.click(within(push).getByRole('button', { name: 'Revoke' }))
    await waitFor(() => expect(calls.filter((c) => c.startsWith('setPushAuth'))).toHaveLength(2))
    act(() => answer?.())
    expect(await within(push).findByRole('button', { name: 'Authorize' })).toBeTruthy()
    expect(calls.filter((c) => c.startsWith('setPushAuth'))).toEqual(['setPushAuth:on', 'setPushAuth:off'])
  })

  it('shows "Authorization failure" with Try Again', async () => {
    let attempts = 0
    open({
      setPushAuth: async () => {
        attempts += 1
        if (attempts === 1) throw new Error('User rejected the request')
        return authInfo(1)
      },
    })
    const push = await screen.findByRole('region', { name: 'Authorize Dapp' })
    fireEvent.click(await within(push).findByRole('button', { name: 'Authorize' }))
    expect((await within(push).findByRole('alert')).textContent).toBe(
      'Authorization failure User rejected the request',
    )
    fireEvent.click(within(push).getByRole('button', { name: 'Try Again' }))
    expect(await within(push).findByText('Authorization successful')).toBeTruthy()
    expect(within(push).getByRole('button', { name: 'Revoke' })).toBeTruthy()
  })

  it('creates a topic (cleared after), keeps a failed publication, then publishes it', async () => {
    let failPublish = true
    const calls = open({
      topics: async () => ({ created: [], subscribed: [{ topicid: 'topic:other', topic_name: 'Other' }] }),
      publishTopic: async () => {
        if (failPublish) {
          failPublish = false
          throw new Error('Only the creator can publish')
        }
      },
    })
    const topics = await screen.findByRole('region', { name: 'Topics' })
    expect(await within(topics).findByText('Other')).toBeTruthy()
    const name = within(topics).getByLabelText('Topic name') as HTMLInputElement
    const create = within(topics).getByRole('button', { name: 'Create topic' }) as HTMLButtonElement
    expect(create.disabled).toBe(true)
    fireEvent.change(name, { target: { value: 'Launches' } })
    fireEvent.click(create)
    const publish = await within(topics).findByRole('group', { name: 'Publish to Launches' })
    expect(calls).toContain('createTopic:Launches')
    expect((within(topics).getByLabelText('Topic name') as HTMLInputElement).value).toBe('')

    fireEvent.change(within(publish).getByLabelText('Title'), { target: { value: 'v2 is out' } })
    fireEvent.change(within(publish).getByLabelText('Content'), { target: { value: 'Read the notes' } })
    fireEvent.click(within(publish).getByRole('button', { name: 'Publish' }))
    expect((await within(publish).findByRole('alert')).textContent).toBe('Only the creator can publish')
    expect((within(publish).getByLabelText('Title') as HTMLInputElement).value).toBe('v2 is out')
    expect((within(publish).getByLabelText('Content') as HTMLTextAreaElement).value).toBe('Read the notes')
    fireEvent.click(within(publish).getByRole('button', { name: 'Publish' }))
    expect(await within(topics).findByText('Published "v2 is out" to Launches.')).toBeTruthy()
    // The form clears in the render after the notice's (a busy machine can show one before the other).
    await waitFor(() => expect((within(publish).getByLabelText('Title') as HTMLInputElement).value).toBe(''))
    expect(calls.filter((c) => c.startsWith('publishTopic'))).toEqual([
      'publishTopic:topic:Launches:v2 is out:Read the notes',
      'publishTopic:topic:Launches:v2 is out:Read the notes',
    ])
  })

  it('subscribes to a topic id', async () => {
    const calls = open()
    const topics = await screen.findByRole('region', { name: 'Topics' })
    await within(topics).findByText('You have not subscribed to a topic yet.')
    fireEvent.change(within(topics).getByLabelText('Topic id'), { target: { value: 'topic:abc' } })
    fireEvent.click(within(topics).getByRole('button', { name: 'Subscribe' }))
    expect(await within(topics).findByText('topic:abc', { selector: 'strong' })).toBeTruthy()
    expect(calls).toContain('subscribeTopic:topic:abc')
  })

  it('creates a topic asked for while the lists load; the other forms wait, saying why', async () => {
    let answerLists: () => void = () => undefined
    let answerSubscribe: () => void = () => undefined
    const calls = open({
      topics: () => new Promise((resolve) => (answerLists = () => resolve({ created: [], subscribed: [] }))),
      subscribeTopic: (topicid) => new Promise((resolve) => (answerSubscribe = () => resolve({ topicid }))),
    })
    const topics = await screen.findByRole('region', { name: 'Topics' })
    expect(within(topics).getByText('Loading your topics…')).toBeTruthy()
    fireEvent.change(within(topics).getByLabelText('Topic name'), { target: { value: 'Launches' } })
    fireEvent.click(within(topics).getByRole('button', { name: 'Create topic' }))
    expect(await within(topics).findByRole('group', { name: 'Publish to Launches' })).toBeTruthy()
    expect(calls).toContain('createTopic:Launches')

    fireEvent.change(within(topics).getByLabelText('Topic id'), { target: { value: 'topic:abc' } })
    fireEvent.click(within(topics).getByRole('button', { name: 'Subscribe' }))
    fireEvent.change(within(topics).getByLabelText('Topic name'), { target: { value: 'Second' } })
    const create = within(topics).getByRole('button', { name: 'Create topic' }) as HTMLButtonElement
    expect(create.disabled).toBe(true)
    expect(create.getAttribute('aria-describedby')).toBeTruthy()
    expect(within(topics).getAllByText('Waits for the topic request on its way.').length).toBeGreaterThan(0)
    act(() => answerSubscribe())
    await waitFor(() => expect(create.disabled).toBe(false))
    act(() => answerLists())
    await waitFor(() => expect(within(topics).queryByText('Loading your topics…')).toBeNull())
    expect(within(topics).getByRole('group', { name: 'Publish to Launches' })).toBeTruthy()
    expect(within(topics).getByText('topic:abc', { selector: 'strong' })).toBeTruthy()
  })

  it('marks unread notifications, marks all read, loads more, and announces live ones at the top', async () => {
    let deliver: (n: NotificationView) => void = () => undefined
    const pages: Record<number, NotificationView[]> = {
      1: [note('n1'), note('n2', true)],
      2: [note('n3', true)],
    }
    const calls = open({
      notifications: async (page) => ({ items: pages[page] ?? [], total: 3 }),
      live: (d) => (deliver = d),
    })
    const box = await screen.findByRole('region', { name: /^Notifications \(/ })
    const list = await within(box).findByRole('list', { name: 'Notifications' })
    await within(list).findByText('Title n1')
    const rows = () => within(list).getAllByRole('listitem')
    expect(rows().map((r) => r.getAttribute('data-read'))).toEqual(['false', 'true'])
    expect(within(rows()[0] as HTMLElement).getByText('Unread')).toBeTruthy()
    expect(within(box).getByText('(1 unread)')).toBeTruthy()

    fireEvent.click(within(box).getByRole('button', { name: 'Load more' }))
    await within(list).findByText('Title n3')
    expect(within(box).queryByRole('button', { name: 'Load more' })).toBeNull()

    act(() => deliver(note('live1', false, 'Price alert')))
    expect(rows()[0]?.textContent).toContain('Price alert')
    expect(within(box).getByText('New notification: Price alert').getAttribute('role')).toBe('status')
    expect(within(box).getByText('(2 unread)')).toBeTruthy()

    fireEvent.click(within(box).getByRole('button', { name: 'Mark all as read' }))
    await waitFor(() =>
      expect(rows().map((r) => r.getAttribute('data-read'))).toEqual(['true', 'true', 'true', 'true']),
    )
    expect(calls).toContain('markRead:live1,n1')
    expect(
      (within(box).getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled,
    ).toBe(true)
  })

  it('orders the sections as people come for them: notifications, Telegram, authorisation, pushes, topics', async () => {
    open()
    await screen.findByRole('region', { name: 'Topics' })
    const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(names).toEqual([
      'Notifications (0 unread)',
      'Telegram bot',
      'Authorize Dapp',
      'Notifications when the app is closed',
      'Topics',
    ])
  })

  it('refuses a 500-character topic name with its limit shown, keeping the text; refuses a non-id', async () => {
    const calls = open()
    const topics = await screen.findByRole('region', { name: 'Topics' })
    const name = within(topics).getByLabelText('Topic name') as HTMLInputElement
    expect(within(topics).getByText('0/100 characters')).toBeTruthy()
    fireEvent.change(name, { target: { value: 'x'.repeat(500) } })
    expect(within(topics).getByText('500/100 characters')).toBeTruthy()
    expect(within(topics).getByRole('alert').textContent).toBe(
      'The topic name can be at most 100 characters.',
    )
    expect((within(topics).getByRole('button', { name: 'Create topic' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    expect(name.value).toHaveLength(500)
    fireEvent.change(within(topics).getByLabelText('Topic id'), { target: { value: 'my topic' } })
    expect((within(topics).getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    expect(
      within(topics)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toContain('A topic id starts with "topic:" followed by letters and digits, as its creator shared it.')
    expect(calls.filter((c) => c.startsWith('createTopic') || c.startsWith('subscribeTopic'))).toEqual([])
  })

  it('copies my topic id and confirms a publication beside its Publish button', async () => {
    const calls = open({
      topics: async () => ({ created: [{ topicid: 'topic:a1', topic_name: 'Launches' }], subscribed: [] }),
    })
    const topics = await screen.findByRole('region', { name: 'Topics' })
    fireEvent.click(await within(topics).findByRole('button', { name: 'Copy id of Launches' }))
    expect(await within(topics).findByText('Topic id copied to the clipboard')).toBeTruthy()
    expect(calls).toContain('copyText:topic:a1')
    const publish = within(topics).getByRole('group', { name: 'Publish to Launches' })
    fireEvent.change(within(publish).getByLabelText('Title'), { target: { value: 'Hi' } })
    fireEvent.change(within(publish).getByLabelText('Content'), { target: { value: 'There' } })
    fireEvent.click(within(publish).getByRole('button', { name: 'Publish' }))
    const done = await within(publish).findByText('Published "Hi" to Launches.')
    expect(done.parentElement).toBe(within(publish).getByRole('button', { name: 'Publish' }).parentElement)
  })

  it('names the bound Telegram chat and links to removing it', async () => {
    open({ telegram: async () => ({ telegramId: '5551234', bindName: 'alice_tg' }) })
    const telegram = await screen.findByRole('region', { name: 'Telegram bot' })
    await within(telegram).findByText(/Your wallet is bound to the Telegram chat alice_tg\./)
    expect(within(telegram).getByRole('link', { name: 'Remove this binding' }).getAttribute('href')).toBe(
      '/binddid/telegram/5551234',
    )
  })
})
