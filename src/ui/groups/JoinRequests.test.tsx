import { act, cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeGroupsMachine, member, sampleGroup } from '../../../tests/_util/machines/groups'
import { fakePeopleSearch } from '../../../tests/_util/machines/people-search'
import { fakePeopleServices } from '../../../tests/_util/ui/people-services'
import { renderWithServices } from '../../../tests/_util/ui/services'
import { TEST_KEYS } from '../../../tests/_util/ui/session-fixtures'
import type { SenderProfiles } from '../../machines/kit/people-names'
import { GroupPage } from './GroupPage'

afterEach(cleanup)

const BOB = 'user:2f1e5c3a9b8d7e6f5a4b3c2d1e0f9a8b7c6db70e'
const ANON = 'user:9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f0001'

/** Each request's row as its text reads: the link (the name), then the short id and the reason. */
const rowsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => [
      within(row).getByRole('link').textContent,
      ...[...row.querySelectorAll('span')].map((s) => s.textContent),
    ])

describe('Join requests', () => {
  it('name each asker by the display rules once read, with the short id until then or when unreadable', async () => {
    let answer: (profiles: SenderProfiles) => void = () => undefined
    const kit = fakeGroupsMachine({
      load: async () => ({
        group: sampleGroup({ creator_id: TEST_KEYS.userid }),
        policy: { policy: 'validate_by_creator', nfts: [] },
      }),
      requests: async () => [
        { userid: BOB, reason: 'let me in' },
        { userid: ANON, reason: '' },
      ],
      profiles: () => new Promise((resolve) => (answer = resolve)),
    })
    renderWithServices(<GroupPage />, {
      fake: { signedIn: true },
      route: '/groups/group:0001',
      path: '/groups/:groupid',
      services: {
        people: fakePeopleServices({ groups: kit.machine, peopleSearch: fakePeopleSearch([member(7)]) }),
      },
    })
    const list = await screen.findByRole('list', { name: 'Join requests' })
    expect(rowsOf(list)).toEqual([['user:...b70e', 'let me in'], ['user:...0001']])

    // ANON's profile could not be read: it is left out of the answer.
    await act(async () => answer({ [BOB]: { userid: BOB, nickname: 'Bob Builder' } }))
    expect(rowsOf(list)).toEqual([['Bob Builder', 'user:...b70e', 'let me in'], ['user:...0001']])
  })
})
