/**
 * Topics (create, subscribe, publish → type-20 push, REST history) and dapps (create, list), with the
 * signed strings of docs/protocol.md §4.4 and §9.7.
 */
import { randomBytes } from 'node:crypto'
import { signedCall } from './peer-actions'
import { randomEdKey } from './peer-crypto'
import { field, listOf, ok } from './peer-rest'
import { expect, need, type Step, text } from './peer-run'
import { type Frame, FrameType } from './peer-wire'

const titleIn = (frame: Frame, title: string): boolean =>
  frame.type === FrameType.notifications &&
  (frame.body.data as { payload: Uint8Array }[]).some((item) => text(item.payload).includes(title))

export const topic: Step['run'] = async (r) => {
  const [a, b] = [need(r.a, 'user A'), need(r.b, 'user B')]
  const created = ok(
    await signedCall(r.base, a, {
      method: 'POST',
      path: '/api/create_topic/',
      sigField: 'web3mq_signature',
      content: '',
      fields: { topic_name: 'peer topic' },
    }),
    'create_topic',
  )
  const topicid = String(field(created, 'topicid'))
  expect(topicid.startsWith('topic:'), `topicid ${topicid}`)
  const sub = { method: 'POST', path: '/api/subscribe_topic/', sigField: 'web3mq_signature' } as const
  ok(await signedCall(r.base, b, { ...sub, content: topicid, fields: { topicid } }), 'subscribe_topic')
  r.title = `peer news ${randomBytes(4).toString('hex')}`
  const pub = { method: 'POST', path: '/api/publish_topic_message/', sigField: 'web3mq_signature' } as const
  const fields = { topicid, title: r.title, content: 'published by the protocol peer' }
  ok(await signedCall(r.base, a, { ...pub, content: topicid, fields }), 'publish_topic_message')
  const title = r.title
  const frame = await need(r.socketB, 'socket B').next((f) => titleIn(f, title), 'type-20 notification')
  const items = frame.body.data as { payload: Uint8Array }[]
  const item = items
    .map((i) => JSON.parse(text(i.payload)) as Record<string, unknown>)
    .find((p) => p.title === title)
  expect(item !== undefined, 'no item whose payload JSON has the title')
  expect(item?.type === 'subscription', `notification type ${String(item?.type)}`)
  return `${topicid.slice(0, 14)}…: B got type 20 "${title}" (type subscription)`
}

export const history: Step['run'] = async (r) => {
  const [b, title] = [need(r.b, 'user B'), need(r.title, 'published title')]
  const data = ok(
    await signedCall(r.base, b, {
      method: 'GET',
      path: '/api/notification/history/',
      sigField: 'web3mq_signature',
      content: '',
      fields: { page: 1, size: 20 },
    }),
    'notification/history',
  )
  const items = listOf(data)
  const hit = items.find((i) => field(i.payload, 'title') === title)
  expect(hit !== undefined, `title not among ${items.length} items (payload must be a JSON object)`)
  return `${items.length} item(s), one with title "${title}"`
}

export const dapp: Step['run'] = async (r) => {
  const a = need(r.a, 'user A')
  const d = {
    dapp_id: `peer-dapp-${randomBytes(4).toString('hex')}`,
    dapp_name: 'Peer Dapp',
    dapp_description: 'created by the protocol peer',
    dapp_type: 'web',
    dapp_pubkey: randomEdKey().publicHex,
    domain: 'peer.example',
  }
  const content = `${d.dapp_id}${d.dapp_type}${d.dapp_name}${d.dapp_pubkey}${d.domain}`
  const common = { sigField: 'web3mq_user_signature', idField: 'creator_id' } as const
  ok(
    await signedCall(r.base, a, { ...common, method: 'POST', path: '/api/create_dapp/', content, fields: d }),
    'create_dapp',
  )
  const listed = ok(
    await signedCall(r.base, a, {
      ...common,
      method: 'GET',
      path: '/api/my_create_dapps/',
      content: '',
      fields: {},
    }),
    'my_create_dapps',
  )
  const mine = listOf(listed)
  expect(
    mine.some((x) => x.dapp_id === d.dapp_id),
    `dapp not listed (${mine.length} listed)`,
  )
  return `${d.dapp_id} listed (total_count ${String(field(listed, 'total_count'))})`
}
