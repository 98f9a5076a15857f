import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  providedSubscriptionMachine,
  type SubscriptionScript,
} from '../../../tests/_util/machines/subscription'
import { fakeScreenServices } from '../../../tests/_util/ui/screen-services'
import { renderWithServices } from '../../../tests/_util/ui/services'
import type { FoundTopic } from '../../domain/contract/endpoints/topic-directory'
import { NodeError } from '../../domain/errors'
import { SubscriptionPage } from './SubscriptionPage'

afterEach(cleanup)

const open = async (script: SubscriptionScript = {}) => {
  const calls: string[] = []
  renderWithServices(<SubscriptionPage />, {
    fake: { signedIn: true },
    services: { screens: fakeScreenServices({ subscription: providedSubscriptionMachine(script, calls) }) },
  })
  const topics = await screen.findByRole('region', { name: 'Topics' })
  await waitFor(() => expect(within(topics).queryByText('Loading your topics…')).toBeNull())
  return { calls, topics }
}

const found = (topicid: string, topic_name: string, subscribed = false): FoundTopic => ({
  topicid,
  topic_name,
  create_at: 1,
  creator_id: 'user:c',
  subscribed,
})

const search = (topics: HTMLElement, keyword: string) => {
  fireEvent.change(within(topics).getByRole('searchbox', { name: 'Name or topic id' }), {
    target: { value: keyword },
  })
  fireEvent.click(within(topics).getByRole('button', { name: 'Search' }))
}

describe('finding topics', () => {
  it('searches by name, says how many match, and subscribes to one found', async () => {
    const { calls, topics } = await open({
      searchTopics: async () => ({
        items: [found('topic:1', 'Release news'), found('topic:2', 'Old news', true)],
        total: 2,
      }),
      subscribeTopic: async (topicid) => ({ topicid, topic_name: 'Release news' }),
    })
    search(topics, 'news')
    expect(await within(topics).findByText('2 topics match "news".')).toBeTruthy()
    expect(calls).toContain('searchTopics:news:1:20')
    const results = within(topics).getByRole('list', { name: 'Find a topic' })
    expect(within(results).getByText('Subscribed')).toBeTruthy()
    fireEvent.click(within(results).getByRole('button', { name: 'Subscribe to Release news' }))
    expect(await within(topics).findByText('Subscribed to Release news.')).toBeTruthy()
    expect(calls).toContain('subscribeTopic:topic:1')
    expect(within(results).queryByRole('button', { name: 'Subscribe to Release news' })).toBeNull()
    // Listed among my subscribed topics, with its own Unsubscribe.
    expect(within(topics).getByRole('button', { name: 'Unsubscribe from Release news' })).toBeTruthy()
    // What was typed stays.
    expect((within(topics).getByRole('searchbox') as HTMLInputElement).value).toBe('news')
  })

  it('marks a found topic subscribed once its id is pasted and subscribed to', async () => {
    const { topics } = await open({
      searchTopics: async () => ({ items: [found('topic:1', 'Release news')], total: 1 }),
    })
    search(topics, 'news')
    await within(topics).findByRole('button', { name: 'Subscribe to Release news' })
    fireEvent.change(within(topics).getByRole('textbox', { name: 'Topic id' }), {
      target: { value: 'topic:1' },
    })
    fireEvent.click(within(topics).getByRole('button', { name: 'Subscribe' }))
    const results = within(topics).getByRole('list', { name: 'Find a topic' })
    expect(await within(results).findByText('Subscribed')).toBeTruthy()
    expect(within(results).queryByRole('button', { name: 'Subscribe to Release news' })).toBeNull()
  })

  it('lists every topic for an empty search, then shows more', async () => {
    const { calls, topics } = await open({
      searchTopics: async ({ page }) =>
        page === 1
          ? { items: [found('topic:1', 'One')], total: 2 }
          : { items: [found('topic:2', 'Two')], total: 2 },
    })
    search(topics, '')
    expect(await within(topics).findByText('2 topics on this node.')).toBeTruthy()
    fireEvent.click(within(topics).getByRole('button', { name: 'Show more topics' }))
    expect(await within(topics).findByText('Two')).toBeTruthy()
    expect(within(topics).queryByRole('button', { name: 'Show more topics' })).toBeNull()
    expect(calls.filter((c) => c.startsWith('searchTopics'))).toEqual([
      'searchTopics::1:20',
      'searchTopics::2:20',
    ])
  })

  it('says plainly when nothing matches, and refuses a search over 100 characters as it is typed', async () => {
    const { calls, topics } = await open({ searchTopics: async () => ({ items: [], total: 0 }) })
    search(topics, 'weather')
    expect(await within(topics).findByText('No topic matches "weather".')).toBeTruthy()
    fireEvent.change(within(topics).getByRole('searchbox'), { target: { value: 'x'.repeat(101) } })
    expect(within(topics).getByRole('alert').textContent).toBe('A search can be at most 100 characters.')
    expect((within(topics).getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(true)
    expect(calls.filter((c) => c.startsWith('searchTopics'))).toHaveLength(1)
  })

  it('on a node without the directory says so in one sentence and keeps the paste-an-id form', async () => {
    const { topics } = await open({ searchTopics: async () => undefined })
    search(topics, 'news')
    expect(
      await within(topics).findByText(
        'This node cannot list or search topics. Subscribe below with a topic id its creator shared.',
      ),
    ).toBeTruthy()
    expect(within(topics).queryByRole('searchbox')).toBeNull()
    expect(within(topics).getByRole('textbox', { name: 'Topic id' })).toBeTruthy()
  })
})

describe('leaving a topic', () => {
  const subscribed = [
    { topicid: 'topic:a', topic_name: 'Alpha' },
    { topicid: 'topic:b', topic_name: 'Beta' },
  ]

  it('asks first; Keep goes back with focus on Unsubscribe; confirming takes it off the list', async () => {
    let answer: (left: boolean) => void = () => {}
    const { calls, topics } = await open({
      topics: async () => ({ created: [], subscribed }),
      unsubscribeTopic: () => new Promise((resolve) => (answer = resolve)),
    })
    const leave = within(topics).getByRole('button', { name: 'Unsubscribe from Alpha' })
    fireEvent.click(leave)
    expect(within(topics).getByText('Stop getting posts from Alpha?')).toBeTruthy()
    const yes = within(topics).getByRole('button', { name: 'Yes, unsubscribe from Alpha' })
    await waitFor(() => expect(document.activeElement).toBe(yes))
    fireEvent.click(within(topics).getByRole('button', { name: 'Keep Alpha' }))
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(topics).getByRole('button', { name: 'Unsubscribe from Alpha' }),
      ),
    )
    expect(calls.filter((c) => c.startsWith('unsubscribeTopic'))).toEqual([])

    fireEvent.click(within(topics).getByRole('button', { name: 'Unsubscribe from Alpha' }))
    fireEvent.click(within(topics).getByRole('button', { name: 'Yes, unsubscribe from Alpha' }))
    expect(calls).toContain('unsubscribeTopic:topic:a')
    act(() => answer(true))
    expect(
      await within(topics).findByText('Unsubscribed from Alpha. Its new posts no longer reach you.'),
    ).toBeTruthy()
    expect(within(topics).queryByText('Alpha', { selector: 'strong' })).toBeNull()
    expect(within(topics).getByText('Beta', { selector: 'strong' })).toBeTruthy()
  })

  it('on a node without unsubscribe keeps the topic, says so, and offers Unsubscribe no more', async () => {
    const { topics } = await open({
      topics: async () => ({ created: [], subscribed }),
      unsubscribeTopic: async () => false,
    })
    fireEvent.click(within(topics).getByRole('button', { name: 'Unsubscribe from Beta' }))
    fireEvent.click(within(topics).getByRole('button', { name: 'Yes, unsubscribe from Beta' }))
    expect(
      await within(topics).findByText(
        'This node does not let you unsubscribe from a topic, so the subscription stays. To stop notifications reaching Telegram, revoke the push server’s authorization above.',
      ),
    ).toBeTruthy()
    expect(within(topics).getByText('Beta', { selector: 'strong' })).toBeTruthy()
    expect(within(topics).queryByRole('button', { name: /^Unsubscribe from/ })).toBeNull()
  })

  it('keeps the topic and shows the node’s words when leaving is refused', async () => {
    const { topics } = await open({
      topics: async () => ({ created: [], subscribed }),
      unsubscribeTopic: async () => {
        throw new NodeError(409, 'You are not subscribed to this topic')
      },
    })
    fireEvent.click(within(topics).getByRole('button', { name: 'Unsubscribe from Alpha' }))
    fireEvent.click(within(topics).getByRole('button', { name: 'Yes, unsubscribe from Alpha' }))
    expect((await within(topics).findByRole('alert')).textContent).toContain(
      'You are not subscribed to this topic',
    )
    expect(within(topics).getByText('Alpha', { selector: 'strong' })).toBeTruthy()
  })
})
