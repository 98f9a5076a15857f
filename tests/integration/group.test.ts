/**
 * GroupModule (with group permissions from PermissionModule) against a real mock node: create, invite
 * (the invitee hears `system.group_invitation` live as "channel.invited"), join, members, info, quit,
 * `group:join` permissions enforced by the node, join requests approved by the creator (also in two steps,
 * the dapp's wallet signing the text, docs/protocol.md §9.2), NFT-gated groups.
 */
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '#domain/errors'
import type { Connection } from '../../src/sdk/connection/connection'
import type { ClientContext } from '../../src/sdk/core/context'
import { GroupModule } from '../../src/sdk/group/group'
import { NotifyModule } from '../../src/sdk/notify/notify'
import { PermissionModule } from '../../src/sdk/permission/permission'
import { nextEvent } from '../_util/events'
import { openLiveSession } from '../_util/live-session'
import { type RunningNode, startMockNode } from '../_util/mock-node'
import { httpSend, signUpAndLogIn, type TestAccount } from '../_util/node-client'
import { contextFor } from '../_util/sdk-context'
import { walletSigner } from '../fakes/wallet-signer'
import { ethWallet, starknetWallet } from '../fakes/wallets'

let node: RunningNode
let creator: TestAccount
let invitee: TestAccount
let joiner: TestAccount
let inviteeCtx: ClientContext
let inviteeSocket: Connection
let groupid = ''

const groupsOf = (account: TestAccount) => new GroupModule(contextFor(node, account))
/** "Issued At" of docs/protocol.md §9.2 (local Y/m/d h:i, 24-hour) for `ms` at `offset` minutes east of UTC. */
const issuedAt = (ms: number, offset: number) => {
  const d = new Date(ms + offset * 60_000)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${d.getUTCFullYear()}/${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`
}
const memberIds = async (account: TestAccount, id: string) =>
  (await groupsOf(account).getGroupMemberList(id)).items.map((m) => m.userid).sort()

beforeAll(async () => {
  node = await startMockNode()
  const send = httpSend(node.url)
  creator = await signUpAndLogIn(send, ethWallet('group-creator'), { nickname: 'Creator' })
  invitee = await signUpAndLogIn(send, starknetWallet('group-invitee', 'argentX'), { nickname: 'Invitee' })
  joiner = await signUpAndLogIn(send, ethWallet('group-joiner'), { nickname: 'Joiner' })
  inviteeCtx = contextFor(node, invitee)
  inviteeSocket = await openLiveSession(inviteeCtx)
})

afterAll(async () => {
  inviteeSocket?.close()
  await node?.close()
})

describe('groups', () => {
  it('[P1.7] creates a group with the creator as its only member', async () => {
    const groups = groupsOf(creator)
    const group = await groups.createGroup({ group_name: 'Builders', avatar_url: 'https://x.test/a.png' })
    groupid = group.groupid
    expect(group).toMatchObject({
      group_name: 'Builders',
      avatar_url: 'https://x.test/a.png',
      creator_id: creator.userid,
    })
    expect((await groups.getGroupList()).items.map((g) => [g.groupid, g.is_group_member])).toEqual([
      [groupid, true],
    ])
    expect(await memberIds(creator, groupid)).toEqual([creator.userid])
  })

  it('[P6.7] an invitation adds the member and reaches them live as channel.invited', async () => {
    const notify = new NotifyModule(inviteeCtx)
    const invited = nextEvent(inviteeCtx.events, 'channel.invited')
    await groupsOf(creator).inviteGroupMember(groupid, [invitee.userid])
    const { notification } = await invited
    expect(notification).toMatchObject({
      type: 'system.group_invitation',
      content: 'Builders',
      come_from: creator.userid,
      metadata: { groupid },
    })
    expect(notify.notifications.map((n) => n.type)).toEqual(['system.group_invitation'])
    expect(await memberIds(invitee, groupid)).toEqual([creator.userid, invitee.userid].sort())
    notify.dispose()
  })

  it('[P6.7] a public group can be joined; info, members and quit follow', async () => {
    const ctx = contextFor(node, joiner)
    const groups = new GroupModule(ctx)
    const joined = nextEvent(ctx.events, 'group.joined')
    const [before] = await groups.getGroupsInfo([groupid, 'group:unknown'])
    expect(before).toMatchObject({ groupid, group_name: 'Builders', is_group_member: false })
    await groups.joinGroup(groupid)
    expect(await joined).toEqual({ groupid })
    expect((await groups.getGroupsInfo([groupid]))[0]?.is_group_member).toBe(true)
    expect(await memberIds(joiner, groupid)).toHaveLength(3)
    await groups.getGroupList()
    await groups.quitGroup(groupid)
    expect(groups.groupList).toEqual([])
    expect((await groups.getGroupList()).total).toBe(0)
    await expect(groups.getGroupMemberList(groupid)).rejects.toMatchObject({
      code: ErrorCode.NodeError,
      message: 'You are not a member of this group',
    })
  })
})

describe('group permissions', () => {
  it('defaults to public; the creator restricts joining and the node enforces it', async () => {
    const permissions = new PermissionModule(contextFor(node, creator))
    expect(await permissions.getGroupPermissions(groupid)).toEqual({
      'group:join': { type: 'enum', value: 'public' },
    })
    await permissions.updateGroupPermissions(groupid, {
      'group:join': { type: 'enum', value: 'creator_invite_friends' },
    })
    expect(
      (await new PermissionModule(contextFor(node, joiner)).getGroupPermissions(groupid))['group:join'],
    ).toEqual({
      type: 'enum',
      value: 'creator_invite_friends',
    })
    await expect(groupsOf(joiner).joinGroup(groupid)).rejects.toThrow(
      'This group can only be joined by invitation',
    )
    await expect(groupsOf(invitee).inviteGroupMember(groupid, [joiner.userid])).rejects.toThrow(
      'Only the creator can invite to this group',
    )
  })

  it('only the creator may change them', async () => {
    await expect(
      new PermissionModule(contextFor(node, invitee)).updateGroupPermissions(groupid, {
        'group:join': { type: 'enum', value: 'public' },
      }),
    ).rejects.toMatchObject({
      code: ErrorCode.NodeError,
      message: 'Only the creator can change group permissions',
    })
  })

  it('a group created with permissions starts with them', async () => {
    const group = await groupsOf(creator).createGroup({
      group_name: 'Closed',
      groupid: 'group:closed-circle',
      permissions: { 'group:join': { type: 'enum', value: 'validate_by_creator' } },
    })
    expect(group.groupid).toBe('group:closed-circle')
    const permissions = await new PermissionModule(contextFor(node, creator)).getGroupPermissions(
      group.groupid,
    )
    expect(permissions['group:join']?.value).toBe('validate_by_creator')
  })
})

describe('join requests and NFT-gated groups', () => {
  it('a group that admits by approval takes a join request, and the creator approves it', async () => {
    const { groupid: closed } = await groupsOf(creator).createGroup({
      group_name: 'Approval',
      permissions: { 'group:join': { type: 'enum', value: 'validate_by_creator' } },
    })
    await expect(groupsOf(joiner).joinGroup(closed)).rejects.toThrow(
      "This group admits members by the creator's approval: send a join request",
    )
    await groupsOf(joiner).joinRequest({
      groupid: closed,
      reason: 'hello',
      signer: walletSigner(joiner.wallet),
    })
    expect(await memberIds(creator, closed)).toEqual([creator.userid])
    await expect(
      groupsOf(invitee).approve({
        groupid: closed,
        requestUserid: joiner.userid,
        approve: true,
        signer: walletSigner(invitee.wallet),
      }),
    ).rejects.toThrow('Only the creator can answer join requests')
    await groupsOf(creator).approve({
      groupid: closed,
      requestUserid: joiner.userid,
      approve: true,
      signer: walletSigner(creator.wallet),
    })
    expect(await memberIds(creator, closed)).toEqual([creator.userid, joiner.userid].sort())
  })

  it('a rejected join request is no longer pending for the creator on another device; a new one is', async () => {
    const { groupid: closed } = await groupsOf(creator).createGroup({
      group_name: 'Rejecting',
      permissions: { 'group:join': { type: 'enum', value: 'validate_by_creator' } },
    })
    const ask = (reason: string) =>
      groupsOf(joiner).joinRequest({ groupid: closed, reason, signer: walletSigner(joiner.wallet) })
    await ask('let me in')
    expect(await groupsOf(creator).getPendingJoinRequests(closed)).toMatchObject([
      { userid: joiner.userid, reason: 'let me in' },
    ])
    await groupsOf(creator).approve({
      groupid: closed,
      requestUserid: joiner.userid,
      approve: false,
      signer: walletSigner(creator.wallet),
    })
    expect(await groupsOf(creator).getPendingJoinRequests(closed)).toEqual([])
    await ask('please reconsider')
    expect(await groupsOf(creator).getPendingJoinRequests(closed)).toMatchObject([
      { userid: joiner.userid, reason: 'please reconsider' },
    ])
  })

  it("a join request and its approval signed by the dapp's wallets in two steps are accepted by the node", async () => {
    const { groupid: closed } = await groupsOf(creator).createGroup({
      group_name: 'Two steps',
      permissions: { 'group:join': { type: 'enum', value: 'validate_by_creator' } },
    })
    const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')
    const joinerCtx = contextFor(node, joiner)
    const asked = await new GroupModule(joinerCtx).getRequestJoinGroupSignContent({
      groupid: closed,
      requestReason: 'two steps',
    })
    expect(asked.signContent).toBe(
      '\n' +
        '    Web3MQ wants you to sign in with your eth account:\n' +
        `    ${joiner.wallet.address}\n` +
        '    \n' +
        '    For group join request signture\n' +
        '    \n' +
        `    Nonce: ${sha256(`${joiner.userid}${closed}two steps${asked.requestTime}`)}\n` +
        `    Issued At: ${issuedAt(asked.requestTime, joinerCtx.ports.clock.tzOffsetMinutes())}`,
    )
    await new GroupModule(joinerCtx).requestJoinGroupBySignature({
      groupid: closed,
      requestReason: 'two steps',
      signContent: asked.signContent,
      signature: joiner.wallet.sign(asked.signContent),
      requestTimestamp: asked.requestTime,
    })
    expect(await groupsOf(creator).getPendingJoinRequests(closed)).toMatchObject([
      { userid: joiner.userid, reason: 'two steps' },
    ])

    const creatorCtx = contextFor(node, creator)
    const answer = await new GroupModule(creatorCtx).getApproveJoinGroupRequestSignContent({
      groupid: closed,
      requestUserid: joiner.userid,
      isApprove: true,
      reason: 'welcome',
    })
    expect(answer.signContent).toBe(
      '\n' +
        'Web3MQ wants you to sign in with your eth account:\n' +
        `${creator.wallet.address}\n` +
        '\n' +
        'For approve group join request signature\n' +
        '\n' +
        `Nonce: ${sha256(`${creator.userid}${closed}${joiner.userid}1welcome${answer.requestTime}`)}\n` +
        `Issued At: ${issuedAt(answer.requestTime, creatorCtx.ports.clock.tzOffsetMinutes())}`,
    )
    await new GroupModule(creatorCtx).approveJoinGroupRequestBySignature({
      groupid: closed,
      requestUserid: joiner.userid,
      isApprove: true,
      reason: 'welcome',
      signContent: answer.signContent,
      signature: creator.wallet.sign(answer.signContent),
      requestTimestamp: answer.requestTime,
    })
    expect(await memberIds(creator, closed)).toEqual([creator.userid, joiner.userid].sort())
    expect(await groupsOf(creator).getPendingJoinRequests(closed)).toEqual([])
  })

  it('refuses an approval text signed for the other answer', async () => {
    const { groupid: closed } = await groupsOf(creator).createGroup({
      group_name: 'Signed for a rejection',
      permissions: { 'group:join': { type: 'enum', value: 'validate_by_creator' } },
    })
    await groupsOf(invitee).joinRequest({ groupid: closed, signer: walletSigner(invitee.wallet) })
    const creatorGroups = groupsOf(creator)
    const rejecting = await creatorGroups.getApproveJoinGroupRequestSignContent({
      groupid: closed,
      requestUserid: invitee.userid,
      isApprove: false,
    })
    await expect(
      creatorGroups.approveJoinGroupRequestBySignature({
        groupid: closed,
        requestUserid: invitee.userid,
        isApprove: true,
        signContent: rejecting.signContent,
        signature: creator.wallet.sign(rejecting.signContent),
        requestTimestamp: rejecting.requestTime,
      }),
    ).rejects.toMatchObject({ code: ErrorCode.NodeError, message: 'Signed text does not match the request' })
    expect(await memberIds(creator, closed)).toEqual([creator.userid])
  })

  it('an NFT-gated group is created with its NFTs and admits a join', async () => {
    const nfts = [{ chain_type: 'eth', contract: '0x0000000000000000000000000000000000000bee' }]
    const gated = await groupsOf(creator).createGroup({ group_name: 'Holders', nfts })
    const permissions = new PermissionModule(contextFor(node, joiner))
    expect((await permissions.getGroupPermissions(gated.groupid))['group:join']?.value).toBe('nft_validation')
    expect(await groupsOf(joiner).joinGroup(gated.groupid)).toMatchObject({
      groupid: gated.groupid,
      is_group_member: true,
    })
  })
})
