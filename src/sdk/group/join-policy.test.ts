import { describe, expect, it } from 'vitest'
import { memoryContext } from '../../../tests/_util/memory-context'
import { groupPermissions } from '../../domain/contract'
import { GroupModule } from './group'

describe('GroupModule.getJoinPolicy', () => {
  it('[P7.15] reads group:join and the NFTs of an NFT-gated group', async () => {
    const { ctx, node } = memoryContext()
    const nfts = [{ chain_type: 'evm', chain_id: '1', contract: '0xabc' }]
    node.answer(groupPermissions, () => ({
      groupid: 'group:1',
      permissions: { 'group:join': { type: 'enum', value: 'nft_validation' } },
      nfts,
    }))
    const groups = new GroupModule(ctx)
    expect(await groups.getJoinPolicy('group:1')).toEqual({ policy: 'nft_validation', nfts })
    expect(node.calls[0]?.fields).toMatchObject({ groupid: 'group:1' })
  })

  it('a group that sets no join rule is public, with no NFTs', async () => {
    const { ctx, node } = memoryContext()
    node.answer(groupPermissions, () => ({ groupid: 'group:2', permissions: {} }))
    expect(await new GroupModule(ctx).getJoinPolicy('group:2')).toEqual({ policy: 'public', nfts: [] })
  })
})
