import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  fakeGroupsMachine,
  type GroupScript,
  member,
  sampleGroup,
} from '../../../tests/_util/machines/groups'
import { fakePeopleSearch } from '../../../tests/_util/machines/people-search'
import { fakePeopleServices } from '../../../tests/_util/ui/people-services'
import { renderWithServices } from '../../../tests/_util/ui/services'
import { TEST_KEYS } from '../../../tests/_util/ui/session-fixtures'
import { GroupPage } from './GroupPage'

afterEach(cleanup)

const ME = TEST_KEYS.userid

const open = (route: string, script: GroupScript = {}, signedIn = true) => {
  const kit = fakeGroupsMachine(script)
  const result = renderWithServices(<GroupPage />, {
    fake: { signedIn },
    route,
    path: route === '/groups/new' ? '/groups/new' : '/groups/:groupid',
    services: {
      people: fakePeopleServices({ groups: kit.machine, peopleSearch: fakePeopleSearch([member(7)]) }),
    },
  })
  return { kit, result }
}

const outside = (policy: string, nfts: Record<string, unknown>[] = []): GroupScript => ({
  load: async () => ({
    group: sampleGroup({ is_group_member: false, creator_id: 'user:someone' }),
    policy: { policy, nfts: nfts as never },
  }),
})

describe('GroupPage', () => {
  it('asks a signed-out visitor to sign in', async () => {
    open('/groups/group:0001', {}, false)
    expect(screen.getByRole('heading', { level: 1, name: 'Group' })).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Connect wallet' })).toBeTruthy()
  })

  it('[P6.7] creates a group with a name and avatar URL, then goes to it', async () => {
    const { kit } = open('/groups/new')
    expect(await screen.findByRole('heading', { level: 1, name: 'New group' })).toBeTruthy()
    fireEvent.click(await screen.findByRole('button', { name: 'Create group' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Give the group a name.')
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Book club' } })
    fireEvent.change(screen.getByLabelText(/Avatar URL/), { target: { value: 'https://example.com/a.png' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create group' }))
    expect(await screen.findByText('Elsewhere: /groups/group:new')).toBeTruthy()
    expect(kit.calls.find((c) => c.name === 'createGroup')?.input).toEqual({
      name: 'Book club',
      avatarUrl: 'https://example.com/a.png',
    })
  })

  it('a member sees the name, members with Message, Open chat and Leave', async () => {
    open('/groups/group:0001', {
      load: async () => ({ group: sampleGroup(), policy: { policy: 'public', nfts: [] } }),
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Book club' })).toBeTruthy()
    const members = await screen.findByRole('list', { name: 'Members' })
    expect(within(members).getByRole('link', { name: 'member 1' })).toBeTruthy()
    expect(within(members).getByRole('link', { name: 'Message' }).getAttribute('href')).toBe(
      '/chat/user:0001',
    )
    expect(screen.getByRole('link', { name: 'Open chat' }).getAttribute('href')).toBe('/chat/group:0001')
    expect(screen.getByRole('button', { name: 'Leave group' })).toBeTruthy()
  })

  it('public: a person outside joins with one click', async () => {
    const { kit } = open('/groups/group:0001', outside('public'))
    expect(await screen.findByText('Anyone can join this group.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Join group' }))
    expect(await screen.findByText('You joined this group.')).toBeTruthy()
    expect(kit.calls.filter((c) => c.name === 'joinGroup')).toHaveLength(1)
  })

  it('creator approval: the person asks to join with a reason', async () => {
    const { kit } = open('/groups/group:0001', outside('validate_by_creator'))
    expect(await screen.findByText('The creator approves each person who asks to join.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText(/Why you want to join/), { target: { value: 'I read' } })
    fireEvent.click(screen.getByRole('button', { name: 'Ask to join' }))
    expect(await screen.findByText('Join request sent. The creator will answer it.')).toBeTruthy()
    expect(kit.calls.find((c) => c.name === 'requestJoin')?.input).toEqual({
      groupid: 'group:0001',
      reason: 'I read',
    })
  })

  it('invite only says so and offers no way in', async () => {
    open('/groups/group:0001', outside('creator_invite_friends'))
    expect(await screen.findByText('This group is invite only: a member has to invite you.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Join|Ask/ })).toBeNull()
  })

  it('NFT-gated says which NFT it needs', async () => {
    open('/groups/group:0001', outside('nft_validation', [{ chain_type: 'evm', contract: '0xnft' }]))
    expect(await screen.findByText('Only holders of an NFT this group names can join.')).toBeTruthy()
    expect(screen.getByText('0xnft (evm)')).toBeTruthy()
  })

  it('a member invites a person found by search', async () => {
    const { kit } = open('/groups/group:0001')
    const invite = await screen.findByRole('region', { name: 'Invite people' })
    fireEvent.change(within(invite).getByLabelText('Find a person to invite'), {
      target: { value: 'member 7' },
    })
    fireEvent.click(within(invite).getByRole('button', { name: 'Search' }))
    fireEvent.click(await within(invite).findByRole('button', { name: 'Invite' }))
    expect(await within(invite).findByText('Invited member 7.')).toBeTruthy()
    expect(kit.calls.find((c) => c.name === 'invite')?.input).toEqual({
      groupid: 'group:0001',
      userid: 'user:0007',
    })
  })

  it('after an invite the search says the person it found is in the group, not that it found no one', async () => {
    let invited = false
    open('/groups/group:0001', {
      invite: async () => {
        invited = true
      },
      members: async () => ({
        items: invited ? [member(1), member(7)] : [member(1)],
        total: invited ? 2 : 1,
      }),
    })
    const invite = await screen.findByRole('region', { name: 'Invite people' })
    fireEvent.change(within(invite).getByLabelText('Find a person to invite'), {
      target: { value: 'member 7' },
    })
    fireEvent.click(within(invite).getByRole('button', { name: 'Search' }))
    fireEvent.click(await within(invite).findByRole('button', { name: 'Invite' }))
    expect(await within(invite).findByText('Everyone found for “member 7” is in the group.')).toBeTruthy()
    expect(within(invite).getByText('Invited member 7.')).toBeTruthy()
    expect(within(invite).queryByText(/No one found/)).toBeNull()
  })

  it('an asker let in while the page is open becomes a member without a reload', async () => {
    const { kit } = open('/groups/group:0001', outside('validate_by_creator'))
    fireEvent.click(await screen.findByRole('button', { name: 'Ask to join' }))
    expect(await screen.findByText('Join request sent. The creator will answer it.')).toBeTruthy()
    kit.admitted('approved')
    expect(await screen.findByText('You are a member.')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Your request to join was approved.')
    expect(screen.getByRole('link', { name: 'Open chat' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Ask to join' })).toBeNull()
  })

  it('the creator sets the join policy and approves a pending join request', async () => {
    const { kit } = open('/groups/group:0001', {
      load: async () => ({ group: sampleGroup({ creator_id: ME }), policy: { policy: 'public', nfts: [] } }),
      requests: async () => [{ userid: 'user:visitor', reason: 'let me in' }],
    })
    const policy = await screen.findByRole('region', { name: 'Join policy' })
    fireEvent.click(within(policy).getByLabelText('Creator approval: people ask to join'))
    fireEvent.click(within(policy).getByRole('button', { name: 'Save join policy' }))
    expect(await within(policy).findByText('Join policy saved.')).toBeTruthy()
    const requests = await screen.findByRole('list', { name: 'Join requests' })
    expect(within(requests).getByText('let me in')).toBeTruthy()
    fireEvent.click(within(requests).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(screen.getByText('No join requests waiting.')).toBeTruthy())
    expect(kit.calls.find((c) => c.name === 'setPolicy')?.input).toEqual({
      groupid: 'group:0001',
      policy: 'validate_by_creator',
    })
    expect(kit.calls.find((c) => c.name === 'answerJoin')?.input).toEqual({
      groupid: 'group:0001',
      userid: 'user:visitor',
      approve: true,
    })
  })

  it('the creator gates the group on an NFT contract on Starknet', async () => {
    const { kit } = open('/groups/group:0001', {
      load: async () => ({ group: sampleGroup({ creator_id: ME }), policy: { policy: 'public', nfts: [] } }),
    })
    const policy = await screen.findByRole('region', { name: 'Join policy' })
    expect(within(policy).queryByRole('group', { name: 'Chain' })).toBeNull()
    fireEvent.click(within(policy).getByLabelText('NFT-gated: holders of an NFT can join'))
    const chain = within(policy).getByRole('group', { name: 'Chain' })
    expect((within(chain).getByLabelText('Ethereum (EVM)') as HTMLInputElement).checked).toBe(true)
    fireEvent.change(within(policy).getByLabelText('NFT contract'), { target: { value: ' 0xabc ' } })
    fireEvent.click(within(chain).getByLabelText('Starknet'))
    expect((within(chain).getByLabelText('Starknet') as HTMLInputElement).checked).toBe(true)
    fireEvent.click(within(policy).getByRole('button', { name: 'Save join policy' }))
    expect(await within(policy).findByText('Join policy saved.')).toBeTruthy()
    expect(kit.calls.find((c) => c.name === 'setPolicy')?.input).toMatchObject({
      groupid: 'group:0001',
      policy: 'nft_validation',
      nfts: [{ chain_type: 'starknet', contract: '0xabc' }],
    })
  })

  it('someone else does not see the policy setting or join requests', async () => {
    open('/groups/group:0001', outside('public'))
    await screen.findByText('Anyone can join this group.')
    expect(screen.queryByRole('region', { name: 'Join policy' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Join requests' })).toBeNull()
  })
})
