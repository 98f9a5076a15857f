import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import {
  CREATOR,
  fakeGroupsMachine,
  member,
  sampleGroup,
  VISITOR,
} from '../../../tests/_util/machines/groups'
import { NodeError } from '../../domain/errors'
import { CONTRACT_REQUIRED, NAME_REQUIRED } from './groups.machine'
import type { GroupInput, JoinPolicyValue } from './groups.types'

const run = (kit: ReturnType<typeof fakeGroupsMachine>, input: GroupInput) =>
  createActor(kit.machine, { input }).start()

const asVisitor = (policy: JoinPolicyValue, nfts: Record<string, unknown>[] = []) =>
  fakeGroupsMachine({
    load: async () => ({
      group: sampleGroup({ is_group_member: false }),
      policy: { policy, nfts: nfts as never },
    }),
  })

const ready = (actor: ReturnType<typeof run>) => waitFor(actor, (s) => s.matches('ready'))
const calledWith = (kit: ReturnType<typeof fakeGroupsMachine>, name: string) =>
  kit.calls.filter((c) => c.name === name).map((c) => c.input)

describe('groupsMachine', () => {
  it('[P3.17] [P6.7] creates a group from the trimmed name and avatar URL and ends with its id', async () => {
    const kit = fakeGroupsMachine()
    const actor = run(kit, { viewer: CREATOR })
    actor.send({ type: 'group.create' })
    expect(actor.getSnapshot().context.draftError?.message).toBe(NAME_REQUIRED)
    actor.send({ type: 'group.draft', field: 'name', value: ' Book club ' })
    actor.send({ type: 'group.draft', field: 'avatarUrl', value: 'https://example.com/a.png' })
    actor.send({ type: 'group.create' })
    const done = await waitFor(actor, (s) => s.matches('created'))
    expect(done.context.groupid).toBe('group:new')
    expect(calledWith(kit, 'createGroup')).toEqual([
      { name: 'Book club', avatarUrl: 'https://example.com/a.png' },
    ])
  })

  it('a refused create says why and keeps what was typed', async () => {
    const kit = fakeGroupsMachine({
      create: async () => {
        throw new NodeError(500, 'Group store is full')
      },
    })
    const actor = run(kit, { viewer: CREATOR })
    actor.send({ type: 'group.draft', field: 'name', value: 'Book club' })
    actor.send({ type: 'group.create' })
    const s = await waitFor(actor, (x) => x.context.draftError !== undefined)
    expect(s.context.draftError?.message).toBe('Group store is full')
    expect(s.context.draft.name).toBe('Book club')
  })

  it('a member sees the members, paged, and the creator the pending join requests', async () => {
    const kit = fakeGroupsMachine({
      members: async ({ page }) => ({ items: page === 1 ? [member(1)] : [member(2)], total: 2 }),
      requests: async () => [{ userid: VISITOR, reason: 'let me in' }],
    })
    const actor = run(kit, { groupid: 'group:0001', viewer: CREATOR })
    await waitFor(actor, (s) => s.matches({ ready: { members: 'shown', requests: 'shown' } }))
    actor.send({ type: 'group.moreMembers' })
    const s = await waitFor(actor, (x) => x.context.members.page === 2)
    expect(s.context.members.items).toEqual([member(1), member(2)])
    expect(s.context.requests).toEqual([{ userid: VISITOR, reason: 'let me in' }])
  })

  it('a group the node does not know is missing', async () => {
    const kit = fakeGroupsMachine({
      load: async () => ({ group: undefined, policy: { policy: 'public', nfts: [] } }),
    })
    const actor = run(kit, { groupid: 'group:nope', viewer: VISITOR })
    expect((await waitFor(actor, (s) => s.matches('missing'))).context.group).toBeUndefined()
  })

  it('public: a person outside joins at once and then sees the members', async () => {
    const kit = asVisitor('public')
    const actor = run(kit, { groupid: 'group:0001', viewer: VISITOR })
    const s0 = await ready(actor)
    expect(s0.matches({ ready: { members: 'hidden', requests: 'hidden' } })).toBe(true)
    actor.send({ type: 'group.join' })
    const s = await waitFor(actor, (x) => x.matches({ ready: { members: 'shown' } }))
    expect(s.context.group?.is_group_member).toBe(true)
    expect(s.context.membershipNotice).toBe('You joined this group.')
    expect(calledWith(kit, 'joinGroup')).toEqual([{ groupid: 'group:0001' }])
  })

  it('creator approval: joining sends a join request with the reason', async () => {
    const kit = asVisitor('validate_by_creator')
    const actor = run(kit, { groupid: 'group:0001', viewer: VISITOR })
    await ready(actor)
    actor.send({ type: 'group.reason', value: ' I read a lot ' })
    actor.send({ type: 'group.join' })
    const s = await waitFor(actor, (x) => x.matches({ ready: { membership: 'requested' } }))
    expect(s.context.membershipNotice).toBe('Join request sent. The creator will answer it.')
    expect(calledWith(kit, 'requestJoin')).toEqual([{ groupid: 'group:0001', reason: 'I read a lot' }])
    expect(calledWith(kit, 'joinGroup')).toEqual([])
  })

  it('invite only: joining is not offered', async () => {
    const kit = asVisitor('creator_invite_friends')
    const actor = run(kit, { groupid: 'group:0001', viewer: VISITOR })
    await ready(actor)
    expect(actor.getSnapshot().can({ type: 'group.join' })).toBe(false)
  })

  it('NFT-gated: joining asks the node, which checks the holding, and its refusal is said', async () => {
    const kit = fakeGroupsMachine({
      load: async () => ({
        group: sampleGroup({ is_group_member: false }),
        policy: { policy: 'nft_validation', nfts: [{ chain_type: 'evm', contract: '0xnft' }] },
      }),
      join: async () => {
        throw new NodeError(403, 'You do not hold the NFT this group asks for')
      },
    })
    const actor = run(kit, { groupid: 'group:0001', viewer: VISITOR })
    await ready(actor)
    actor.send({ type: 'group.join' })
    const s = await waitFor(actor, (x) => x.context.membershipError !== undefined)
    expect(s.context.membershipError?.message).toBe('You do not hold the NFT this group asks for')
    expect(s.context.policyDraft).toEqual({ policy: 'nft_validation', contract: '0xnft', chain: 'evm' })
  })

  it('leaving hides the members again', async () => {
    const kit = fakeGroupsMachine({
      load: async () => ({ group: sampleGroup(), policy: { policy: 'public', nfts: [] } }),
    })
    const actor = run(kit, { groupid: 'group:0001', viewer: VISITOR })
    await waitFor(actor, (s) => s.matches({ ready: { members: 'shown' } }))
    actor.send({ type: 'group.leave' })
    const s = await waitFor(actor, (x) => x.matches({ ready: { members: 'hidden' } }))
    expect(s.context.group?.is_group_member).toBe(false)
    expect(calledWith(kit, 'leaveGroup')).toEqual([{ groupid: 'group:0001' }])
  })

  it('inviting a person reloads the members and says who was invited', async () => {
    const kit = fakeGroupsMachine()
    const actor = run(kit, { groupid: 'group:0001', viewer: CREATOR })
    await waitFor(actor, (s) => s.matches({ ready: { members: 'shown' } }))
    actor.send({ type: 'group.invite', person: member(5) })
    const s = await waitFor(actor, (x) => x.context.invited !== undefined)
    expect(s.context.invited).toEqual(member(5))
    expect(calledWith(kit, 'invite')).toEqual([{ groupid: 'group:0001', userid: 'user:0005' }])
    expect(calledWith(kit, 'loadMembers')).toHaveLength(2)
  })

  it('the creator sets the join policy; NFT-gated needs a contract and sends it', async () => {
    const kit = fakeGroupsMachine()
    const actor = run(kit, { groupid: 'group:0001', viewer: CREATOR })
    await ready(actor)
    actor.send({ type: 'group.policyDraft', draft: { policy: 'nft_validation' } })
    actor.send({ type: 'group.savePolicy' })
    expect(actor.getSnapshot().context.policyError?.message).toBe(CONTRACT_REQUIRED)
    actor.send({ type: 'group.policyDraft', draft: { contract: ' 0xabc ' } })
    actor.send({ type: 'group.savePolicy' })
    const s = await waitFor(actor, (x) => x.context.policyNotice !== undefined)
    expect(s.context.policyNotice).toBe('Join policy saved.')
    expect(calledWith(kit, 'setPolicy')).toEqual([
      {
        groupid: 'group:0001',
        policy: 'nft_validation',
        nfts: [{ chain_type: 'evm', chain_id: '1', contract: '0xabc' }],
      },
    ])
  })

  it('someone who is not the creator cannot save a policy', async () => {
    const kit = fakeGroupsMachine()
    const actor = run(kit, { groupid: 'group:0001', viewer: VISITOR })
    await ready(actor)
    actor.send({ type: 'group.policyDraft', draft: { policy: 'validate_by_creator' } })
    actor.send({ type: 'group.savePolicy' })
    expect(actor.getSnapshot().matches({ ready: { policy: 'idle' } })).toBe(true)
    expect(calledWith(kit, 'setPolicy')).toEqual([])
  })

  it('a join request arriving live joins the list; approving it admits and removes it', async () => {
    const kit = fakeGroupsMachine()
    const actor = run(kit, { groupid: 'group:0001', viewer: CREATOR })
    await waitFor(actor, (s) => s.matches({ ready: { requests: 'shown' } }))
    kit.joinRequested({ userid: VISITOR, reason: 'hello' })
    expect(actor.getSnapshot().context.requests).toEqual([{ userid: VISITOR, reason: 'hello' }])
    actor.send({ type: 'group.answer', userid: VISITOR, approve: true })
    const s = await waitFor(
      actor,
      (x) => x.context.requests.length === 0 && x.context.answering === undefined,
    )
    expect(s.context.answerError).toBeUndefined()
    expect(calledWith(kit, 'answerJoin')).toEqual([{ groupid: 'group:0001', userid: VISITOR, approve: true }])
    // The members are fetched again; the other regions stay as they were.
    await waitFor(actor, (x) => x.matches({ ready: { members: 'shown' } }))
    expect(calledWith(kit, 'loadMembers')).toHaveLength(2)
    expect(calledWith(kit, 'loadJoinRequests')).toHaveLength(1)
  })
})
