import { describe, expect, it } from 'vitest'
import { checkDappId, checkDomain, checkTelegramId, checkText, checkTopicId, passwordStrength } from '.'

// The boundaries of what people type (docs/product.md §5, §14.1): what is let through and what is refused.
describe('blanks around what is typed do not count', () => {
  it('measures text without its surrounding blanks', () => {
    expect(checkText(`  ${'x'.repeat(100)}  `, 'Topic name', 100)).toBeUndefined()
    expect(checkText('x'.repeat(101), 'Topic name', 100)).toBe('Topic name can be at most 100 characters.')
  })

  it('reads a Telegram id and a domain without their surrounding blanks', () => {
    expect(checkTelegramId(' 123456789 ')).toBeUndefined()
    expect(checkDomain(' example.com ')).toBeUndefined()
  })
})

describe('limits at their edge', () => {
  it('accepts a Telegram id of 20 digits and refuses one of 21', () => {
    expect(checkTelegramId('1'.repeat(20))).toBeUndefined()
    expect(checkTelegramId('1'.repeat(21))).toBe(
      'This link does not hold a valid Telegram id (a positive number). Open the link the Web3MQ bot sent you again.',
    )
  })

  it('names the dapp id in its length message', () => {
    expect(checkDappId('a'.repeat(101))).toBe('The dapp id can be at most 100 characters.')
    expect(checkDappId('a'.repeat(100))).toBeUndefined()
  })

  it('accepts a topic id only when it is "topic:" and letters and digits from start to end', () => {
    const problem =
      'A topic id starts with "topic:" followed by letters and digits, as its creator shared it.'
    expect(checkTopicId('xtopic:ab12')).toBe(problem)
    expect(checkTopicId('topic:ab12!')).toBe(problem)
    expect(checkTopicId('topic:ab12')).toBeUndefined()
  })
})

describe('password strength', () => {
  it('is weak below eight characters or with one kind of character', () => {
    expect(passwordStrength('aB1!')).toBe('weak')
    expect(passwordStrength('ABCDEFGHIJKLM')).toBe('weak')
    expect(passwordStrength('1234567890123')).toBe('weak')
    expect(passwordStrength('!!!!!!!!!!!!!')).toBe('weak')
  })

  it('is strong from twelve characters of three kinds, fair just below either', () => {
    expect(passwordStrength('Abcdefghij1k')).toBe('strong')
    expect(passwordStrength('Abcdefghij1')).toBe('fair')
    expect(passwordStrength('abcdefghij1k')).toBe('fair')
    expect(passwordStrength('ABCDEFGHIJ1K')).toBe('fair')
  })
})
