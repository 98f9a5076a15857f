/**
 * A mention of the person alerts through their mute of the group (docs/product.md §14.8), in a tab as by Web Push:
 * the source switch and quiet hours still hold it back.
 */
import { describe, expect, it } from 'vitest'
import { memoryContext, USERID } from '../../../tests/_util/memory-context'
import { webPushSetRules } from '../../domain/contract'
import { bytesToBase64, utf8ToBytes } from '../../domain/crypto/encoding'
import type { ReceivedChatMessage } from '../../domain/messages'
import { toPlain, typedContent } from '../../domain/messages/content'
import { mentionsUser } from '../../domain/messages/content/mention-text'
import { DEFAULT_PUSH_RULES, mayAlert, withMuted } from '../../domain/push/rules'
import { chatAlertOf } from './chat-alerts'
import { WebPushModule } from './webpush'

const GROUP = 'group:g1'
const CHATS = [{ chatid: GROUP, chat_name: 'Climbers' }]

/** `@<name> climb?` from Bob in the group, naming `userid`. */
const mentionOf = (userid: string): ReceivedChatMessage => {
  const plain = toPlain(
    typedContent(
      'mention',
      { text: '@Me climb?', mentions: [{ user: userid, at: 0, length: 3 }] },
      undefined,
    ),
  )
  return {
    messageId: 'm1',
    from: 'user:b0b',
    comeFrom: 'user:b0b',
    contentTopic: GROUP,
    timestamp: 7,
    payload: bytesToBase64(utf8ToBytes(plain.text)),
    cipher_suite: 'NONE',
    payloadType: plain.payloadType,
  }
}

describe('mention alerts', () => {
  it('a muted group alerts the person it mentions, and only them', async () => {
    const { ctx, node } = memoryContext()
    const webPush = new WebPushModule(ctx, () => CHATS)
    const client = { userid: USERID, chats: () => CHATS, mayAlert: webPush.mayAlert.bind(webPush) }
    node.answer(webPushSetRules, (fields) => ({ ...fields, subscriptions: 0 }))
    await webPush.setRules(withMuted(DEFAULT_PUSH_RULES, GROUP, true))
    expect(chatAlertOf(client, mentionOf(USERID))).toEqual({
      alert: {
        title: 'Climbers',
        body: 'user:b0b: @Me climb?',
        tag: `chat:${GROUP}`,
        url: `/chat/${GROUP}`,
      },
      allowed: true,
    })
    expect(chatAlertOf(client, mentionOf('user:0bbe'))?.allowed).toBe(false)
  })

  it('lets a mention through a mute only: a source turned off and quiet hours still hold it', () => {
    const muted = withMuted(DEFAULT_PUSH_RULES, GROUP, true)
    const subject = { source: 'groups' as const, conversation: GROUP, mentionsMe: true }
    expect(mayAlert(muted, subject, 0)).toBe(true)
    expect(mayAlert({ ...muted, sources: { ...muted.sources, groups: false } }, subject, 0)).toBe(false)
    expect(mayAlert({ ...muted, quiet: { from: 0, to: 1439, timeZone: 'UTC' } }, subject, 60_000)).toBe(false)
  })

  it('knows whom a payloadType mentions; plain text and other types mention nobody', () => {
    expect(mentionsUser(mentionOf(USERID).payloadType, USERID)).toBe(true)
    expect(mentionsUser(mentionOf(USERID).payloadType, 'user:b0b')).toBe(false)
    expect(mentionsUser('text/plain; charset=utf-8', USERID)).toBe(false)
    expect(mentionsUser(undefined, USERID)).toBe(false)
  })
})
