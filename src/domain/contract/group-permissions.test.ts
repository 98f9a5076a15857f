/**
 * Group and user permissions on the wire (docs/protocol.md §4.4 "Groups", "Permissions"): the permission
 * names, how a group's `group:join` answer is read (an unknown policy as invite-only, none as the default),
 * the NFTs of an NFT-gated group, and numbers that arrive as text.
 */
import { describe, expect, it } from 'vitest'
import {
  GROUP_JOIN_PERMISSION,
  groupPermissions,
  num,
  requestSchema,
  USER_CHAT_PERMISSION,
  updateGroupPermissions,
  userInfo,
} from './index'
import { buildRequest, readResponse } from './request'

const joinEntry = (value: unknown) => ({ [GROUP_JOIN_PERMISSION]: { type: 'enum', value } })
const readJoin = (value: unknown) =>
  (
    readResponse(groupPermissions, { code: 0, data: { groupid: 'group:1', permissions: joinEntry(value) } })
      .permissions[GROUP_JOIN_PERMISSION] as { value: unknown }
  ).value
const unexpected = (data: unknown) => () => readResponse(groupPermissions, { code: 0, data })

describe('permission names', () => {
  it('are group:join and user:chat, as every SDK spells them', () => {
    expect([GROUP_JOIN_PERMISSION, USER_CHAT_PERMISSION]).toEqual(['group:join', 'user:chat'])
  })
})

describe("a group's permissions as a node answers them", () => {
  it('reads each group:join policy as sent', () => {
    for (const policy of ['public', 'creator_invite_friends', 'validate_by_creator', 'nft_validation'])
      expect(readJoin(policy)).toBe(policy)
  })

  it('reads a policy this client does not know as invite-only, and no policy as the default', () => {
    expect(readJoin('members_vote')).toBe('creator_invite_friends')
    for (const none of ['', undefined, 7, null]) expect(readJoin(none), String(none)).toBe('')
  })

  it('keeps other permissions as plain entries, each with its type', () => {
    const other = { 'user:chat': { type: 'enum', value: 'friends' } }
    const read = readResponse(groupPermissions, {
      code: 0,
      data: { groupid: 'group:1', permissions: { ...joinEntry('public'), ...other } },
    })
    expect(read.permissions['user:chat']).toEqual(other['user:chat'])
    expect(unexpected({ groupid: 'group:1', permissions: { 'user:chat': { value: 'x' } } })).toThrow(
      /^Unexpected data from \/api\/get_group_permissions\/: permissions\.user:chat\.type: /,
    )
    expect(unexpected({ groupid: 'group:1', permissions: { 'group:join': { value: 'public' } } })).toThrow(
      /permissions\.group:join\.type: /,
    )
    expect(unexpected({ permissions: {} })).toThrow(/: groupid: /)
  })

  it('reads the NFTs of an NFT-gated group and refuses one without a contract', () => {
    const nfts = [{ chain_type: 'evm', chain_id: '1', contract: '0xbee' }]
    const data = { groupid: 'group:1', permissions: joinEntry('nft_validation'), nfts }
    expect(readResponse(groupPermissions, { code: 0, data }).nfts).toEqual(nfts)
    expect(unexpected({ ...data, nfts: [{ chain_type: 'evm' }] })).toThrow(
      'Unexpected data from /api/get_group_permissions/: nfts.0: an NFT needs a contract',
    )
  })

  it('refuses to gate a group by an NFT without a contract', () => {
    const send = () =>
      buildRequest(
        updateGroupPermissions,
        { groupid: 'group:1', permissions: joinEntry('nft_validation'), nfts: [{ chain_type: 'evm' }] },
        { signer: { userid: 'user:me', sign: () => 's' }, timestamp: 1 },
      )
    expect(send).toThrow('Invalid group.updatePermissions request: nfts.0: an NFT needs a contract')
  })
})

describe('numbers in requests and answers', () => {
  it('reads decimal text as a number, as a query string carries it', () => {
    expect(['12', '-3', '1.25', '0.5', 7].map((v) => num.parse(v))).toEqual([12, -3, 1.25, 0.5, 7])
    const query = { userid: 'user:a', timestamp: '1700000000000', web3mq_user_signature: 's', groupid: 'g' }
    expect(requestSchema(groupPermissions).parse(query).timestamp).toBe(1700000000000)
  })

  it('refuses text that is not wholly a decimal number', () => {
    for (const text of ['12x', 'x12', '1.', '.5', '1.2.3', '', '1e3', ' 1'])
      expect(num.safeParse(text).success, text).toBe(false)
    expect(userInfo.params.safeParse({ did_type: 'eth', did_value: '0x1', timestamp: '12x' }).success).toBe(
      false,
    )
  })
})
