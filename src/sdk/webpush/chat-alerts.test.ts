import { describe, expect, it, vi } from 'vitest'
import { memoryContext, USERID } from '../../../tests/_util/memory-context'
import { webPushSetRules } from '../../domain/contract'
import { bytesToBase64, utf8ToBytes } from '../../domain/crypto/encoding'
import type { ReceivedChatMessage } from '../../domain/messages'
import { DEFAULT_PUSH_RULES, withMuted } from '../../domain/push/rules'
import { chatAlertOf } from './chat-alerts'
import { WebPushModule } from './webpush'

const CHATS = [
  { chatid: 'user:alice', chat_name: 'Alice' },
  { chatid: 'group:g1', chat_name: 'Climbers' },
]

const setup = () => {
  const { ctx, node } = memoryContext()
  const webPush = new WebPushModule(ctx, () => CHATS)
  const client = { userid: USERID, chats: () => CHATS, mayAlert: webPush.mayAlert.bind(webPush) }
  return { client, webPush, node, ctx }
}

const message = (from: string, topic: string, text: string, cipher = 'NONE'): ReceivedChatMessage => ({
  messageId: 'm1',
  from,
  comeFrom: from,
  contentTopic: topic,
  timestamp: 7,
  payload: bytesToBase64(utf8ToBytes(text)),
  cipher_suite: cipher,
})

describe('chat alerts', () => {
  it('names the sender from the chat list and links to the conversation', () => {
    const { client } = setup()
    expect(chatAlertOf(client, message('user:alice', USERID, 'Lunch?'))).toEqual({
      alert: { title: 'Alice', body: 'Lunch?', tag: 'chat:user:alice', url: '/chat/user:alice' },
      allowed: true,
    })
    expect(chatAlertOf(client, message('user:bob', 'group:g1', 'Sunday'))?.alert).toMatchObject({
      title: 'Climbers',
      tag: 'chat:group:g1',
    })
  })

  it('says only who wrote an encrypted message, and nothing for one the person sent elsewhere', () => {
    const { client } = setup()
    expect(chatAlertOf(client, message('user:alice', USERID, 'sealed', 'MLS'))?.alert.body).toBe(
      'New message from Alice',
    )
    expect(chatAlertOf(client, message(USERID, 'user:alice', 'mine'))).toBeUndefined()
  })

  it('says only who wrote an encrypted message opened on this device, whose payload is its plain text', () => {
    const { client } = setup()
    const opened = { ...message('user:alice', USERID, 'the secret plan'), sealed: true as const }
    expect(chatAlertOf(client, opened)?.alert.body).toBe('New message from Alice')
  })

  it('a reaction, an edit or a delete raises no alert; a reply does (docs/product.md §14.9)', () => {
    const { client } = setup()
    const typed = (type: string) => ({
      ...message('user:alice', USERID, 'x'),
      payloadType: `text/plain; charset=utf-8; w3mq-type=${type}; w3mq-ref=${'ab'.repeat(28)}`,
    })
    for (const type of ['reaction', 'edit', 'delete']) {
      const content =
        type === 'delete'
          ? typed(type)
          : {
              ...typed(type),
              payloadType: `${typed(type).payloadType}; w3mq-content=${type === 'edit' ? 'eyJ0ZXh0IjoieCJ9' : 'eyJlbW9qaSI6IvCfkY0iLCJhY3Rpb24iOiJhZGQifQ'}`,
            }
      expect(chatAlertOf(client, content)).toBeUndefined()
    }
    // A type this app cannot read is text, and alerts.
    expect(chatAlertOf(client, typed('poll'))?.alert.body).toBe('x')
  })

  it('follows the rules the node keeps: a muted chat does not alert', async () => {
    const { client, webPush, node } = setup()
    const rules = withMuted(DEFAULT_PUSH_RULES, 'user:alice', true)
    node.answer(webPushSetRules, (fields) => ({ ...fields, subscriptions: 0 }))
    await webPush.setRules(rules)
    expect(chatAlertOf(client, message('user:alice', USERID, 'hush'))?.allowed).toBe(false)
    expect(chatAlertOf(client, message('user:bob', 'group:g1', 'loud'))?.allowed).toBe(true)
  })

  it('raises an arrival only while the page is hidden, named from the profile when the list lacks them', async () => {
    const { webPush, ctx } = setup()
    let hidden = false
    const arrivals: unknown[] = []
    const stop = webPush.watchChatArrivals(
      { hidden: () => hidden, profileName: async (userid) => (userid === 'user:dan' ? 'Dan' : '') },
      (arrival) => arrivals.push(arrival),
    )
    ctx.events.emit('message.received', { message: message('user:dan', USERID, 'seen') })
    hidden = true
    ctx.events.emit('message.received', { message: message('user:dan', USERID, 'away') })
    await vi.waitFor(() => expect(arrivals).toHaveLength(1))
    expect(arrivals[0]).toEqual({
      alert: { title: 'Dan', body: 'away', tag: 'chat:user:dan', url: '/chat/user:dan' },
      allowed: true,
      hidden: true,
    })
    stop()
  })
})
