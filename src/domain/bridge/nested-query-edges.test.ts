import { describe, expect, it } from 'vitest'
import { parseNestedQuery, toNestedQuery } from './nested-query'

// The corners of the nested form fields of the v2 link (docs/protocol.md §7.5): keys that are not
// bracket paths, containers that are not arrays, and the pieces a lenient reader drops.
describe('nested form fields: writing', () => {
  it('leaves out null and function values', () => {
    expect(toNestedQuery({ a: null, f: () => 1, b: 1, c: { d: null, e: 'x' } })).toBe('b=1&c[e]=x')
  })
})

describe('nested form fields: reading', () => {
  it.each([
    ['a[b=1', { 'a[b': '1' }],
    ['a]b=1', { 'a]b': '1' }],
    ['a[b]c=1', { 'a[b]c': '1' }],
    ['[x]a[b]=1', { '[x]a[b]': '1' }],
  ])('keeps %s, which is no bracket path, as one key', (query, tree) => {
    expect(parseNestedQuery(query)).toEqual(tree)
  })

  it('makes an array only when every key is an index', () => {
    expect(parseNestedQuery('a[0]=x&a[1a]=y')).toEqual({ a: { 0: 'x', '1a': 'y' } })
    expect(parseNestedQuery('a[0]=x&a[b]=y')).toEqual({ a: { 0: 'x', b: 'y' } })
    expect(parseNestedQuery('a[01]=x')).toEqual({ a: { '01': 'x' } })
    expect(parseNestedQuery('a[1]=y&a[0]=x')).toEqual({ a: ['x', 'y'] })
  })

  it('drops pieces without "=", empty keys and blank keys, and trims keys', () => {
    expect(parseNestedQuery('flag&=x&%20=y&+=z& a =1')).toEqual({ a: '1' })
    expect(parseNestedQuery('abc&d=1')).toEqual({ d: '1' })
  })

  it('answers an empty object when the top level would be a list', () => {
    expect(parseNestedQuery('0=x&1=y')).toEqual({})
    expect(Array.isArray(parseNestedQuery('0=x'))).toBe(false)
  })
})
