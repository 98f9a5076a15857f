/**
 * Join policies, wallet-signed join requests and approvals, and NFT-gated groups (docs/protocol.md §4.4
 * "Groups", §9.2). Each refusal sits beside the request that succeeds.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import {
  approveJoinRequest,
  createGroup,
  groupInvitation,
  groupJoinRequest,
  groupMembers,
  groupPermissions,
  joinGroup,
  notificationHistory,
  updateGroupPermissions,
} from '#domain/contract'
import type { TestAccount } from '../../../tests/_util/node-client'
import { ethWallet } from '../../../tests/fakes/wallets'
import { expectRefusal } from '../_util/refusal'
import { nodeWith, type TestNode } from '../_util/rest-node'
import { approveBody, joinRequestBody } from '../_util/signed-bodies'

const policy = (value: string) => ({ 'group:join': { type: 'enum', value } })
const NFTS = [{ chain_type: 'eth', contract: '0x0000000000000000000000000000000000000bee' }]

describe('group join policies', () => {
  let node: TestNode, alice: TestAccount, bob: TestAccount, carol: TestAccount
  beforeEach(async () => {
    ;({ node, alice, bob, carol } = await nodeWith(['alice', 'Alice'], ['bob', 'Bob'], ['carol', 'Carol']))
  })

  const memberIds = async (groupid: string) =>
    (await alice.call(groupMembers, { groupid })).items.map((m) => m.userid).sort()
  const groupWith = (value: string) =>
    alice.call(createGroup, { group_name: value, permissions: policy(value) })

  it('public: anyone joins and is answered the group, as a member', async () => {
    const group = await groupWith('public')
    expect(await bob.call(joinGroup, { groupid: group.groupid })).toEqual({
      ...group,
      is_group_member: true,
    })
    expect(await memberIds(group.groupid)).toEqual([alice.userid, bob.userid].sort())
  })

  it('invite only: a join is refused; an invited person is a member and may join again', async () => {
    const group = await groupWith('creator_invite_friends')
    await expectRefusal(
      bob.call(joinGroup, { groupid: group.groupid }),
      403,
      'This group can only be joined by invitation',
    )
    await alice.call(groupInvitation, { groupid: group.groupid, members: [bob.userid] })
    expect(await bob.call(joinGroup, { groupid: group.groupid })).toMatchObject({ is_group_member: true })
    expect(await memberIds(group.groupid)).toEqual([alice.userid, bob.userid].sort())
  })

  it('creator approval: a join is refused, a request waits, the creator approves and the requester is told', async () => {
    const group = await groupWith('validate_by_creator')
    await expectRefusal(
      bob.call(joinGroup, { groupid: group.groupid }),
      403,
      "This group admits members by the creator's approval: send a join request",
    )
    await node.ask(groupJoinRequest, joinRequestBody(bob, group.groupid, node.tick(), { reason: 'books!' }))
    expect(await memberIds(group.groupid)).toEqual([alice.userid])
    const asked = await alice.call(notificationHistory, { notice_type: 'system.group.join_request' })
    expect(asked.items[0]).toMatchObject({
      from: bob.userid,
      payload: { content: 'books!', metadata: { groupid: group.groupid, userid: bob.userid } },
    })
    await node.ask(approveJoinRequest, approveBody(alice, group.groupid, bob.userid, 1, node.tick()))
    expect(await memberIds(group.groupid)).toEqual([alice.userid, bob.userid].sort())
    const told = await bob.call(notificationHistory, { notice_type: 'system.group.agree_join_request' })
    expect(told.items[0]?.payload.metadata).toEqual({ groupid: group.groupid })
    // Answered once: the request is gone.
    await expectRefusal(
      node.ask(approveJoinRequest, approveBody(alice, group.groupid, bob.userid, 1, node.tick())),
      404,
      'Join request not found',
    )
  })

  it('creator approval: only the creator answers, a rejection admits no one', async () => {
    const group = await groupWith('validate_by_creator')
    await node.ask(groupJoinRequest, joinRequestBody(bob, group.groupid, node.tick()))
    await alice.call(joinGroup, { groupid: group.groupid })
    await expectRefusal(
      node.ask(approveJoinRequest, approveBody(carol, group.groupid, bob.userid, 1, node.tick())),
      403,
      'Only the creator can answer join requests',
    )
    await node.ask(approveJoinRequest, approveBody(alice, group.groupid, bob.userid, 0, node.tick()))
    expect(await memberIds(group.groupid)).toEqual([alice.userid])
    await expectRefusal(
      node.ask(approveJoinRequest, approveBody(alice, group.groupid, carol.userid, 1, node.tick())),
      404,
      'Join request not found',
    )
  })

  it('refuses join requests to other policies, from members, and signed for anything else', async () => {
    const approval = await groupWith('validate_by_creator')
    const open = await groupWith('public')
    await expectRefusal(
      node.ask(groupJoinRequest, joinRequestBody(bob, open.groupid, node.tick())),
      403,
      "This group does not admit members by the creator's approval",
    )
    await expectRefusal(
      node.ask(groupJoinRequest, joinRequestBody(alice, approval.groupid, node.tick())),
      409,
      'You are already a member of this group',
    )
    const forOtherGroup = joinRequestBody(bob, approval.groupid, node.tick(), { signedGroupid: open.groupid })
    await expectRefusal(
      node.ask(groupJoinRequest, forOtherGroup),
      401,
      'Signed text does not match the request',
    )
    const approvalText = approveBody(bob, approval.groupid, bob.userid, 1, node.tick())
    const { request_userid: _u, status: _s, reason: _r, ...asRequest } = approvalText
    await expectRefusal(
      node.ask(groupJoinRequest, { ...asRequest, request_reason: '' }),
      401,
      'Signed text does not match the request',
    )
    const byOtherWallet = joinRequestBody(bob, approval.groupid, node.tick(), {
      signer: ethWallet('mallory'),
    })
    await expectRefusal(node.ask(groupJoinRequest, byOtherWallet), 401, 'Invalid wallet signature')
    // The control: the same request, signed by Bob's wallet for this group, is taken.
    await node.ask(groupJoinRequest, joinRequestBody(bob, approval.groupid, node.tick()))
  })
})

describe('NFT-gated groups', () => {
  let node: TestNode, alice: TestAccount, bob: TestAccount
  beforeEach(async () => {
    ;({ node, alice, bob } = await nodeWith(['alice', 'Alice'], ['bob', 'Bob']))
  })

  const nftCreate = () =>
    node.signed(alice, createGroup, {
      group_name: 'Holders',
      permissions: policy('nft_validation'),
      nfts: NFTS,
    })

  it('creates with a signed payload_hash, answers the rule, and admits joins where the rule names NFTs', async () => {
    const req = nftCreate()
    expect(req.body).toMatchObject({ version: 2, payload_hash: req.signContent, nfts: NFTS })
    const answer = (await node.send(req, alice.headers)) as { data: { groupid: string } }
    const groupid = answer.data.groupid
    expect(await bob.call(groupPermissions, { groupid })).toEqual({
      groupid,
      permissions: policy('nft_validation'),
      nfts: NFTS,
    })
    await bob.call(joinGroup, { groupid })
    // The same policy without NFTs names nothing to hold: joins are refused.
    const bare = await alice.call(createGroup, { permissions: policy('nft_validation') })
    await expectRefusal(
      bob.call(joinGroup, { groupid: bare.groupid }),
      403,
      'This group admits NFT holders but names no NFT',
    )
  })

  it('refuses a payload_hash that is not the hash of the request, and NFTs changed after signing, without burning the signature', async () => {
    const req = nftCreate()
    const wrongHash = { ...req, body: { ...req.body, payload_hash: '00'.repeat(32) } }
    await expectRefusal(node.send(wrongHash, alice.headers), 401, 'Invalid signature')
    const otherNfts = { ...req, body: { ...req.body, nfts: [{ chain_type: 'eth', contract: '0xdead' }] } }
    await expectRefusal(node.send(otherNfts, alice.headers), 401, 'Invalid signature')
    // The genuine request, whose signature the tampered copies carried, still goes through.
    expect(await node.send(req, alice.headers)).toMatchObject({ code: 0 })
  })

  it('updates a group to NFT-gated with the hashed signature; only the creator may', async () => {
    const group = await alice.call(createGroup, { group_name: 'Later gated' })
    const params = { groupid: group.groupid, permissions: policy('nft_validation'), nfts: NFTS }
    await expectRefusal(
      bob.call(updateGroupPermissions, params),
      403,
      'Only the creator can change group permissions',
    )
    const req = node.signed(alice, updateGroupPermissions, params)
    expect(req.body).toMatchObject({ version: 2, payload_hash: req.signContent })
    expect(await node.send(req, alice.headers)).toMatchObject({ code: 0 })
    expect(await bob.call(groupPermissions, { groupid: group.groupid })).toMatchObject({ nfts: NFTS })
  })
})
