/** The contract watch itself: it must catch a wrong answer, or the REST suite proves nothing. */
import { afterEach, describe, expect, it } from 'vitest'
import { chatsList, myCreatedTopics, register, userInfo } from '#domain/contract'
import { injectSend, signUpAndLogIn } from '../../../tests/_util/node-client'
import { ethWallet } from '../../../tests/fakes/wallets'
import { buildApp, type MockNode } from '../../src/app'
import { contractProblem, watchContract } from './contract-watch'

const okEnvelope = (data: unknown) => ({ code: 0, msg: 'ok', data })

describe('contractProblem', () => {
  it('accepts a right answer and a refusal the endpoint declares', () => {
    expect(
      contractProblem(register, okEnvelope({ userid: 'user:a', did_type: 'eth', did_value: '0x1' })),
    ).toBe(undefined)
    expect(contractProblem(register, { code: 409, msg: 'userid already taken', data: null })).toBe(undefined)
    expect(contractProblem(userInfo, { code: 404, msg: 'User not found', data: null })).toBe(undefined)
  })

  it('names a refusal the endpoint does not declare, or one in other words than the contract fixes', () => {
    expect(contractProblem(register, { code: 404, msg: 'User not found', data: null })).toBe(
      'refusal 404 "User not found" is not declared',
    )
    expect(contractProblem(userInfo, { code: 404, msg: 'No such user', data: null })).toBe(
      'refusal userNotFound says "No such user", not "User not found"',
    )
  })

  it('names the field of a wrong data answer', () => {
    expect(contractProblem(register, okEnvelope({ userid: 'user:a', did_type: 'eth' }))).toMatch(/^did_value/)
    expect(contractProblem(register, { msg: 'ok' })).toBe('not an envelope')
  })

  it('checks list items and the list shape the request asked for', () => {
    const item = { chatid: 'user:b', chat_type: 'user' }
    expect(contractProblem(chatsList, okEnvelope({ result: [item], total: 1 }))).toBe(undefined)
    expect(contractProblem(chatsList, okEnvelope({ data_list: [item], total_count: 1 }), '2')).toBe(undefined)
    expect(contractProblem(chatsList, okEnvelope({ result: [{ chat_type: 'user' }], total: 1 }))).toMatch(
      /^item 0: chatid/,
    )
    expect(contractProblem(chatsList, okEnvelope({ result: [item], total: 1 }), '2')).toMatch(/api-version 2/)
    expect(contractProblem(myCreatedTopics, okEnvelope({ result: [] }))).toMatch(/legacy/)
  })
})

describe('watchContract on a running node', () => {
  let app: MockNode
  afterEach(() => app.close())

  it('records a route that answers a shape the contract refuses', async () => {
    app = await buildApp({})
    const violations = watchContract(app)
    const alice = await signUpAndLogIn(injectSend(app), ethWallet('alice'))
    // Corrupt the state behind the route: a chat without its id is what a wrong handler would answer.
    app.context.state.chats.upsertChat(alice.userid, { chat_type: 'user' } as never)
    await expect(alice.call(chatsList, {})).rejects.toThrow(/Unexpected item/)
    expect(violations).toEqual([expect.stringMatching(/^chat\.list: item 0: chatid/)])
  })

  it('records nothing for right answers', async () => {
    app = await buildApp({})
    const violations = watchContract(app)
    const alice = await signUpAndLogIn(injectSend(app), ethWallet('alice'))
    await alice.call(chatsList, {})
    expect(violations).toEqual([])
  })
})
