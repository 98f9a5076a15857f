import { describe, expect, it } from 'vitest'
import { utf8ToBytes } from '../../crypto/encoding'
import { decodeEnvelope, encodeEnvelope } from '../../e2e/envelope'
import { fromEnvelope, fromPlain, type MessageContent, toEnvelope, toPlain, typedContent } from './content'
import { excerptOf, isReactionEmoji, MAX_CONTENT_TEXT, MAX_EXCERPT } from './fields'

const PARENT = '0f'.repeat(28)
const ALICE = 'user:3f2a'
const TEXT = 'text/plain; charset=utf-8'

const reply = () =>
  typedContent('reply', { text: 'Yes, at 5', from: ALICE, excerpt: 'Are we meeting today?' }, PARENT, {
    targetName: 'Alice',
  })

describe('plain form: exact payloadType and payload (docs/protocol.md §3.11)', () => {
  it('plain text stays exactly as today: no parameter', () => {
    expect(toPlain({ type: 'text', text: 'hello' })).toEqual({ payloadType: TEXT, text: 'hello' })
  })

  it('a reply quotes its parent in the fallback, then the reply on the next line', () => {
    expect(toPlain(reply())).toEqual({
      payloadType: `${TEXT}; w3mq-type=reply; w3mq-ref=${PARENT}; w3mq-content=eyJ0ZXh0IjoiWWVzLCBhdCA1IiwiZnJvbSI6InVzZXI6M2YyYSIsImV4Y2VycHQiOiJBcmUgd2UgbWVldGluZyB0b2RheT8ifQ`,
      text: '↩ Alice: “Are we meeting today?”\nYes, at 5',
    })
    expect(utf8ToBytes(toPlain(reply()).text)).toEqual(
      new Uint8Array([
        0xe2,
        0x86,
        0xa9,
        0x20,
        0x41,
        0x6c,
        0x69,
        0x63,
        0x65,
        0x3a,
        0x20,
        0xe2,
        0x80,
        0x9c,
        ...utf8ToBytes('Are we meeting today?'),
        0xe2,
        0x80,
        0x9d,
        0x0a,
        ...utf8ToBytes('Yes, at 5'),
      ]),
    )
  })

  it('a reply whose parent sender has no known name names the start of the id', () => {
    const content = typedContent('reply', { text: 'ok', from: 'user:0123456789ab', excerpt: 'hi' }, PARENT)
    expect(toPlain(content).text).toBe('↩ user:012345…: “hi”\nok')
  })

  it('a reaction added and removed', () => {
    const add = typedContent('reaction', { emoji: '👍', action: 'add' }, PARENT, {
      targetExcerpt: 'Are we meeting?',
    })
    expect(toPlain(add)).toEqual({
      payloadType: `${TEXT}; w3mq-type=reaction; w3mq-ref=${PARENT}; w3mq-content=eyJlbW9qaSI6IvCfkY0iLCJhY3Rpb24iOiJhZGQifQ`,
      text: '👍 to “Are we meeting?”',
    })
    const remove = typedContent('reaction', { emoji: '👍', action: 'remove' }, PARENT, {
      targetExcerpt: 'Are we meeting?',
    })
    expect(toPlain(remove)).toEqual({
      payloadType: `${TEXT}; w3mq-type=reaction; w3mq-ref=${PARENT}; w3mq-content=eyJlbW9qaSI6IvCfkY0iLCJhY3Rpb24iOiJyZW1vdmUifQ`,
      text: 'Removed 👍 from “Are we meeting?”',
    })
  })

  it('an edit and a delete', () => {
    expect(toPlain(typedContent('edit', { text: 'See you at 6' }, PARENT))).toEqual({
      payloadType: `${TEXT}; w3mq-type=edit; w3mq-ref=${PARENT}; w3mq-content=eyJ0ZXh0IjoiU2VlIHlvdSBhdCA2In0`,
      text: '✎ edited: See you at 6',
    })
    expect(toPlain(typedContent('delete', {}, PARENT))).toEqual({
      payloadType: `${TEXT}; w3mq-type=delete; w3mq-ref=${PARENT}`,
      text: 'Deleted a message',
    })
  })

  it('every type round-trips through its plain form', () => {
    const all: MessageContent[] = [
      reply(),
      typedContent('reaction', { emoji: '❤️', action: 'add' }, PARENT),
      typedContent('reaction', { emoji: '🇫🇷', action: 'remove' }, PARENT),
      typedContent('edit', { text: 'new\nlines kept' }, PARENT),
      typedContent('delete', {}, PARENT),
      { type: 'text', text: 'plain' },
    ]
    for (const content of all) expect(fromPlain(toPlain(content))).toEqual(content)
  })
})

describe('reading is strict and safe: anything else is its text', () => {
  const valid = toPlain(reply())
  const withType = (payloadType: string) => fromPlain({ payloadType, text: 'what the payload says' })

  it.each([
    ['an official-SDK message', TEXT],
    ['no payloadType at all', ''],
    ['an unknown type', `${TEXT}; w3mq-type=poll; w3mq-ref=${PARENT}`],
    ['a ref that is not a 56-hex id', `${TEXT}; w3mq-type=delete; w3mq-ref=${PARENT.slice(2)}`],
    ['an upper-case ref', `${TEXT}; w3mq-type=delete; w3mq-ref=${PARENT.toUpperCase()}`],
    ['no ref where one is needed', `${TEXT}; w3mq-type=delete`],
    ['a repeated parameter', `${TEXT}; w3mq-type=delete; w3mq-ref=${PARENT}; w3mq-ref=${PARENT}`],
    ['a parameter without a value', `${TEXT}; w3mq-type; w3mq-ref=${PARENT}`],
    ['a quoted value', `${TEXT}; w3mq-type="delete"; w3mq-ref=${PARENT}`],
    ['content that is not base64url', valid.payloadType.replace('w3mq-content=eyJ0', 'w3mq-content=+yJ0')],
    ['content that is not JSON', `${TEXT}; w3mq-type=edit; w3mq-ref=${PARENT}; w3mq-content=bm90IGpzb24`],
    ['content that is a JSON array', `${TEXT}; w3mq-type=edit; w3mq-ref=${PARENT}; w3mq-content=WyJ4Il0`],
    ['an edit without text', `${TEXT}; w3mq-type=edit; w3mq-ref=${PARENT}; w3mq-content=e30`],
    [
      'a reaction of two emoji',
      `${TEXT}; w3mq-type=reaction; w3mq-ref=${PARENT}; w3mq-content=eyJlbW9qaSI6IvCfkY3wn5GNIiwiYWN0aW9uIjoiYWRkIn0`,
    ],
    [
      'a reaction with another action',
      `${TEXT}; w3mq-type=reaction; w3mq-ref=${PARENT}; w3mq-content=eyJlbW9qaSI6IvCfkY0iLCJhY3Rpb24iOiJ0b2dnbGUifQ`,
    ],
    ['a typed message of another media type', `application/json; w3mq-type=delete; w3mq-ref=${PARENT}`],
    ['not a media type', 'garbage'],
  ])('%s', (_name, payloadType) => {
    expect(withType(payloadType)).toEqual({ type: 'text', text: 'what the payload says' })
  })

  it('parameter names and the media type are case-insensitive, as media types are', () => {
    const content = fromPlain({
      payloadType: `Text/Plain; Charset=UTF-8; W3MQ-Type=delete; W3MQ-Ref=${PARENT}`,
      text: 'x',
    })
    expect(content).toEqual({ type: 'delete', fields: {}, ref: PARENT, fallback: 'x' })
  })
})

describe('limits', () => {
  it('a text of MAX_CONTENT_TEXT code points is sent, one more is refused', () => {
    expect(() => typedContent('edit', { text: '😀'.repeat(MAX_CONTENT_TEXT) }, PARENT)).not.toThrow()
    expect(() => typedContent('edit', { text: 'a'.repeat(MAX_CONTENT_TEXT + 1) }, PARENT)).toThrow(
      `text is longer than ${MAX_CONTENT_TEXT}`,
    )
    expect(() => typedContent('edit', { text: '  \n ' }, PARENT)).toThrow('text is empty')
  })

  it('a reply quote: a user id and a one-line excerpt of at most MAX_EXCERPT', () => {
    const fields = { text: 'ok', from: ALICE, excerpt: 'x'.repeat(MAX_EXCERPT + 1) }
    expect(() => typedContent('reply', fields, PARENT)).toThrow(`excerpt is longer than ${MAX_EXCERPT}`)
    expect(() => typedContent('reply', { ...fields, excerpt: 'a\nb' }, PARENT)).toThrow(
      'excerpt has a line break',
    )
    expect(() => typedContent('reply', { ...fields, excerpt: 'a', from: 'alice' }, PARENT)).toThrow(
      'from is not a user id',
    )
    expect(() => typedContent('reply', { ...fields, excerpt: 'a' }, 'not-an-id')).toThrow(
      'ref is not a message id',
    )
  })

  it('excerptOf: one line, cut with an ellipsis at MAX_EXCERPT code points', () => {
    expect(excerptOf('  Are   we\nmeeting\ttoday? ')).toBe('Are we meeting today?')
    const long = excerptOf(`${'é'.repeat(70)}`)
    expect(Array.from(long)).toHaveLength(MAX_EXCERPT)
    expect(long.endsWith('é…')).toBe(true)
  })

  it('a reaction is one short grapheme', () => {
    for (const ok of ['👍', '❤️', '🇫🇷', '👩‍👩‍👧‍👦', '🙏🏽', 'x']) expect(isReactionEmoji(ok)).toBe(true)
    for (const bad of ['', '👍👍', ' ', '👍 ', 'ab', '\u0000', 5]) expect(isReactionEmoji(bad)).toBe(false)
  })
})

describe('encrypted chats: the envelope carries the same content (docs/protocol.md §3.10, §3.11)', () => {
  it('a reply rides as type, fallback, refs and content, and nothing of it is outside', () => {
    const env = toEnvelope(reply())
    expect(env).toEqual({
      type: 'reply',
      body: '',
      fallback: '↩ Alice: “Are we meeting today?”\nYes, at 5',
      refs: [PARENT],
      content: { text: 'Yes, at 5', from: ALICE, excerpt: 'Are we meeting today?' },
    })
    expect(fromEnvelope(decodeEnvelope(encodeEnvelope(env)))).toEqual(reply())
  })

  it('a delete has no content key; text is the text envelope of today', () => {
    expect(toEnvelope(typedContent('delete', {}, PARENT))).toEqual({
      type: 'delete',
      body: '',
      fallback: 'Deleted a message',
      refs: [PARENT],
    })
    expect(toEnvelope({ type: 'text', text: 'hi' })).toEqual({ type: 'text', body: 'hi' })
  })

  it('bad fields, two refs or an unknown type show the fallback', () => {
    const env = toEnvelope(reply())
    const asText = { type: 'text', text: env.fallback }
    expect(fromEnvelope({ ...env, content: { text: 'x' } })).toEqual(asText)
    expect(fromEnvelope({ ...env, refs: [PARENT, PARENT] })).toEqual(asText)
    expect(fromEnvelope({ ...env, type: 'poll' })).toEqual(asText)
    expect(fromEnvelope({ ...env, refs: ['nope'] })).toEqual(asText)
  })
})
