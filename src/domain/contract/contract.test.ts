import { describe, expect, it } from 'vitest'
import vectors from '../../../tests/fixtures/vectors.json'
import { ed25519Sign } from '../crypto/ed25519'
import { bytesToBase64, hexToBytes, utf8ToBytes } from '../crypto/encoding'
import { sha256Hex } from '../crypto/hash'
import { ErrorCode, NodeError, Web3MQError } from '../errors'
import { type Auth, hashedVariantOf, partValue, signedBy } from './endpoint'
import {
  allEndpoints,
  createDapp,
  followers,
  isRead,
  type LegacyListShape,
  login,
  myCreatedDapps,
  myCreatedTopics,
  myProfile,
  notificationHistory,
  publishTopicMessage,
  readList,
  requestSchema,
  sessionSignContent,
  updateGroupPermissions,
  updateUserPermissions,
  userInfo,
  writeList,
} from './index'
import { buildRequest, readResponse } from './request'

const signerA = {
  userid: vectors.userid.expected,
  sign: (content: string) => bytesToBase64(ed25519Sign(utf8ToBytes(content), hexToBytes(vectors.keys.seedA))),
}

describe('contract catalogue', () => {
  it('names every endpoint once and every method+path once', () => {
    const names = allEndpoints.map((e) => e.name)
    expect(new Set(names).size).toBe(names.length)
    const routes = allEndpoints.map((e) => `${e.method} ${e.path}`)
    expect(new Set(routes).size).toBe(routes.length)
  })

  it('lists the reads once: every GET and the POSTs marked read (docs/protocol.md §4.3)', () => {
    const reads = allEndpoints.filter(isRead).map((e) => `${e.method} ${e.path}`)
    expect(reads.filter((r) => r.startsWith('POST')).sort()).toEqual([
      'POST /api/dapp/user_auth_info/',
      'POST /api/get_target_user_permissions/',
      'POST /api/get_user_binddids/',
      'POST /api/groups/info/',
    ])
    for (const kitRead of [
      '/api/chats/',
      '/api/my_profile/',
      '/api/user_follow_contacts/',
      '/api/get_user_permissions/',
    ])
      expect(reads).toContain(`GET ${kitRead}`)
    expect(reads).not.toContain('POST /api/my_profile/')
  })

  it('covers every call of docs/product.md §7', () => {
    const routes = new Set(allEndpoints.map((e) => `${e.method} ${e.path}`))
    const spec = [
      'POST /api/groups/',
      'GET /api/chats/',
      'POST /api/chats/',
      'GET /api/group_members/',
      'POST /api/group_invitation/',
      'POST /api/user_join_group/',
      'POST /api/update_group_permissions/',
      'GET /api/get_group_permissions/',
      'GET /api/messages/history/',
      'POST /api/messages/status/',
      'POST /api/get_new_messages/',
      'GET /api/users/search/',
      'GET /api/my_profile/',
      'POST /api/my_profile/',
      'POST /api/get_user_info/',
      'POST /api/user_register_v2/',
      'POST /api/user_reset_password_v2/',
      'POST /api/user_login_v2/',
      'POST /api/get_user_binddids/',
      'POST /api/user_binddid/',
      'POST /api/following/',
      'GET /api/user_followers/',
      'GET /api/user_following/',
      'GET /api/get_user_public_profile/',
      'GET /api/user_public_followers/',
      'GET /api/user_public_following/',
      'POST /api/publish_notification_to_followers/',
      'POST /api/get_target_user_permissions/',
      'GET /api/get_user_permissions/',
      'POST /api/update_user_permissions/',
      'GET /api/contacts/search/',
      'GET /api/user_follow_contacts/',
      'GET /api/contacts/add_friends/',
      'POST /api/contacts/add_friends/',
      'GET /api/contacts/friend_requests/',
      'POST /api/contacts/friend_requests/',
      'POST /api/dapp/user_auth_info/',
      'POST /api/notification/status/',
      'GET /api/notification/history/',
      'POST /api/create_topic/',
      'POST /api/subscribe_topic/',
      'POST /api/publish_topic_message/',
      'GET /api/my_create_topic_list/',
      'GET /api/my_subscribe_topic_list/',
      'GET /api/my_create_dapps/',
      'POST /api/create_dapp/',
      'POST /api/update_dapp/',
      'GET /api/server-list/',
      'GET /api/ping/',
    ]
    expect(spec.filter((route) => !routes.has(route))).toEqual([])
  })

  it('ends every path with a slash under /api/', () => {
    for (const e of allEndpoints) expect(e.path).toMatch(/^\/api\/.*\/$/)
  })
})

describe('signed strings', () => {
  it('[P7.8] writes each value as a signed string holds it: absent as nothing, numbers and flags in decimal, objects as JSON', () => {
    expect([undefined, null, '', 'a b'].map(partValue)).toEqual(['', '', '', 'a b'])
    expect([0, 12.5, 12n, false, true].map(partValue)).toEqual(['0', '12.5', '12', 'false', 'true'])
    expect(partValue({ a: [1, 'x'] })).toBe('{"a":[1,"x"]}')
    expect(partValue(['x'])).toBe('["x"]')
  })

  it('[P7.8] builds a session string only for a session-signed endpoint, hashed only over a non-empty list', () => {
    const wallet: Auth = { kind: 'wallet', content: 'signature_content' }
    expect(() => sessionSignContent(wallet, {})).toThrow('not a session-signed endpoint')
    expect(hashedVariantOf(wallet, { nfts: ['x'] })).toBeUndefined()
    expect(hashedVariantOf(signedBy.signature('topicid'), { nfts: ['x'] })).toBeUndefined()
    const hashed = updateGroupPermissions.auth
    expect(hashedVariantOf(hashed, {})).toBeUndefined()
    expect(hashedVariantOf(hashed, { nfts: 'x' })).toBeUndefined()
    expect(hashedVariantOf(hashed, { nfts: [] })).toBeUndefined()
    expect(hashedVariantOf(hashed, { nfts: ['x'] })?.when).toBe('nfts')
  })

  it('[P7.8] reproduces the REST signature vector (userid + timestamp, key A)', () => {
    const req = buildRequest(myProfile, {}, { signer: signerA, timestamp: vectors.restSignature.timestamp })
    expect(req.signContent).toBe(`${vectors.restSignature.signed}${vectors.restSignature.timestamp}`)
    expect(req.query).toEqual({
      userid: vectors.userid.expected,
      timestamp: '1700000000000',
      web3mq_signature: vectors.restSignature.signature,
    })
  })

  it('[P7.47] signs dapp writes over creator_id + dapp_id + dapp_type + dapp_name + dapp_pubkey + domain + timestamp', () => {
    const pub = vectors.keys.pubB
    const params = { dapp_id: 'web3mq:im', dapp_type: 'im', dapp_name: 'Chat', dapp_pubkey: pub }
    const req = buildRequest(createDapp, params, { signer: signerA, timestamp: 5 })
    expect(req.signContent).toBe(`${vectors.userid.expected}web3mq:imimChat${pub}5`)
    expect(req.body).toMatchObject({ creator_id: vectors.userid.expected, timestamp: 5 })
    expect(req.body).toHaveProperty('web3mq_user_signature')
    expect(req.body).not.toHaveProperty('userid')
    const list = buildRequest(myCreatedDapps, {}, { signer: signerA, timestamp: 7 })
    expect(list.signContent).toBe(`${vectors.userid.expected}7`)
  })

  it('signs absent optional parts as empty strings and objects as JSON', () => {
    const history = buildRequest(
      notificationHistory,
      { page: 1, size: 20 },
      { signer: signerA, timestamp: 9 },
    )
    expect(history.signContent).toBe(`${vectors.userid.expected}9`)
    const typed = sessionSignContent(notificationHistory.auth, {
      userid: 'u',
      notice_type: 'subscription',
      timestamp: 1,
    })
    expect(typed).toBe('usubscription1')
    const permissions = { 'user:chat': { type: 'enum', value: 'public' } }
    const upd = buildRequest(updateUserPermissions, { permissions }, { signer: signerA, timestamp: 3 })
    expect(upd.signContent).toBe(`${vectors.userid.expected}{"user:chat":{"type":"enum","value":"public"}}3`)
    const pub = buildRequest(
      publishTopicMessage,
      { topicid: 'topic:1', title: 't', content: 'c' },
      { signer: signerA, timestamp: 4 },
    )
    expect(pub.signContent).toBe(`${vectors.userid.expected}topic:14`)
  })

  it('sends unsigned lookups as given and refuses a session endpoint without keys or userid', () => {
    const req = buildRequest(
      userInfo,
      { did_type: 'eth', did_value: '0xabc', timestamp: 1 },
      { timestamp: 2 },
    )
    expect(req).toEqual({
      method: 'POST',
      path: '/api/get_user_info/',
      body: { did_type: 'eth', did_value: '0xabc', timestamp: 1 },
    })
    expect(() => buildRequest(myProfile, {}, { timestamp: 1 })).toThrow(
      'The PrivateKey and PublicKey is required!',
    )
    expect(() => buildRequest(myProfile, {}, { signer: { ...signerA, userid: '' }, timestamp: 1 })).toThrow(
      'The userid is required',
    )
  })

  it('rejects params that break the contract with a clear error', () => {
    const bad = () =>
      buildRequest(
        publishTopicMessage,
        { topicid: 'x', title: '', content: 'c' },
        { signer: signerA, timestamp: 1 },
      )
    expect(bad).toThrow(Web3MQError)
    expect(bad).toThrow(/^Invalid topic\.publish request: title: /)
  })

  it('signs the NFT variant over the hex SHA-256 of its parts, sends it as payload_hash, and spoils a differing one', () => {
    const nfts = [{ chain_type: 'eth', contract: '0xbee' }]
    const permissions = { 'group:join': { type: 'enum', value: 'nft_validation' } }
    const ts = vectors.restSignature.timestamp
    const req = buildRequest(
      updateGroupPermissions,
      { groupid: 'group:1', permissions, nfts },
      {
        signer: signerA,
        timestamp: ts,
      },
    )
    const hash = sha256Hex(
      `${signerA.userid}group:1${JSON.stringify(permissions)}${JSON.stringify(nfts)}${ts}`,
    )
    expect(req.signContent).toBe(hash)
    expect(req.body).toMatchObject({ version: 2, payload_hash: hash, nfts })
    const fields = req.body ?? {}
    expect(sessionSignContent(updateGroupPermissions.auth, fields)).toBe(hash)
    expect(sessionSignContent(updateGroupPermissions.auth, { ...fields, payload_hash: 'ab' })).not.toBe(hash)
    expect(sessionSignContent(updateGroupPermissions.auth, { ...fields, nfts: [] })).toBe(
      `${signerA.userid}group:1${ts}`,
    )
  })

  it('builds the node-side request schema with the auth fields', () => {
    const schema = requestSchema(myProfile)
    expect(schema.safeParse({ userid: 'u', timestamp: '12', web3mq_signature: 's' }).success).toBe(true)
    expect(schema.safeParse({ userid: 'u', timestamp: 'x', web3mq_signature: 's' }).success).toBe(false)
    expect(requestSchema(login)).toBe(login.params)
  })
})

describe('responses', () => {
  it('[P3.28] [P7.3] [P7.5] returns data on code 0 and throws the node msg otherwise', () => {
    const profile = { userid: 'user:1', nickname: 'n', extra: true }
    expect(readResponse(myProfile, { code: 0, msg: 'ok', data: profile })).toEqual(profile)
    const fail = () => readResponse(userInfo, { code: 404, msg: 'User not found', data: null })
    expect(fail).toThrow(NodeError)
    expect(fail).toThrow('User not found')
    try {
      fail()
    } catch (error) {
      expect((error as NodeError).nodeCode).toBe(404)
      expect((error as NodeError).code).toBe(ErrorCode.NodeError)
    }
  })

  it('[P7.4] returns the whole body of a non-zero code when it has an id', () => {
    const body = { code: 1, msg: 'pending', id: 'requestId:1', result: null }
    expect(readResponse(myProfile, body)).toBe(body)
  })

  it('reads both list shapes into items and total', () => {
    const items = [{ userid: 'user:a', follow_status: 'follow_each' }]
    expect(readResponse(followers, { code: 0, data: { user_list: items, total_count: 7 } })).toEqual({
      items,
      total: 7,
    })
    expect(readResponse(followers, { code: 0, data: { data_list: items, total_count: 1 } })).toEqual({
      items,
      total: 1,
    })
    const topics = [{ topicid: 'topic:x', topic_name: 'n', create_at: 1 }]
    expect(readResponse(myCreatedTopics, { code: 0, data: topics })).toEqual({ items: topics, total: 1 })
    expect(readList(null)).toEqual({ items: [], total: 0 })
  })

  it('writes lists in the legacy shape or the api-version 2 shape', () => {
    const shapes: [LegacyListShape, unknown][] = [
      [
        { items: 'result', total: 'total' },
        { result: [1], total: 3 },
      ],
      [
        { items: 'user_list', total: 'total_count' },
        { user_list: [1], total_count: 3 },
      ],
      [
        { items: 'result', total: 'total', totalCount: true },
        { result: [1], total: 3, total_count: 3 },
      ],
      [{ items: 'array' }, [1]],
    ]
    for (const [shape, expected] of shapes) {
      expect(writeList(shape, [1], 3)).toEqual(expected)
      expect(writeList(shape, [1], 3, '2')).toEqual({ data_list: [1], total_count: 3 })
    }
  })

  it('rejects a body that is not an envelope or data of the wrong shape', () => {
    expect(() => readResponse(myProfile, 'oops')).toThrow(
      'Unexpected response from /api/my_profile/: not an envelope',
    )
    expect(() => readResponse(myProfile, { code: 0, data: { nickname: 1 } })).toThrow(
      /^Unexpected data from \/api\/my_profile\//,
    )
  })
})
