import { describe, expect, it } from 'vitest'
import { memoryContext, START } from '../../../tests/_util/memory-context'
import { didLookup, isRefusal, NodeMessage, userInfo } from '../../domain/contract'
import { ErrorCode, NodeError } from '../../domain/errors'
import { ADDRESS_CACHE_MS, addressResolverOf, isWalletAddress } from './address-resolver'
import { UserModule } from './user'

const ADDRESS = '0xAbCdEf0000000000000000000000000000000001'
const HOLDER = 'user:holder'

/** A context whose node knows one wallet: `ADDRESS` on `eth` (any letter case) and on `starknet`. */
const lookupNode = () => {
  const { ctx, node, clock } = memoryContext()
  node.answer(userInfo, ({ did_type, did_value }) => {
    if (did_value.toLowerCase() !== ADDRESS.toLowerCase()) throw new Error(`unexpected ${did_value}`)
    return { userid: did_type === 'starknet' ? 'user:stark-holder' : HOLDER, main_pubkey: 'ab' }
  })
  return { ctx, node, clock, lookups: () => node.callsTo(userInfo) }
}

describe('isWalletAddress', () => {
  it('reads 0x-prefixed values (any case) as addresses and Web3MQ ids as ids', () => {
    expect([ADDRESS, '0x5', '0X5', 'user:0x5', 'group:abc', 'topic:x', '', '0'].map(isWalletAddress)).toEqual(
      [true, true, true, false, false, false, false, false],
    )
  })
})

describe('UserModule.transformAddress', () => {
  it('looks an eth address up with the unsigned get_user_info, the address as given', async () => {
    const { ctx, lookups } = lookupNode()
    expect(await new UserModule(ctx).transformAddress(ADDRESS)).toBe(HOLDER)
    expect(lookups().map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/get_user_info/', { did_type: 'eth', did_value: ADDRESS, timestamp: START }],
    ])
    expect(lookups()[0]?.body).not.toHaveProperty('web3mq_signature')
  })

  it('names the did type it is given', async () => {
    const { ctx, lookups } = lookupNode()
    expect(await new UserModule(ctx).transformAddress(ADDRESS, 'starknet')).toBe('user:stark-holder')
    expect(lookups()[0]?.body?.did_type).toBe('starknet')
  })

  it('returns a Web3MQ id unchanged without asking the node, whatever the did type', async () => {
    const { ctx, node } = lookupNode()
    const user = new UserModule(ctx)
    expect(await user.transformAddress('user:someone')).toBe('user:someone')
    expect(await user.transformAddress('group:g1', 'starknet')).toBe('group:g1')
    expect(node.calls).toEqual([])
  })

  it('rejects an address no user holds with the node refusal "User not found"', async () => {
    const { ctx, node } = memoryContext()
    node.refuse(userInfo, 404, NodeMessage.userNotFound)
    const error = await new UserModule(ctx)
      .transformAddress('0x0000000000000000000000000000000000000bad')
      .then(
        () => undefined,
        (e: unknown) => e,
      )
    expect(error).toBeInstanceOf(NodeError)
    expect(error).toMatchObject({
      code: ErrorCode.NodeError,
      message: 'User not found',
      nodeCode: 404,
      detail: { nodeCode: 404, endpoint: 'user.info', refusal: 'userNotFound' },
    })
    expect(isRefusal(didLookup, error, 'userNotFound')).toBe(true)
  })
})

describe('the client cache', () => {
  it('asks once per address within the cache time, in any letter case, from every module of the client', async () => {
    const { ctx, lookups, clock } = lookupNode()
    const user = new UserModule(ctx)
    expect(await user.transformAddress(ADDRESS)).toBe(HOLDER)
    clock.advance(ADDRESS_CACHE_MS - 1)
    expect(await user.transformAddress(ADDRESS.toLowerCase())).toBe(HOLDER)
    expect(await addressResolverOf(ctx).resolve(ADDRESS)).toBe(HOLDER)
    expect(lookups()).toHaveLength(1)
    // Another chain is another wallet.
    await user.transformAddress(ADDRESS, 'starknet')
    expect(lookups()).toHaveLength(2)
  })

  it('asks again once the cache time has passed', async () => {
    const { ctx, lookups, clock } = lookupNode()
    const user = new UserModule(ctx)
    await user.transformAddress(ADDRESS)
    clock.advance(ADDRESS_CACHE_MS)
    await user.transformAddress(ADDRESS)
    expect(lookups().map((c) => c.body?.timestamp)).toEqual([START, START + ADDRESS_CACHE_MS])
  })

  it('shares one lookup between concurrent asks', async () => {
    const { ctx, lookups } = lookupNode()
    const user = new UserModule(ctx)
    expect(await Promise.all([user.transformAddress(ADDRESS), user.transformAddress(ADDRESS)])).toEqual([
      HOLDER,
      HOLDER,
    ])
    expect(lookups()).toHaveLength(1)
  })

  it('keeps no failure: an address registered after a refusal is found at the next ask', async () => {
    const { ctx, node } = memoryContext()
    node.refuse(userInfo, 404, NodeMessage.userNotFound)
    const user = new UserModule(ctx)
    await expect(user.transformAddress(ADDRESS)).rejects.toMatchObject({ message: 'User not found' })
    node.answer(userInfo, () => ({ userid: HOLDER, main_pubkey: 'ab' }))
    expect(await user.transformAddress(ADDRESS)).toBe(HOLDER)
    expect(node.callsTo(userInfo)).toHaveLength(2)
  })

  it('is per client: another client asks the node itself', async () => {
    const first = lookupNode()
    const second = memoryContext({ node: first.node })
    await new UserModule(first.ctx).transformAddress(ADDRESS)
    await new UserModule(second.ctx).transformAddress(ADDRESS)
    expect(first.lookups()).toHaveLength(2)
  })
})
