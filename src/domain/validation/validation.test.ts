import { describe, expect, it } from 'vitest'
import {
  checkDappId,
  checkDomain,
  checkNewPassword,
  checkTelegramId,
  checkText,
  checkTopicId,
  countText,
  Limits,
  normalizeTopicId,
  passwordStrength,
  tooLong,
} from '.'

describe('limits', () => {
  it('counts characters as people see them', () => {
    expect(countText('héllo😀', 10)).toBe('6/10')
    expect(tooLong('a'.repeat(101), Limits.topicName)).toBe(true)
    expect(tooLong('a'.repeat(100), Limits.topicName)).toBe(false)
  })
})

describe('checkText', () => {
  it('refuses blank and too long text, names the limit', () => {
    expect(checkText('  ', 'Topic name', 100)).toBe('Enter topic name.')
    expect(checkText('x'.repeat(500), 'Topic name', 100)).toBe('Topic name can be at most 100 characters.')
    expect(checkText('news', 'Topic name', 100)).toBeUndefined()
  })
})

describe('checkTelegramId', () => {
  it('accepts a positive whole number only', () => {
    expect(checkTelegramId('123456789')).toBeUndefined()
    for (const bad of ['abc<b>x', '-1', '0', '12.5', '', '1'.repeat(200)])
      expect(checkTelegramId(bad)).toMatch(/valid Telegram id/)
  })
})

describe('checkDappId', () => {
  it('accepts ids like web3mq:im and refuses spaces and markup', () => {
    expect(checkDappId('web3mq:im')).toBeUndefined()
    expect(checkDappId('my.dapp_1-x')).toBeUndefined()
    expect(checkDappId('my dapp')).toMatch(/no spaces/)
    expect(checkDappId('<b>')).toMatch(/no spaces/)
    expect(checkDappId(' ')).toBe('Enter the dapp id.')
    expect(checkDappId('a'.repeat(101))).toMatch(/at most 100/)
  })
})

describe('checkDomain', () => {
  it('accepts host names or nothing', () => {
    for (const ok of ['', 'example.com', 'a-b.example.co.uk', 'xn--bcher-kva.de'])
      expect(checkDomain(ok)).toBeUndefined()
    for (const bad of [
      'not a domain <>',
      'https://example.com',
      'example',
      'example.com/path',
      '-a.com',
      'a.123',
    ])
      expect(checkDomain(bad)).toMatch(/such as example\.com/)
  })
})

describe('passwords', () => {
  it('needs eight characters and rates strength', () => {
    expect(checkNewPassword('a')).toBe('Use at least 8 characters.')
    expect(checkNewPassword('abcdefgh')).toBeUndefined()
    expect(passwordStrength('abcdefgh')).toBe('weak')
    expect(passwordStrength('abcdefg1')).toBe('fair')
    expect(passwordStrength('Abcdefgh1234!')).toBe('strong')
  })
})

describe('topic ids', () => {
  it('trims and lower-cases as the network writes ids', () => {
    expect(normalizeTopicId('  Topic:AB12 ')).toBe('topic:ab12')
    expect(checkTopicId(' TOPIC:ab12 ')).toBeUndefined()
    expect(checkTopicId('news')).toMatch(/starts with "topic:"/)
  })
})
