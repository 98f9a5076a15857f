/** List paging and shapes (docs/protocol.md §4.2), and node discovery: server list, ping, CORS (docs/protocol.md §8). */
import { beforeEach, describe, expect, it } from 'vitest'
import { Headers } from '#domain/config'
import {
  createTopic,
  myCreatedTopics,
  notificationHistory,
  publishTopicMessage,
  subscribeTopic,
} from '#domain/contract'
import type { TestAccount } from '../../../tests/_util/node-client'
import { NODE_ID, nodeWith, startNode, type TestNode } from '../_util/rest-node'

describe('paging', () => {
  let node: TestNode, alice: TestAccount, bob: TestAccount
  beforeEach(async () => {
    ;({ node, alice, bob } = await nodeWith('alice', 'bob'))
    const topic = await alice.call(createTopic, { topic_name: 'Feed' })
    await bob.call(subscribeTopic, { topicid: topic.topicid })
    for (let i = 0; i < 25; i++) {
      node.clock.t += 1
      await alice.call(publishTopicMessage, { topicid: topic.topicid, title: `n${i}`, content: '' })
    }
  })

  const titles = async (page?: number, size?: number) => {
    const list = await bob.call(notificationHistory, {
      ...(page === undefined ? {} : { page }),
      ...(size === undefined ? {} : { size }),
    })
    return { total: list.total, titles: list.items.map((i) => i.payload.title) }
  }
  const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, k) => `n${from - k}`)

  it('slices pages of `size`, newest first, with the full total', async () => {
    expect(await titles(1, 10)).toEqual({ total: 25, titles: range(24, 15) })
    expect(await titles(2, 10)).toEqual({ total: 25, titles: range(14, 5) })
    expect(await titles(3, 10)).toEqual({ total: 25, titles: range(4, 0) })
    expect(await titles(4, 10)).toEqual({ total: 25, titles: [] })
  })

  it('defaults to page 1 of 20, clamps silly page and size values', async () => {
    expect(await titles()).toEqual({ total: 25, titles: range(24, 5) })
    expect(await titles(0, 0)).toEqual({ total: 25, titles: ['n24'] })
    expect(await titles(-3, 1000)).toEqual({ total: 25, titles: range(24, 0) })
    expect(await titles(2.7, 12.9)).toEqual({ total: 25, titles: range(12, 1) })
  })

  it('answers {result,total} by default and {data_list,total_count} with api-version 2', async () => {
    const req = () => node.signed(bob, notificationHistory, { page: 2, size: 20 })
    const legacy = (await node.send(req(), bob.headers)) as { data: Record<string, unknown> }
    expect(Object.keys(legacy.data).sort()).toEqual(['result', 'total'])
    expect(legacy.data.total).toBe(25)
    expect(legacy.data.result).toHaveLength(5)
    const v2 = (await node.send(req(), { ...bob.headers, [Headers.apiVersion]: '2' })) as {
      data: Record<string, unknown>
    }
    expect(Object.keys(v2.data).sort()).toEqual(['data_list', 'total_count'])
    expect(v2.data.total_count).toBe(25)
    expect(v2.data.data_list).toHaveLength(5)
  })

  it('pages bare-array lists too (the total is only in the api-version 2 shape)', async () => {
    for (let i = 0; i < 4; i++) await alice.call(createTopic, { topic_name: `t${i}` })
    const legacy = (await node.send(
      node.signed(alice, myCreatedTopics, { page: 2, size: 2 }),
      alice.headers,
    )) as {
      data: Array<{ topic_name: string }>
    }
    expect(legacy.data.map((t) => t.topic_name)).toEqual(['t1', 't2'])
    const v2 = await node.send(node.signed(alice, myCreatedTopics, { page: 3, size: 2 }), {
      ...alice.headers,
      [Headers.apiVersion]: '2',
    })
    expect(v2).toMatchObject({ data: { data_list: [{ topic_name: 't3' }], total_count: 5 } })
  })
})

describe('discovery', () => {
  let node: TestNode
  beforeEach(async () => {
    node = await startNode()
  })

  it('lists itself as the only server, at the origin it was reached by', async () => {
    const res = await node.app.inject({
      method: 'GET',
      url: '/api/server-list/',
      headers: { host: 'node.test:8080' },
    })
    expect(res.json()).toEqual({ code: 0, msg: 'ok', data: [{ endpoint: 'http://node.test:8080' }] })
    const proxied = await node.app.inject({
      method: 'GET',
      url: '/api/server-list/',
      headers: { host: 'mq.example', 'x-forwarded-proto': 'https' },
    })
    expect(proxied.json()).toMatchObject({ data: [{ endpoint: 'https://mq.example' }] })
  })

  it('[P3.26] answers HEAD /api/ping/ with date, nodeid and server-rate headers; GET with NodeID', async () => {
    const head = await node.app.inject({ method: 'HEAD', url: '/api/ping/' })
    expect(head.statusCode).toBe(200)
    expect(head.headers.nodeid).toBe(NODE_ID)
    expect(head.headers['server-rate']).toBe('1')
    expect(head.headers['x-web3mq-node']).toBe('mock')
    expect(Number.isNaN(Date.parse(String(head.headers.date)))).toBe(false)
    const get = await node.app.inject({ method: 'GET', url: '/api/ping/' })
    expect(get.json()).toEqual({ code: 0, msg: 'ok', data: { NodeID: NODE_ID } })
    const info = await node.app.inject({ method: 'GET', url: '/api/nodeinfo/' })
    expect(info.json()).toEqual({ code: 0, msg: 'ok', data: { Id: NODE_ID } })
  })

  it('lets browsers read nodeid and server-rate (CORS expose headers) and send the auth headers', async () => {
    const origin = 'https://app.example'
    const get = await node.app.inject({ method: 'GET', url: '/api/ping/', headers: { origin } })
    expect(get.headers['access-control-allow-origin']).toBe(origin)
    const exposed = String(get.headers['access-control-expose-headers'])
      .split(',')
      .map((h) => h.trim())
    expect(exposed).toEqual(expect.arrayContaining(['date', 'nodeid', 'server-rate', 'x-web3mq-node']))
    const preflight = await node.app.inject({
      method: 'OPTIONS',
      url: '/api/my_profile/',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': `content-type,${Headers.requestPubkey}`,
      },
    })
    expect(preflight.statusCode).toBeLessThan(300)
    expect(preflight.headers['access-control-allow-origin']).toBe(origin)
    const allowed = String(preflight.headers['access-control-allow-headers'])
      .split(',')
      .map((h) => h.trim())
    expect(allowed).toEqual(
      expect.arrayContaining(['content-type', Headers.requestPubkey, Headers.didKey, Headers.apiVersion]),
    )
  })
})
