/**
 * `@web3mq/client` 1.0.25 and groups on the mock node: create, invite, members, group messages, join,
 * permissions, NFT-gated groups (created and updated), a group's secrets kept from outsiders, and join
 * requests with the creator's approval.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { join, nextEvent, nextNotification, type Person } from './person'
import { stageFor } from './stage'
import type { TlsNode } from './tls-node'

interface Group {
  groupid: string
  group_name: string
  creator_id: string
}

const stage = stageFor('groups', ['Alice', 'Bob', 'Carol'], { connected: true })
let node: TlsNode
let alice: Person
let bob: Person
let carol: Person
let group: Group

const JOIN_BY_APPROVAL = { 'group:join': { type: 'enum', value: 'validate_by_creator' } }

const memberIds = async (person: Person, groupid: string) => {
  await person.act()
  const page = (await person.client.channel.getGroupMemberList({ page: 1, size: 20 }, groupid)) as {
    result: { userid: string }[]
  }
  return page.result.map((member) => member.userid).sort()
}

beforeAll(async () => {
  node = stage.node
  ;[alice, bob, carol] = stage.people as [Person, Person, Person]
  await alice.act()
  group = (await alice.client.channel.createRoom({ groupName: 'Book club' } as never)) as Group
})

describe('official SDK: groups', () => {
  it('creates a group its creator can list', async () => {
    expect(group).toMatchObject({ group_name: 'Book club', creator_id: alice.userid })
    expect(group.groupid).toMatch(/^group:/)
    await alice.act()
    expect(await alice.client.channel.queryGroups([group.groupid])).toEqual([
      expect.objectContaining({ groupid: group.groupid, group_name: 'Book club', is_group_member: true }),
    ])
  })

  it('invites a member, who is notified and listed', async () => {
    const invited = nextNotification<{ type: string; metadata: { groupid: string } }>(
      bob,
      (item) => item.type === 'system.group_invitation',
    )
    await alice.act()
    expect(await alice.client.channel.inviteGroupMember([bob.userid], group.groupid)).toMatchObject({
      code: 0,
    })
    expect((await invited).metadata).toEqual({ groupid: group.groupid })
    expect(await memberIds(alice, group.groupid)).toEqual([alice.userid, bob.userid].sort())
  })

  it('delivers a group message to the other members', async () => {
    const received = nextEvent<{ content: string; senderId: string }>(
      bob,
      'message.received',
      (message) => message.content === 'first meeting on Friday',
    )
    await alice.client.message.sendMessage('first meeting on Friday', group.groupid)
    // The SDK names a group message's chat by the group, not the sender.
    expect(await received).toMatchObject({ content: 'first meeting on Friday', senderId: group.groupid })
  })

  it('answers the member count as total_count, which the SDK reads', async () => {
    await alice.act()
    const page = (await alice.client.channel.getGroupMemberList({ page: 1, size: 1 }, group.groupid)) as {
      total_count?: number
    }
    expect(page.total_count).toBe(2)
  })

  it('lets a person join a public group and answers the group item', async () => {
    await carol.act()
    // With a channel list loaded the SDK reads the group from the answer.
    await carol.client.channel.queryChannels({ page: 1, size: 10 })
    const joined = await carol.client.channel.joinGroup(group.groupid)
    expect(joined).toMatchObject({ groupid: group.groupid, group_name: 'Book club' })
  })

  it('reads back the permissions it set, as {groupid, permissions}', async () => {
    await alice.act()
    await alice.client.channel.updateGroupPermissions({
      groupid: group.groupid,
      permissions: JOIN_BY_APPROVAL,
    } as never)
    expect(await alice.client.channel.getGroupPermissions(group.groupid)).toMatchObject({
      data: { groupid: group.groupid, permissions: JOIN_BY_APPROVAL },
    })
    const [withMeta] = await alice.client.channel.queryGroups([group.groupid], true)
    expect(withMeta).toMatchObject({ permissions: JOIN_BY_APPROVAL })
    // Alice, Bob (invited) and Carol (joined).
    expect(withMeta?.memberCount).toBe(3)
  })

  it('creates an NFT-gated group (version 2, signed payload_hash)', async () => {
    await alice.act()
    const nfts = [{ contract: '0x0000000000000000000000000000000000000bee', chain_type: 'eth' }]
    const gated = (await alice.client.channel.createRoom({ groupName: 'Holders', nfts } as never)) as Group
    expect(gated.groupid).toMatch(/^group:/)
    expect(await alice.client.channel.getGroupPermissions(gated.groupid)).toMatchObject({
      data: { permissions: { 'group:join': { type: 'enum', value: 'nft_validation' } } },
    })
  })

  it('updates a group to NFT-gated (version 2, signed payload_hash) and reads its NFTs back', async () => {
    await alice.act()
    const later = (await alice.client.channel.createRoom({ groupName: 'Gated later' } as never)) as Group
    const nfts = [{ chain_type: 'eth', contract: '0x0000000000000000000000000000000000000cafe' }]
    await alice.client.channel.updateGroupPermissions({ groupid: later.groupid, nfts } as never)
    expect(await alice.client.channel.getGroupPermissions(later.groupid)).toMatchObject({
      data: { permissions: { 'group:join': { type: 'enum', value: 'nft_validation' } }, nfts },
    })
  })

  it("keeps a group's history and members from a person outside it", async () => {
    const erin = await join(node.url, 'groups-erin', 'Erin')
    try {
      await erin.connected
      await expect(erin.client.message.getMessageList({ page: 1, size: 10 }, group.groupid)).rejects.toThrow(
        'You are not a member of this group',
      )
      await expect(
        erin.client.channel.getGroupMemberList({ page: 1, size: 10 }, group.groupid),
      ).rejects.toThrow('You are not a member of this group')
    } finally {
      erin.close()
    }
  })

  it('takes a wallet-signed join request and the creator approves it', async () => {
    await alice.act()
    const gated = (await alice.client.channel.createRoom({
      groupName: 'By invitation',
      permissions: JOIN_BY_APPROVAL,
    } as never)) as Group
    const { wallet_type: aliceChain } = await alice.client.user.getMyProfile()
    const dave = await join(node.url, 'groups-dave', 'Dave')
    try {
      await dave.connected
      const reason = 'I love books'
      const request = await dave.client.channel.getRequestJoinGroupSignContent({
        groupid: gated.groupid,
        requestReason: reason,
      })
      await dave.client.channel.requestJoinGroupBySignature({
        signature: dave.wallet.sign(request.signContent),
        signContent: request.signContent,
        requestTimestamp: request.requestTime,
        groupid: gated.groupid,
        requestReason: reason,
      })
      expect(await memberIds(alice, gated.groupid)).toEqual([alice.userid])

      const approval = await alice.client.channel.getApproveJoinGroupRequestSignContent({
        groupid: gated.groupid,
        requestUserid: dave.userid,
        isApprove: true,
      })
      // The approval is wallet-signed (no session headers); Dave's SDK answers its notification by adding
      // the group to his chats with his own session, so his headers are the active ones meanwhile.
      await dave.act()
      const approved = nextNotification<{ type: string; metadata: { groupid: string } }>(
        dave,
        (item) => item.type === 'system.group.agree_join_request',
      )
      await alice.client.channel.approveJoinGroupRequestBySignature({
        signature: alice.wallet.sign(approval.signContent),
        signContent: approval.signContent,
        requestUserid: dave.userid,
        requestTimestamp: approval.requestTime,
        isApprove: true,
        groupid: gated.groupid,
        didType: aliceChain,
        walletAddress: alice.wallet.address,
      } as never)
      expect((await approved).metadata).toEqual({ groupid: gated.groupid })
      await vi.waitFor(async () => {
        const chats = (await dave.client.channel.queryChannels({ page: 1, size: 10 })) as { chatid: string }[]
        expect(chats.map((chat) => chat.chatid)).toContain(gated.groupid)
      })
      expect(await memberIds(alice, gated.groupid)).toEqual([alice.userid, dave.userid].sort())
    } finally {
      dave.close()
    }
  })
})
