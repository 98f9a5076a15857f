import { describe, expect, it } from 'vitest'
import { memoryContext, START, USERID } from '../../../tests/_util/memory-context'
import vectors from '../../../tests/fixtures/vectors.json'
import {
  groupPermissions,
  targetUserPermissions,
  updateGroupPermissions,
  updateUserPermissions,
  userPermissions,
} from '../../domain/contract'
import { sha256Hex } from '../../domain/crypto/hash'
import { signBase64 } from '../../domain/signing/sign'
import { PermissionModule } from './permission'

const perms = {
  'user:friend_request': { type: 'enum', value: 'deny_all' },
  'user:chat': { type: 'enum', value: 'follower' },
}

describe('PermissionModule', () => {
  it('[P3.30] [P6.3] [P7.33] reads my permissions signed as userid + timestamp (web3mq_user_signature)', async () => {
    const { ctx, node } = memoryContext()
    node.answer(userPermissions, () => ({ permissions: perms }))
    const calls = node.calls
    expect(await new PermissionModule(ctx).getUserPermissions()).toEqual(perms)
    expect(calls[0]?.query).toEqual({
      userid: USERID,
      timestamp: String(START),
      web3mq_user_signature: vectors.restSignature.signature,
    })
  })

  it('[P6.4] [P7.32] reads a target user signed as userid + target_userid + timestamp', async () => {
    const { ctx, node } = memoryContext()
    node.answer(targetUserPermissions, () => ({
      target_userid: 'user:b',
      permissions: perms,
      follow_status: '' as const,
    }))
    const calls = node.calls
    expect(await new PermissionModule(ctx).getTargetUserPermissions('user:b')).toEqual(perms)
    expect(calls[0]?.body).toEqual({
      target_userid: 'user:b',
      userid: USERID,
      timestamp: START,
      web3mq_user_signature: signBase64(`${USERID}user:b${START}`, vectors.keys.seedA),
    })
  })

  it('[P6.5] [P7.34] updates with the JSON text of the permissions object inside the signed string', async () => {
    const { ctx, node } = memoryContext()
    node.answer(updateUserPermissions, () => null)
    const calls = node.calls
    await new PermissionModule(ctx).updateUserPermissions(perms)
    const json =
      '{"user:friend_request":{"type":"enum","value":"deny_all"},"user:chat":{"type":"enum","value":"follower"}}'
    expect(calls[0]?.signContent).toBe(`${USERID}${json}${START}`)
    expect(calls[0]?.body).toEqual({
      permissions: perms,
      userid: USERID,
      timestamp: START,
      web3mq_user_signature: signBase64(`${USERID}${json}${START}`, vectors.keys.seedA),
    })
  })

  it('[P3.30] [P6.6] [P7.14] [P7.15] reads {groupid, permissions} and updates group permissions signed as userid + groupid + timestamp', async () => {
    const group = { 'group:join': { type: 'enum', value: 'creator_invite_friends' } }
    const { ctx, node } = memoryContext()
    node
      .answer(groupPermissions, () => ({ groupid: 'group:1', permissions: group }))
      .answer(updateGroupPermissions, () => null)
    const calls = node.calls
    const permissions = new PermissionModule(ctx)
    expect(await permissions.getGroupPermissions('group:1')).toEqual(group)
    await permissions.updateGroupPermissions('group:1', group)
    expect(calls[0]?.query?.groupid).toBe('group:1')
    expect(calls[0]?.signContent).toBe(`${USERID}group:1${START}`)
    expect(calls[1]?.body).toEqual({
      groupid: 'group:1',
      permissions: group,
      userid: USERID,
      timestamp: START + 1,
      web3mq_user_signature: signBase64(`${USERID}group:1${START + 1}`, vectors.keys.seedA),
    })
  })

  it('updates group permissions with NFTs by signing the payload hash over permissions and NFTs', async () => {
    const { ctx, node } = memoryContext()
    node.answer(updateGroupPermissions, () => null)
    const gated = { 'group:join': { type: 'enum', value: 'nft_validation' } }
    const nfts = [{ contract: '0xbee', chain_type: 'eth' }]
    await new PermissionModule(ctx).updateGroupPermissions('group:1', gated, nfts)
    const hash = sha256Hex(`${USERID}group:1${JSON.stringify(gated)}${JSON.stringify(nfts)}${START}`)
    expect(node.calls[0]?.body).toEqual({
      groupid: 'group:1',
      permissions: gated,
      nfts,
      version: 2,
      payload_hash: hash,
      userid: USERID,
      timestamp: START,
      web3mq_user_signature: signBase64(hash, vectors.keys.seedA),
    })
  })

  it('refuses a permission value without a type before calling the node', async () => {
    const { ctx, node } = memoryContext()
    node.answer(updateUserPermissions, () => null)
    const calls = node.calls
    const bad = { 'user:chat': { value: 'public' } } as unknown as typeof perms
    await expect(new PermissionModule(ctx).updateUserPermissions(bad)).rejects.toMatchObject({
      code: 'INPUT.INVALID',
    })
    expect(calls).toEqual([])
  })
})
