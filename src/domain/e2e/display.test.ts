import { describe, expect, it } from 'vitest'
import { displayText, UNDECRYPTABLE_TEXT, UNSUPPORTED_CONTENT_TEXT } from './display'

describe('displayText', () => {
  it('shows the body of a text envelope, even when it has a fallback', () => {
    expect(displayText({ type: 'text', body: 'hello' })).toBe('hello')
    expect(displayText({ type: 'text', body: 'hello', fallback: 'other' })).toBe('hello')
    expect(displayText({ type: 'text', body: '' })).toBe('')
  })

  it('shows the fallback of a type it does not know, never its body', () => {
    expect(displayText({ type: 'reaction', body: '{"emoji":"👍"}', fallback: 'reacted 👍' })).toBe(
      'reacted 👍',
    )
    expect(displayText({ type: 'Text', body: 'b', fallback: 'f' })).toBe('f')
  })

  it('shows the fixed line for an unknown type without a fallback', () => {
    expect(displayText({ type: 'reaction', body: '{"emoji":"👍"}' })).toBe(
      'This app cannot show this message',
    )
    expect(displayText({ type: 'reaction', body: 'b', fallback: '' })).toBe(UNSUPPORTED_CONTENT_TEXT)
  })

  it('keeps the exact row of docs/protocol.md §3.10 for a frame that fails', () => {
    expect(UNDECRYPTABLE_TEXT).toBe('This message could not be decrypted')
  })
})
