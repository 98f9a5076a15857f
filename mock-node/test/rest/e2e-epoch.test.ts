/**
 * Epoch claims (docs/protocol.md §4.5, §3.10 "Concurrent commits"): the first commit claimed for an epoch holds
 * it and is answered to every later claim and read; only the conversation's members may claim or read (a 1:1
 * pair's two users, a group's members, not someone who left); a group id that names no conversation is refused.
 */
import { describe, expect, it } from 'vitest'
import { claimEpoch, createGroup, groupInvitation, quitGroup, readEpochClaim } from '#domain/contract'
import { bytesToHex, utf8ToBytes } from '#domain/crypto/encoding'
import { sha256Hex } from '#domain/crypto/hash'
import { makeGroupId } from '#domain/e2e'
import { expectRefusal } from '../_util/refusal'
import { nodeWith } from '../_util/rest-node'

const groupIdOf = (conversation: string) => bytesToHex(makeGroupId(conversation, 'ab'.repeat(16)))
const ref = (label: string) => sha256Hex(utf8ToBytes(label))

describe('epoch claims', () => {
  it('keep the first commit claimed for an epoch, for everyone after', async () => {
    const { node, alice, bob } = await nodeWith('alice', 'bob')
    const group_id = groupIdOf([alice.userid, bob.userid].sort().join('+'))
    expect(await alice.call(readEpochClaim, { group_id, epoch: '3' })).toBeNull()
    const first = await alice.call(claimEpoch, { group_id, epoch: '3', commit_ref: ref('alice') })
    expect(first).toEqual({
      group_id,
      epoch: '3',
      commit_ref: ref('alice'),
      userid: alice.userid,
      claimed_at: node.clock.t,
    })
    expect(await bob.call(claimEpoch, { group_id, epoch: '3', commit_ref: ref('bob') })).toEqual(first)
    expect(await bob.call(readEpochClaim, { group_id, epoch: '3' })).toEqual(first)
    // The next epoch is free again.
    expect((await bob.call(claimEpoch, { group_id, epoch: '4', commit_ref: ref('bob') })).userid).toBe(
      bob.userid,
    )
  })

  it('refuse anyone outside the conversation, and a group id that names none', async () => {
    const { alice, bob, mallory } = await nodeWith('alice', 'bob', 'mallory')
    const pair = groupIdOf([alice.userid, bob.userid].sort().join('+'))
    await expectRefusal(
      mallory.call(claimEpoch, { group_id: pair, epoch: '1', commit_ref: ref('m') }),
      403,
      'You are not in this conversation',
    )
    await expectRefusal(
      mallory.call(readEpochClaim, { group_id: pair, epoch: '1' }),
      403,
      'You are not in this conversation',
    )
    const foreign = bytesToHex(utf8ToBytes('some other app|group:1'))
    await expectRefusal(
      alice.call(claimEpoch, { group_id: foreign, epoch: '1', commit_ref: ref('a') }),
      400,
      'Invalid group id',
    )
    expect(await alice.call(readEpochClaim, { group_id: pair, epoch: '1' })).toBeNull()
  })

  it('follow a group’s members: a member claims, one who left is refused', async () => {
    const { alice, bob } = await nodeWith('alice', 'bob')
    const { groupid } = await alice.call(createGroup, { group_name: 'Club' })
    await alice.call(groupInvitation, { groupid, members: [bob.userid] })
    const group_id = groupIdOf(groupid)
    expect((await bob.call(claimEpoch, { group_id, epoch: '1', commit_ref: ref('b') })).userid).toBe(
      bob.userid,
    )
    await bob.call(quitGroup, { groupid })
    await expectRefusal(
      bob.call(readEpochClaim, { group_id, epoch: '1' }),
      403,
      'You are not in this conversation',
    )
  })
})
