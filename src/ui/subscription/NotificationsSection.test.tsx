import { act, cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { note, providedSubscriptionMachine } from '../../../tests/_util/machines/subscription'
import { fakeScreenServices } from '../../../tests/_util/ui/screen-services'
import { renderWithServices } from '../../../tests/_util/ui/services'
import type { SenderProfiles } from '../../machines/kit/people-names'
import { SubscriptionPage } from './SubscriptionPage'

afterEach(cleanup)

const BOB = 'user:2f1e5c3a9b8d7e6f5a4b3c2d1e0f9a8b7c6db70e'
const ANON = 'user:9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f0001'

/** The "when · From who" line of the row titled `title`. */
const metaOf = (list: HTMLElement, title: string): string => {
  const row = within(list).getByText(title).closest('li') as HTMLElement
  const when = row.querySelector('time')?.textContent ?? ''
  return (row.querySelector('time')?.parentElement?.textContent ?? '').replace(when, '<when>')
}

describe('Subscription page notifications', () => {
  it('say "From" the sender\'s display name once read, the short id until then or when unreadable', async () => {
    let answer: (profiles: SenderProfiles) => void = () => undefined
    renderWithServices(<SubscriptionPage />, {
      fake: { signedIn: true },
      services: {
        screens: fakeScreenServices({
          subscription: providedSubscriptionMachine(
            {
              notifications: async () => ({
                items: [
                  { ...note('n1', false, 'Weekly digest'), come_from: BOB },
                  { ...note('n2', false, 'Price alert'), come_from: ANON },
                ],
                total: 2,
              }),
              senders: () => new Promise((resolve) => (answer = resolve)),
            },
            [],
          ),
        }),
      },
    })
    const list = await screen.findByRole('list', { name: 'Notifications' })
    await within(list).findByText('Weekly digest')
    expect(metaOf(list, 'Weekly digest')).toBe('<when> · From user:...b70e')

    // ANON's profile could not be read: it is left out of the answer.
    await act(async () => answer({ [BOB]: { userid: BOB, nickname: 'Bob Builder' } }))
    expect(metaOf(list, 'Weekly digest')).toBe('<when> · From Bob Builder')
    expect(metaOf(list, 'Price alert')).toBe('<when> · From user:...0001')
  })
})
