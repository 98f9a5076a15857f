/** Mentions as typed (docs/product.md §14.8): the query at the caret, suggestions, completion, spans at send. */
import { describe, expect, it } from 'vitest'
import { toPlain } from './content'
import {
  completeMention,
  composedContent,
  findMentions,
  mentionQueryAt,
  suggestMembers,
} from './mention-text'

const ME = 'user:a11ce'
const members = [
  { userid: ME, name: 'Alice' },
  { userid: 'user:b0b', name: 'Bob' },
  { userid: 'user:b0b2', name: 'Bobby Tables' },
  { userid: 'user:ca7', name: 'Cat Bobson' },
]

describe('the @query at the caret', () => {
  it('starts at an @ at the start or after a space', () => {
    expect(mentionQueryAt('@Bo', 3)).toEqual({ start: 0, query: 'Bo' })
    expect(mentionQueryAt('hi @', 4)).toEqual({ start: 3, query: '' })
    expect(mentionQueryAt('hi @Bobby T', 11)).toEqual({ start: 3, query: 'Bobby T' })
  })

  it('is none inside an address, across a line, or after a space right after the @', () => {
    expect(mentionQueryAt('mail bob@example', 16)).toBeUndefined()
    expect(mentionQueryAt('@Bob\nsee', 8)).toBeUndefined()
    expect(mentionQueryAt('@ Bob', 5)).toBeUndefined()
    expect(mentionQueryAt('no at', 5)).toBeUndefined()
  })
})

describe('suggestions', () => {
  it('puts names starting with the query first, then later words; never oneself', () => {
    expect(suggestMembers(members, 'bob', ME).map((m) => m.name)).toEqual([
      'Bob',
      'Bobby Tables',
      'Cat Bobson',
    ])
    expect(suggestMembers(members, '', ME).map((m) => m.name)).toEqual(['Bob', 'Bobby Tables', 'Cat Bobson'])
    expect(suggestMembers(members, 'al', ME)).toEqual([])
  })
})

describe('completing and finding mentions', () => {
  it('replaces the @query with @Name and a space, the caret after it', () => {
    const query = mentionQueryAt('hi @bo there', 6)
    expect(query).toEqual({ start: 3, query: 'bo' })
    expect(completeMention('hi @bo there', query as never, members[1] as never)).toEqual({
      text: 'hi @Bob there',
      caret: 8,
    })
  })

  it('finds the longest name at each @, up to a boundary, in code points', () => {
    expect(findMentions('👋 @Bobby Tables, and @Bob!', members)).toEqual([
      { user: 'user:b0b2', at: 2, length: 13 },
      { user: 'user:b0b', at: 21, length: 4 },
    ])
    expect(findMentions('@Bobsleigh and a@Bob', members)).toEqual([])
  })

  it('sends a text naming nobody as plain text, and one naming someone as a mention', () => {
    expect(toPlain(composedContent('hello all', members))).toEqual({
      payloadType: 'text/plain; charset=utf-8',
      text: 'hello all',
    })
    const plain = toPlain(composedContent('@Bob hi', members))
    expect(plain.text).toBe('@Bob hi')
    expect(plain.payloadType).toMatch(/^text\/plain; charset=utf-8; w3mq-type=mention; w3mq-content=/)
  })
})
