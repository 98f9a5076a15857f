/**
 * The `mention` content type (docs/protocol.md §3.11): exact payloadType and text, code-point spans that start
 * with `@`, and anything else shown as the plain text it carries.
 */
import { describe, expect, it } from 'vitest'
import { decodeEnvelope, encodeEnvelope } from '../../e2e/envelope'
import { fromEnvelope, fromPlain, toEnvelope, toPlain, typedContent } from './content'
import { MAX_MENTIONS, type MentionFields, mentionedUsers, mentionParts } from './mention'

const BOB = 'user:b0b'
const hi: MentionFields = { text: '@Bob hi 👋', mentions: [{ user: BOB, at: 0, length: 4 }] }

describe('mention content', () => {
  it('is the text itself for an official-SDK user, the mentions in w3mq-content, byte for byte', () => {
    const plain = toPlain(typedContent('mention', hi, undefined))
    expect(plain).toEqual({
      payloadType:
        'text/plain; charset=utf-8; w3mq-type=mention; w3mq-content=eyJ0ZXh0IjoiQEJvYiBoaSDwn5GLIiwibWVudGlvbnMiOlt7InVzZXIiOiJ1c2VyOmIwYiIsImF0IjowLCJsZW5ndGgiOjR9XX0',
      text: '@Bob hi 👋',
    })
    expect(fromPlain(plain)).toEqual({ type: 'mention', fields: hi, fallback: '@Bob hi 👋' })
  })

  it('rides inside the envelope of an encrypted chat', () => {
    const content = typedContent('mention', hi, undefined)
    expect(fromEnvelope(decodeEnvelope(encodeEnvelope(toEnvelope(content))))).toEqual(content)
  })

  it('counts spans in code points, so an emoji before a mention is one', () => {
    const fields: MentionFields = {
      text: '👋 @Bob and @Ann',
      mentions: [
        { user: BOB, at: 2, length: 4 },
        { user: 'user:a11', at: 11, length: 4 },
      ],
    }
    expect(mentionParts(typedContent('mention', fields, undefined).fields as MentionFields)).toEqual([
      { text: '👋 ' },
      { text: '@Bob', user: BOB },
      { text: ' and ' },
      { text: '@Ann', user: 'user:a11' },
    ])
  })

  it('names each person once', () => {
    const twice: MentionFields = {
      text: '@Bob @Bob',
      mentions: [
        { user: BOB, at: 0, length: 4 },
        { user: BOB, at: 5, length: 4 },
      ],
    }
    expect(mentionedUsers(twice)).toEqual([BOB])
  })

  it.each([
    ['a span not starting with @', { text: 'Bob hi', mentions: [{ user: BOB, at: 0, length: 3 }] }],
    ['a span past the end', { text: '@Bob', mentions: [{ user: BOB, at: 0, length: 5 }] }],
    [
      'overlapping spans',
      {
        text: '@Bob @Ann',
        mentions: [
          { user: BOB, at: 0, length: 6 },
          { user: BOB, at: 5, length: 4 },
        ],
      },
    ],
    ['a user that is no user id', { text: '@Bob', mentions: [{ user: 'bob', at: 0, length: 4 }] }],
    ['no mention at all', { text: '@Bob', mentions: [] }],
    [
      `more than ${MAX_MENTIONS} mentions`,
      {
        text: '@B '.repeat(51),
        mentions: Array.from({ length: 51 }, (_, i) => ({ user: BOB, at: i * 3, length: 2 })),
      },
    ],
  ])('shows a mention with %s as its text', (_, bad) => {
    const json = Buffer.from(JSON.stringify(bad)).toString('base64url')
    const payloadType = `text/plain; charset=utf-8; w3mq-type=mention; w3mq-content=${json}`
    expect(fromPlain({ payloadType, text: '@Bob' })).toEqual({ type: 'text', text: '@Bob' })
  })
})
