/** Insertions at the caret (docs/product.md §14.8): where the person was typing, a selection replaced. */
import { describe, expect, it } from 'vitest'
import { insertAt } from './composer-text'

describe('insertAt', () => {
  it('puts the text at the caret and the caret after it', () => {
    expect(insertAt('Hello world', 5, 5, ' 👋')).toEqual({ text: 'Hello 👋 world', caret: 8 })
  })

  it('replaces a selection', () => {
    expect(insertAt('I feel sad today', 7, 10, '🙂')).toEqual({ text: 'I feel 🙂 today', caret: 9 })
  })

  it('brings positions out of range into the text', () => {
    expect(insertAt('abc', 10, 12, '!')).toEqual({ text: 'abc!', caret: 4 })
    expect(insertAt('abc', -3, 1, '>')).toEqual({ text: '>bc', caret: 1 })
    expect(insertAt('abc', 2, 1, '|')).toEqual({ text: 'ab|c', caret: 3 })
  })
})
