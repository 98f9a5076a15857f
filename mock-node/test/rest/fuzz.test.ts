/**
 * Property: for every endpoint of the contract, random bodies, random objects made of the endpoint's
 * own field names, and correctly signed random objects (so handlers see odd but schema-valid data) never
 * make the node answer a 5xx or code 500, and a normal signed request still succeeds afterwards.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PUSH_DAPP_ID } from '#domain/config'
import {
  allEndpoints,
  createGroup,
  createTopic,
  type Endpoint,
  myProfile,
  partValue,
  requestSchema,
  sessionSignContent,
} from '#domain/contract'
import type { TestAccount } from '../../../tests/_util/node-client'
import { PROPERTY_TIMEOUT_MS, propertyOptions } from '../../../tests/_util/property'
import { nodeWith, type TestNode } from '../_util/rest-node'

const RUNS_PER_ENDPOINT = 100

type Shape = 'raw' | 'fields' | 'signed'
interface Case {
  shape: Shape
  raw: string
  contentType: string
  fields: Record<string, unknown>
}

/** Any JSON-ish value, including the odd keys a prototype-pollution attempt would use. */
const anyValue = (known: readonly string[]): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom(...known),
    fc.string(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.oneof(fc.constantFrom(...known), fc.string()), { maxLength: 3 }),
    fc.dictionary(
      fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'toString')),
      fc.jsonValue({ maxDepth: 1 }),
      { maxKeys: 3 },
    ),
  )

const PERMISSION_VALUES = ['public', 'need_agree', 'deny_all', 'follower', 'creator_invite_friends']

/** A value of the type the contract expects for a field of this name, so handlers get to run. */
const typedValue = (name: string, known: readonly string[]): fc.Arbitrary<unknown> => {
  const words = (...w: string[]) => fc.constantFrom(...w)
  switch (name) {
    case 'messages':
    case 'members':
    case 'groupid_list':
      return fc.array(fc.oneof(fc.constantFrom(...known), fc.string()), { maxLength: 3 })
    case 'permissions':
      return fc.dictionary(
        fc.oneof(words('user:chat', 'user:friend_request', 'group:join'), fc.string()),
        fc.record({
          type: words('enum'),
          value: fc.oneof(fc.constantFrom(...PERMISSION_VALUES), fc.jsonValue()),
        }),
        { maxKeys: 3 },
      )
    case 'scopes':
      return fc.dictionary(fc.string(), words('on', 'off'), { maxKeys: 2 })
    case 'page':
    case 'size':
    case 'auth_status':
      return fc.oneof(fc.integer({ min: -3, max: 200 }), fc.double())
    case 'sync_timestamp':
    case 'timestamp':
    case 'pubkey_expired_timestamp':
      return fc.oneof(fc.integer(), fc.nat(), fc.constant(Number.MAX_SAFE_INTEGER))
    case 'need_store':
      return fc.boolean()
    case 'status':
      return words('delivered', 'read', 'received')
    case 'action':
    case 'bind_action':
    case 'did_action':
      return words('follow', 'cancel', 'unfollow', 'agree', 'reject', 'bind', 'unbind')
    case 'topic_type':
      return words('user', 'group')
    case 'pubkey_type':
      return words('ed25519')
    case 'bind_type':
      return words('telegram')
    default:
      return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, fc.string())
  }
}

/** A mostly complete object of the endpoint's fields: a couple dropped, a stray one added. */
const fieldsOf = (
  names: readonly string[],
  known: readonly string[],
): fc.Arbitrary<Record<string, unknown>> =>
  fc
    .tuple(
      fc.record(
        Object.fromEntries(
          names.map((n) => [n, fc.oneof({ weight: 4, arbitrary: typedValue(n, known) }, anyValue(known))]),
        ),
      ),
      fc.subarray([...names], { maxLength: Math.min(2, names.length) }),
      fc.dictionary(fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor')), anyValue(known), {
        maxKeys: 1,
      }),
    )
    .map(([all, dropped, extra]) => {
      const out: Record<string, unknown> = { ...extra, ...all }
      for (const n of dropped) delete out[n]
      return out
    })

const caseOf = (endpoint: Endpoint, known: readonly string[]): fc.Arbitrary<Case> =>
  fc.record({
    shape: fc.constantFrom<Shape>('raw', 'fields', 'signed'),
    raw: fc.oneof(
      fc.json({ maxDepth: 2 }),
      fc.string(),
      fc.constantFrom('a=1&a=2&page=x', 'size=&&=&page=-1', 'a=%E0%A4%A&b=%&%zz=1'),
    ),
    contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain'),
    fields: fieldsOf(Object.keys(requestSchema(endpoint).shape), known),
  })

const queryOf = (fields: Record<string, unknown>): string =>
  Object.entries(fields)
    .flatMap(([k, v]) => (Array.isArray(v) ? v.map((item) => [k, partValue(item)]) : [[k, partValue(v)]]))
    .map(([k, v]) => `${encodeURIComponent(String(k))}=${encodeURIComponent(String(v))}`)
    .join('&')

describe('every endpoint survives random input', () => {
  let node: TestNode
  let alice: TestAccount
  let known: string[]
  beforeAll(async () => {
    ;({ node, alice } = await nodeWith('alice'))
    const bob = await node.signUp('bob')
    const group = await alice.call(createGroup, { group_name: 'G' })
    const topic = await alice.call(createTopic, { topic_name: 'T' })
    known = [
      alice.userid,
      bob.userid,
      'user:ghost',
      group.groupid,
      topic.topicid,
      PUSH_DAPP_ID,
      alice.wallet.address,
      'eth',
      'starknet',
      'follow',
      'cancel',
      'agree',
      'read',
      'unbind',
      'telegram',
      'ed25519',
      '1',
      'a'.repeat(64),
      String(node.clock.t),
    ]
  })
  afterAll(() => node.close())

  /** What a GET handler sees of `fields`: every value a string, repeated keys as arrays. */
  const asQuery = (fields: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [k, Array.isArray(v) ? v.map(partValue) : partValue(v)]),
    )

  /** Signs `fields` as `alice` would, so the router's verification passes and the handler runs. */
  const signAsAlice = (endpoint: Endpoint, fields: Record<string, unknown>): Record<string, unknown> => {
    const auth = endpoint.auth
    if (auth.kind !== 'session') return fields
    const out = { ...fields, [auth.signer]: alice.userid, timestamp: node.tick() }
    const content = sessionSignContent(auth, endpoint.method === 'GET' ? asQuery(out) : out)
    return { ...out, [auth.field]: alice.signer.sign(content) }
  }

  const send = async (endpoint: Endpoint, c: Case) => {
    const headers: Record<string, string> = c.shape === 'raw' ? {} : { ...alice.headers }
    const fields = c.shape === 'signed' ? signAsAlice(endpoint, c.fields) : c.fields
    if (endpoint.method === 'GET') {
      // Raw text keeps its `&` and `=` so it splits into random keys and values.
      const query =
        c.shape === 'raw'
          ? encodeURIComponent(c.raw).replace(/%26/g, '&').replace(/%3D/g, '=')
          : queryOf(fields)
      return node.app.inject({ method: 'GET', url: `${endpoint.path}?${query}`, headers })
    }
    const payload = c.shape === 'raw' ? c.raw : JSON.stringify(fields)
    return node.app.inject({
      method: 'POST',
      url: endpoint.path,
      headers: { ...headers, 'content-type': c.shape === 'raw' ? c.contentType : 'application/json' },
      payload,
    })
  }

  it.each(allEndpoints.map((e) => [e.name, e] as const))(
    '%s',
    async (_name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(caseOf(endpoint, known), async (c) => {
          const res = await send(endpoint, c)
          expect(res.statusCode).toBeLessThan(500)
          const body = res.json() as { code?: unknown }
          expect(typeof body.code).toBe('number')
          expect(body.code).not.toBe(500)
        }),
        propertyOptions(RUNS_PER_ENDPOINT),
      )
      expect((await alice.call(myProfile, {})).userid).toBe(alice.userid)
    },
    PROPERTY_TIMEOUT_MS,
  )
})
