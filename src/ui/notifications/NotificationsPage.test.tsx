import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import {
  entry,
  friendRequest,
  type NotificationsScript,
  startNotifications,
} from '../../../tests/_util/machines/notifications'
import { heldCentre } from '../../../tests/_util/ui/notification-centre'
import { renderWithServices } from '../../../tests/_util/ui/services'
import { fakeLinkPreviews } from '../../../tests/fakes/link-previews'
import { NotificationBell } from './NotificationBell'
import { NotificationsPage } from './NotificationsPage'

const running: { stop(): void }[] = []
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop()
})

const PAGE = 'https://news.example/story'

/** The centre on `script`; given a route, the page is there and other paths show "Elsewhere: …". */
const open = (script: NotificationsScript = {}, signedIn = true, route?: string) => {
  const centre = startNotifications(script)
  running.push(centre.actor)
  const linkPreviews = fakeLinkPreviews({
    [PAGE]: { title: 'A story', img: '', desc: 'What happened', url: PAGE },
  })
  renderWithServices(
    <>
      <NotificationBell />
      <NotificationsPage />
    </>,
    {
      fake: { signedIn },
      services: { notifications: heldCentre(centre.actor), linkPreviews },
      ...(route ? { route, path: route } : {}),
    },
  )
  return centre
}

const items = () => within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem')

describe('NotificationsPage [P1.9]', () => {
  it('asks a signed-out visitor to sign in, with no bell', async () => {
    open({}, false)
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: /^Notifications,/ })).toBeNull()
    fireEvent.click(await screen.findByRole('button', { name: 'Connect wallet' }))
    expect(await screen.findByRole('dialog', { name: 'Connect a wallet' })).toBeTruthy()
  })

  it('lists newest first with sender, time, read state, and the bell names the unread count', async () => {
    open({
      page: async () => ({
        items: [
          { ...entry('n1'), timestamp: Date.UTC(2026, 10, 23, 12, 5) },
          entry('n2', true, 'user:carol1234567'),
        ],
        total: 2,
      }),
      countUnread: async () => 1,
      senders: async () => ({ 'user:bob': { userid: 'user:bob', nickname: 'Bob' } }),
    })
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeTruthy()
    await screen.findByText('From Bob')
    const [first, second] = items()
    expect(within(first as HTMLElement).getByRole('heading', { level: 2, name: 'Title n1' })).toBeTruthy()
    expect(within(first as HTMLElement).getByText('Unread')).toBeTruthy()
    expect(first?.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-23T12:05:00.000Z')
    expect(within(second as HTMLElement).getByText('Read')).toBeTruthy()
    expect(within(second as HTMLElement).getByText('From user:...4567')).toBeTruthy()
    expect(within(second as HTMLElement).queryByRole('button', { name: 'Mark as read' })).toBeNull()
    expect(screen.getByText('1 unread')).toBeTruthy()
  })

  it('marks one as read and then all, lowering the bell', async () => {
    const centre = open({
      page: async () => ({ items: [entry('a'), entry('b'), entry('c')], total: 3 }),
      countUnread: async () => 3,
    })
    await screen.findByRole('link', { name: 'Notifications, 3 unread' })
    const [first] = items()
    fireEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Mark as read' }))
    await screen.findByRole('link', { name: 'Notifications, 2 unread' })
    expect(within(items()[0] as HTMLElement).getByText('Read')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }))
    await screen.findByRole('link', { name: 'Notifications, 0 unread' })
    expect(screen.queryAllByRole('button', { name: 'Mark as read' })).toEqual([])
    expect(centre.calls.filter((c) => c.startsWith('markRead'))).toEqual(['markRead:a', 'markRead:b,c'])
  })

  it('shows a live arrival on top with its links inert or linked and a preview card, and raises the count', async () => {
    const centre = open({ page: async () => ({ items: [entry('old', true)], total: 1 }) })
    await screen.findByRole('heading', { level: 2, name: 'Title old' })
    act(() =>
      centre.deliver([
        { ...entry('live'), title: 'Hello', content: `<b>hi</b> javascript:alert(1) ${PAGE}` },
      ]),
    )
    await screen.findByRole('link', { name: 'Notifications, 1 unread' })
    const top = items()[0] as HTMLElement
    expect(within(top).getByRole('heading', { name: 'Hello' })).toBeTruthy()
    expect(top.querySelector('b')).toBeNull()
    expect(top.textContent).toContain('<b>hi</b> javascript:alert(1)')
    expect(within(top).getByRole('link', { name: PAGE }).getAttribute('href')).toBe(PAGE)
    expect(await within(top).findByRole('article', { name: 'Link preview: A story' })).toBeTruthy()
    expect(screen.getByText('New notification: Hello')).toBeTruthy()
  })

  it('asks browser permission only on click and says what the answer means', async () => {
    const centre = open({ answer: 'denied' })
    const allow = await screen.findByRole('button', { name: 'Allow browser notifications' })
    expect(centre.calls).not.toContain('requestPermission')
    fireEvent.click(allow)
    expect(
      await screen.findByText(
        "Browser notifications are blocked for this site. To get them, allow notifications in the browser's site settings.",
      ),
    ).toBeTruthy()
    expect(centre.calls.filter((c) => c === 'requestPermission')).toHaveLength(1)
  })

  it('says a failed load in its own words and loads again on "Try again"', async () => {
    let fail = true
    open({
      page: async () => {
        if (fail) throw new Error('Request failed with status code 503')
        return { items: [entry('n1')], total: 1 }
      },
    })
    expect((await screen.findByRole('alert')).textContent).toBe('Request failed with status code 503')
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Title n1' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('leads a friend request to its sender and to the answers, a group invitation to the group; opening marks it read', async () => {
    const invitation = {
      ...entry('inv', false, 'user:carol'),
      title: 'Group invitation',
      type: 'system.group_invitation',
      target: { kind: 'group', groupid: 'group:book club' },
    } as const
    const centre = open(
      {
        page: async () => ({
          items: [friendRequest('req', 'user:alice'), invitation, entry('post')],
          total: 3,
        }),
        countUnread: async () => 3,
        senders: async () => ({ 'user:alice': { userid: 'user:alice', nickname: 'Alice' } }),
      },
      true,
      '/notifications',
    )
    await screen.findByText('From Alice')
    const [request, group, post] = items() as HTMLElement[]
    const profile = within(request as HTMLElement).getByRole('link', { name: "Alice's profile" })
    expect(profile.getAttribute('href')).toBe('/profile/user:alice')
    const answer = within(request as HTMLElement).getByRole('link', { name: 'Answer the request' })
    expect(answer.getAttribute('href')).toBe('/contacts?tab=received')
    expect(answer.getAttribute('aria-describedby')).toBe(
      within(request as HTMLElement).getByRole('heading', { name: 'Friend request' }).id,
    )
    const openGroup = within(group as HTMLElement).getByRole('link', { name: 'Open the group' })
    expect(openGroup.getAttribute('href')).toBe('/groups/group:book%20club')
    expect(within(post as HTMLElement).queryAllByRole('link')).toEqual([])

    fireEvent.click(profile)
    expect(await screen.findByText('Elsewhere: /profile/user:alice')).toBeTruthy()
    await waitFor(centre.actor, (s) => s.context.unread === 2)
    expect(centre.actor.getSnapshot().context.items.find((n) => n.id === 'req')?.read).toBe(true)
    expect(centre.calls.filter((c) => c.startsWith('markRead'))).toEqual(['markRead:req'])
  })

  it('pages with "Load more" while the node has more', async () => {
    open({
      page: async (page) => ({ items: page === 1 ? [entry('p1')] : [entry('p2')], total: 2 }),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Title p2' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })
})
