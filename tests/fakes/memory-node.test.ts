import { describe, expect, it } from 'vitest'
import { chatsList, myCreatedTopics, myProfile, quitGroup } from '#domain/contract'
import { ErrorCode } from '#domain/errors'
import { NodeApi } from '../../src/sdk/core/api'
import { memoryContext, START, USERID } from '../_util/memory-context'
import { ContractDrift, MemoryNode } from './memory-node'
import { ManualClock, MemoryLogger } from './ports'

/** The auth fields of a session-signed GET; the memory node checks their presence, not the signature. */
const SIGNED = { userid: 'u', timestamp: '1', web3mq_signature: 's' }
const chat = { chatid: 'user:bob', chat_type: 'user', chat_name: 'Bob', topic: 'user:bob', timestamp: 1 }

describe('MemoryNode', () => {
  it('answers an endpoint in the envelope and records what was sent', async () => {
    const { ctx, node } = memoryContext()
    node.answer(myProfile, (fields) => ({ userid: String(fields.userid), nickname: 'Alice' }))
    expect(await ctx.api.call(myProfile, {})).toEqual({ userid: USERID, nickname: 'Alice' })
    expect(node.callsTo(myProfile)).toHaveLength(1)
    expect(node.calls[0]).toMatchObject({ endpoint: myProfile, method: 'GET', path: myProfile.path })
    expect(node.calls[0]?.fields).toMatchObject({ userid: USERID, timestamp: String(START) })
  })

  it('hands the handler params parsed as a node reads them, and writes lists in the legacy shape', async () => {
    const { ctx, node } = memoryContext()
    const pages: unknown[] = []
    node.answer(chatsList, (fields) => {
      pages.push(fields.page)
      return { items: [chat], total: 7 }
    })
    const sent = await node.send({
      baseUrl: '',
      request: { method: 'GET', path: chatsList.path, query: { page: '2', ...SIGNED } },
      headers: {},
    })
    expect(sent).toEqual({ code: 0, msg: 'ok', data: { result: [chat], total: 7 } })
    expect(pages).toEqual([2])
    expect(await ctx.api.call(chatsList, { page: 1 })).toEqual({ items: [chat], total: 7 })
  })

  it('writes the api-version 2 list shape when the client asks for it, and a bare array for array lists', async () => {
    const node = new MemoryNode().answer(chatsList, () => [chat]).answer(myCreatedTopics, () => [])
    const api = new NodeApi({
      http: node,
      clock: new ManualClock(START),
      logger: new MemoryLogger(),
      baseUrl: 'http://node.test',
      apiVersion2: true,
    })
    const v2 = await node.send({
      baseUrl: '',
      request: {
        method: 'GET',
        path: chatsList.path,
        query: { userid: 'u', timestamp: '1', web3mq_signature: 's' },
      },
      headers: api.headers(),
    })
    expect(v2).toMatchObject({ data: { data_list: [chat], total_count: 1 } })
    const bare = await node.send({
      baseUrl: '',
      request: {
        method: 'GET',
        path: myCreatedTopics.path,
        query: { userid: 'u', timestamp: '1', web3mq_signature: 's' },
      },
      headers: {},
    })
    expect(bare).toMatchObject({ data: [] })
  })

  it('refuses with the envelope code and msg, and 404s an endpoint nobody answered', async () => {
    const { ctx, node } = memoryContext()
    node.refuse(quitGroup, 403, 'Not a member')
    await expect(ctx.api.call(quitGroup, { groupid: 'g' })).rejects.toMatchObject({
      name: 'NodeError',
      message: 'Not a member',
    })
    await expect(ctx.api.call(myProfile, {})).rejects.toMatchObject({ message: 'Route not found' })
  })

  it('refuses a request the contract does not accept, as a node would', async () => {
    const node = new MemoryNode().answer(quitGroup, () => null)
    const body = await node.send({
      baseUrl: '',
      request: { method: 'POST', path: quitGroup.path, body: { groupid: 'g' } },
      headers: {},
    })
    expect(body).toMatchObject({ code: 400 })
  })

  it('throws ContractDrift for an answer off the contract, so a fake cannot drift', async () => {
    const { ctx, node } = memoryContext()
    // The type checker refuses the wrong shape too; the cast stands for a fake written without it.
    node.answer(myProfile, () => ({ nickname: 'no userid' }) as never)
    await expect(ctx.api.call(myProfile, {})).rejects.toBeInstanceOf(ContractDrift)
    node.answer(chatsList, () => [{ chat_name: 'no chatid' } as never])
    await expect(ctx.api.call(chatsList, {})).rejects.toBeInstanceOf(ContractDrift)
  })

  it('sends a deliberately broken body unchecked, and only where a test asks for it', async () => {
    const { ctx, node } = memoryContext()
    node.breakContract(myProfile, () => ({ code: 0, msg: 'ok', data: { nickname: 'no userid' } }))
    await expect(ctx.api.call(myProfile, {})).rejects.toMatchObject({ code: ErrorCode.InvalidInput })
    expect(node.callsTo(myProfile)).toHaveLength(1)
  })

  it('lets a handler fail the transport itself with any other error', async () => {
    const { ctx, node } = memoryContext()
    const cause = new Error('socket hang up')
    node.answer(myProfile, () => {
      throw cause
    })
    await expect(ctx.api.call(myProfile, {})).rejects.toBe(cause)
  })
})

describe('MemoryNode types', () => {
  it('types answers by the endpoint response schema', () => {
    const node = new MemoryNode()
    // @ts-expect-error a profile needs a userid
    node.answer(myProfile, () => ({ nickname: 'x' }))
    // @ts-expect-error list items must be chats
    node.answer(chatsList, () => [{ nope: 1 }])
    expect(node.calls).toEqual([])
  })
})
