import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PROPERTY_TIMEOUT_MS, propertyOptions } from '../../../tests/_util/property'
import { decodeComponent, parseNestedQuery, toNestedQuery } from './nested-query'

describe('nested form fields', () => {
  it('serialises nested objects and arrays with unencoded brackets', () => {
    const query = toNestedQuery({ a: { b: ['x y', 'z&='] }, n: 5, t: true, skip: undefined, no: null, e: [] })
    expect(query).toBe('a[b][0]=x%20y&a[b][1]=z%26%3D&n=5&t=true')
  })

  it('parses values containing = and keeps malformed escapes verbatim', () => {
    expect(parseNestedQuery('k=a=b&bad=%E0%A4%A&plus=a+b')).toEqual({
      k: 'a=b',
      bad: '%E0%A4%A',
      plus: 'a b',
    })
    expect(decodeComponent('%zz')).toBe('%zz')
  })

  it('does not let a __proto__ key reach the prototype', () => {
    const tree = parseNestedQuery('__proto__[polluted]=yes&a=1')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(tree.a).toBe('1')
  })

  it('orders indexed arrays numerically whatever the field order', () => {
    expect(parseNestedQuery('l[10]=c&l[2]=b&l[0]=a')).toEqual({ l: ['a', 'b', 'c'] })
  })

  it(
    'round-trips objects of non-empty string lists',
    () => {
      const key = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9_]{0,8}$/)
      const tree = fc.dictionary(
        key,
        fc.dictionary(key, fc.array(fc.string(), { minLength: 1, maxLength: 4 })),
      )
      fc.assert(
        fc.property(tree, (value) => {
          const nonEmpty = Object.fromEntries(
            Object.entries(value).filter(([, v]) => Object.keys(v).length > 0),
          )
          expect(parseNestedQuery(toNestedQuery(value))).toEqual(nonEmpty)
        }),
        propertyOptions(100),
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})
