/** Malformed requests get envelope errors (never a 5xx) and the node keeps serving. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { myProfile, updateMyProfile } from '#domain/contract'
import type { TestAccount } from '../../../tests/_util/node-client'
import { expectRefusal } from '../_util/refusal'
import { nodeWith, type TestNode } from '../_util/rest-node'

const JSON_TYPE = { 'content-type': 'application/json' }

describe('bad input', () => {
  let node: TestNode, alice: TestAccount
  beforeEach(async () => {
    ;({ node, alice } = await nodeWith('alice'))
  })
  afterEach(async () => {
    // Whatever came before, a normal signed request still works.
    expect((await alice.call(myProfile, {})).userid).toBe(alice.userid)
    await node.close()
  })

  const post = async (url: string, payload: string | Buffer, headers: Record<string, string> = JSON_TYPE) => {
    const res = await node.app.inject({ method: 'POST', url, headers, payload })
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: unknown } }
  }

  it.each([
    ['truncated', '{"userid": "user:a"'],
    ['not JSON at all', 'hello'],
    ['a trailing comma', '{"a": 1,}'],
    ['an empty body', ''],
  ])('answers 400 "Malformed JSON body" for %s', async (_label, payload) => {
    expect(await post('/api/my_profile/', payload)).toEqual({
      status: 200,
      body: { code: 400, msg: 'Malformed JSON body', data: null },
    })
  })

  it.each([
    ['an array', '[1, 2, 3]'],
    ['a string', '"hello"'],
    ['a number', '42'],
    ['true', 'true'],
  ])('answers 400 when the body is %s', async (_label, payload) => {
    expect((await post('/api/get_user_info/', payload)).body).toEqual({
      code: 400,
      msg: 'Request body must be a JSON object',
      data: null,
    })
  })

  it('answers 400 "Invalid request: ..." naming the field for missing fields and wrong types', async () => {
    const missing = await post('/api/get_user_info/', JSON.stringify({ did_type: 'eth' }))
    expect(missing.body.code).toBe(400)
    expect(missing.body.msg).toMatch(/^Invalid request: did_value: /)
    const wrongType = await post(
      '/api/get_user_info/',
      JSON.stringify({ did_type: 'eth', did_value: 42, timestamp: 'yesterday' }),
    )
    expect(wrongType.body.msg).toMatch(/^Invalid request: did_value: .*; timestamp: /)
    const signed = node.signed(alice, updateMyProfile, {})
    const badNick = await post(
      '/api/my_profile/',
      JSON.stringify({ ...signed.body, nickname: 'x'.repeat(65) }),
    )
    expect(badNick.body.msg).toMatch(/^Invalid request: nickname: /)
    const nullBody = await post('/api/get_user_info/', 'null')
    expect(nullBody.body.msg).toMatch(/^Invalid request: /)
  })

  it('answers 400 for a GET with a non-numeric page', async () => {
    const req = node.signed(alice, myProfile, {})
    const res = await node.app.inject({
      method: 'GET',
      url: '/api/notification/history/',
      query: { ...req.query, page: 'first' },
      headers: alice.headers,
    })
    expect(res.json()).toMatchObject({ code: 400, msg: expect.stringMatching(/^Invalid request: page: /) })
  })

  it('answers 413 "Request body too large" above 1 MiB', async () => {
    const huge = JSON.stringify({ did_type: 'eth', did_value: 'x'.repeat(1024 * 1024), timestamp: 1 })
    expect(await post('/api/get_user_info/', huge)).toEqual({
      status: 200,
      body: { code: 413, msg: 'Request body too large', data: null },
    })
  })

  it('answers HTTP 404 with code 404 "Route not found" for unknown routes', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope/'],
      ['POST', '/api/nope/'],
      ['GET', '/'],
      ['DELETE', '/api/my_profile/'],
    ] as const) {
      const res = await node.app.inject({ method, url })
      expect(res.statusCode).toBe(404)
      await expectRefusal(res.json(), 404, 'Route not found')
    }
  })

  it('answers 400 for a text/plain or form body, and for an unknown content type', async () => {
    const body = JSON.stringify({ did_type: 'eth', did_value: '0x1', timestamp: 1 })
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream']) {
      const res = await post('/api/get_user_info/', body, { 'content-type': type })
      expect(res.status).toBe(200)
      expect(res.body.code).toBe(400)
      expect(res.body.data).toBeNull()
    }
    const plain = await post('/api/get_user_info/', body, { 'content-type': 'text/plain' })
    expect(plain.body.msg).toBe('Request body must be a JSON object')
    const octets = await post('/api/get_user_info/', body, { 'content-type': 'application/octet-stream' })
    expect(octets.body.msg).toBe('Unsupported content type; send application/json')
  })

  it('ignores unknown fields and keeps the signed ones', async () => {
    const req = node.signed(alice, updateMyProfile, { nickname: 'Al' })
    const res = await post('/api/my_profile/', JSON.stringify({ ...req.body, extra: { deep: [1, 2] } }), {
      ...JSON_TYPE,
      ...alice.headers,
    })
    expect(res.body.code).toBe(0)
    expect((await alice.call(myProfile, {})).nickname).toBe('Al')
  })
})
