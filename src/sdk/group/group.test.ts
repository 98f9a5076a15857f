import { describe, expect, it } from 'vitest'
import { memoryContext, START, USERID } from '../../../tests/_util/memory-context'
import vectors from '../../../tests/fixtures/vectors.json'
import {
  createGroup,
  groupInvitation,
  groupMembers,
  groupsInfo,
  joinGroup,
  myGroups,
  quitGroup,
} from '../../domain/contract'
import { sha256Hex } from '../../domain/crypto/hash'
import { signBase64 } from '../../domain/signing/sign'
import { GroupModule } from './group'

const group = (groupid: string) => ({
  groupid,
  group_name: `G ${groupid}`,
  avatar_url: '',
  avatar_base64: '',
})
const member = (userid: string) => ({ userid, nickname: userid })

describe('GroupModule', () => {
  it('[P3.17] [P7.9] creates a group signed as userid + groupid + timestamp, groupid empty when absent', async () => {
    const { ctx, node } = memoryContext()
    node.answer(createGroup, () => group('group:1'))
    const calls = node.calls
    const groups = new GroupModule(ctx)
    const created: string[] = []
    ctx.events.on('group.created', (e) => created.push(e.groupid))
    expect(await groups.createGroup({ group_name: 'Friends' })).toEqual(group('group:1'))
    await groups.createGroup({
      group_name: 'Own',
      groupid: 'group:mine',
      permissions: { 'group:join': { type: 'enum', value: 'public' } },
    })
    expect(calls[0]?.body).toEqual({
      group_name: 'Friends',
      userid: USERID,
      timestamp: START,
      web3mq_signature: vectors.restSignature.signature,
    })
    expect(calls[1]?.signContent).toBe(`${USERID}group:mine${START + 1}`)
    expect(calls[1]?.body?.permissions).toEqual({ 'group:join': { type: 'enum', value: 'public' } })
    expect(created).toEqual(['group:1', 'group:1'])
    expect(groups.groupList.map((g) => g.groupid)).toEqual(['group:1'])
  })

  it('creates an NFT-gated group: nft_validation, version 2, and the session key signs payload_hash', async () => {
    const { ctx, node } = memoryContext()
    node.answer(createGroup, () => group('group:nft'))
    const nfts = [{ chain_type: 'eth', contract: '0xbee' }]
    await new GroupModule(ctx).createGroup({ group_name: 'Holders', nfts })
    const permissions = { 'group:join': { type: 'enum', value: 'nft_validation' } }
    const hash = sha256Hex(`${USERID}${JSON.stringify(permissions)}${JSON.stringify(nfts)}${START}`)
    expect(node.calls[0]?.signContent).toBe(hash)
    expect(node.calls[0]?.body).toEqual({
      group_name: 'Holders',
      nfts,
      permissions,
      version: 2,
      payload_hash: hash,
      userid: USERID,
      timestamp: START,
      web3mq_signature: signBase64(hash, vectors.keys.seedA),
    })
  })

  it('leaves out an empty avatar URL and sends one that is given', async () => {
    const { ctx, node } = memoryContext()
    node.answer(createGroup, () => group('group:1'))
    const groups = new GroupModule(ctx)
    await groups.createGroup({ group_name: 'Plain', avatar_url: '' })
    await groups.createGroup({ group_name: 'Pictured', avatar_url: 'https://example.org/a.png' })
    expect(node.calls[0]?.body).not.toHaveProperty('avatar_url')
    expect(node.calls[1]?.body?.avatar_url).toBe('https://example.org/a.png')
  })

  it('merges my groups page by page and drops a group I quit', async () => {
    const { ctx, node } = memoryContext()
    node.answer(quitGroup, () => null)
    const calls = node.calls
    const groups = new GroupModule(ctx)
    node.answer(myGroups, () => ({ items: [group('a'), group('b')], total: 3 }))
    expect((await groups.getGroupList({ page: 1, size: 2 })).total).toBe(3)
    node.answer(myGroups, () => ({ items: [group('c')], total: 3 }))
    await groups.getGroupList({ page: 2, size: 2 })
    expect(groups.groupList.map((g) => g.groupid)).toEqual(['a', 'b', 'c'])
    await groups.quitGroup('b')
    expect(groups.groupList.map((g) => g.groupid)).toEqual(['a', 'c'])
    expect(calls[2]?.body).toEqual({
      groupid: 'b',
      userid: USERID,
      timestamp: START + 2,
      web3mq_user_signature: signBase64(`${USERID}b${START + 2}`, vectors.keys.seedA),
    })
  })

  it('[P7.11] lists members per group (userid + groupid + timestamp) and emits group.getMembers', async () => {
    const { ctx, node } = memoryContext()
    const calls = node.calls
    const groups = new GroupModule(ctx)
    const events: unknown[] = []
    ctx.events.on('group.getMembers', (e) => events.push({ groupid: e.groupid, n: e.members.length }))
    node.answer(groupMembers, () => ({ items: [member('u1'), member('u2')], total: 2 }))
    await groups.getGroupMemberList('g1')
    node.answer(groupMembers, () => ({ items: [member('u2'), member('u3')], total: 3 }))
    await groups.getGroupMemberList('g1', { page: 2 })
    await groups.getGroupMemberList('g2')
    expect(calls[0]?.signContent).toBe(`${USERID}g1${START}`)
    expect(calls[0]?.query?.groupid).toBe('g1')
    expect(groups.members.g1?.map((m) => m.userid)).toEqual(['u1', 'u2', 'u3'])
    expect(groups.members.g2?.map((m) => m.userid)).toEqual(['u2', 'u3'])
    expect(events).toEqual([
      { groupid: 'g1', n: 2 },
      { groupid: 'g1', n: 3 },
      { groupid: 'g2', n: 2 },
    ])
  })

  it('[P6.7] [P7.12] [P7.13] invites (userid + groupid + timestamp, web3mq_signature) and joins (web3mq_user_signature)', async () => {
    const { ctx, node } = memoryContext()
    node.answer(groupInvitation, () => null).answer(joinGroup, () => group('g1'))
    const calls = node.calls
    const groups = new GroupModule(ctx)
    const joined: string[] = []
    ctx.events.on('group.joined', (e) => joined.push(e.groupid))
    await groups.inviteGroupMember('g1', ['u1', 'u2'])
    expect(await groups.joinGroup('g1')).toEqual(group('g1'))
    expect(calls[0]?.body).toEqual({
      groupid: 'g1',
      members: ['u1', 'u2'],
      userid: USERID,
      timestamp: START,
      web3mq_signature: signBase64(`${USERID}g1${START}`, vectors.keys.seedA),
    })
    expect(calls[1]?.body).toHaveProperty(
      'web3mq_user_signature',
      signBase64(`${USERID}g1${START + 1}`, vectors.keys.seedA),
    )
    expect(joined).toEqual(['g1'])
  })

  it('reads groups info from the data_list shape signed as userid + timestamp', async () => {
    const { ctx, node } = memoryContext()
    node.answer(groupsInfo, () => ({ items: [{ ...group('a'), is_group_member: true }], total: 1 }))
    const calls = node.calls
    expect(await new GroupModule(ctx).getGroupsInfo(['a', 'missing'])).toEqual([
      { ...group('a'), is_group_member: true },
    ])
    expect(calls[0]?.body).toEqual({
      groupid_list: ['a', 'missing'],
      userid: USERID,
      timestamp: START,
      web3mq_user_signature: vectors.restSignature.signature,
    })
  })

  it("reads one group's information, or nothing when the node knows no such group", async () => {
    const { ctx, node } = memoryContext()
    node.answer(groupsInfo, ({ groupid_list }) => ({
      items: groupid_list.filter((id) => id === 'a').map((id) => group(id)),
      total: 1,
    }))
    const groups = new GroupModule(ctx)
    expect(await groups.getGroupInfo('a')).toEqual(group('a'))
    expect(await groups.getGroupInfo('missing')).toBeUndefined()
  })

  it('rejects a join with the node msg and emits nothing', async () => {
    const { ctx, node } = memoryContext()
    node.refuse(joinGroup, 403, 'This group can only be joined by invitation')
    const joined: string[] = []
    ctx.events.on('group.joined', (e) => joined.push(e.groupid))
    await expect(new GroupModule(ctx).joinGroup('g')).rejects.toThrow(
      'This group can only be joined by invitation',
    )
    expect(joined).toEqual([])
  })
})
