import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { fakeGroupsMachine, sampleGroup, VISITOR } from '../../../tests/_util/machines/groups'
import type { JoinPolicyValue } from './groups.types'

const outside = (policy: JoinPolicyValue) =>
  fakeGroupsMachine({
    load: async () => ({ group: sampleGroup({ is_group_member: false }), policy: { policy, nfts: [] } }),
  })

const loadsOf = (kit: ReturnType<typeof fakeGroupsMachine>) =>
  kit.calls.filter((c) => c.name === 'loadMembers')

describe('groupsMachine: let in while the page is open (issue 26)', () => {
  it('an approved join request makes the asker a member at once, says so and shows the members', async () => {
    const kit = outside('validate_by_creator')
    const actor = createActor(kit.machine, { input: { groupid: 'group:0001', viewer: VISITOR } }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'group.join' })
    await waitFor(actor, (s) => s.matches({ ready: { membership: 'requested' } }))
    expect(loadsOf(kit)).toEqual([])

    kit.admitted('approved')
    const s = await waitFor(actor, (x) => x.matches({ ready: { members: 'shown' } }))
    expect(s.context.group?.is_group_member).toBe(true)
    expect(s.context.membershipNotice).toBe('Your request to join was approved.')
    expect(s.matches({ ready: { membership: 'idle' } })).toBe(true)
    expect(loadsOf(kit)).toHaveLength(1)
  })

  it('an invitation heard on an invite-only group page makes the visitor a member; a second notice changes nothing', async () => {
    const kit = outside('creator_invite_friends')
    const actor = createActor(kit.machine, { input: { groupid: 'group:0001', viewer: VISITOR } }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    kit.admitted('invited')
    await waitFor(actor, (x) => x.matches({ ready: { members: 'shown' } }))
    expect(actor.getSnapshot().context.membershipNotice).toBe('You were invited to this group.')
    kit.admitted('approved')
    expect(actor.getSnapshot().context.membershipNotice).toBe('You were invited to this group.')
    expect(loadsOf(kit)).toHaveLength(1)
  })
})
