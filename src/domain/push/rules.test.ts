import { describe, expect, it } from 'vitest'
import {
  clockMinutes,
  clockText,
  DEFAULT_PUSH_RULES,
  inQuietHours,
  localMinutes,
  mayAlert,
  type PushRules,
  withMuted,
} from './rules'

/** 2026-01-15 21:30 UTC: 22:30 in Paris (winter, UTC+1), 06:30 the next day in Tokyo. */
const AT = Date.UTC(2026, 0, 15, 21, 30)

describe('alert rules', () => {
  it('lets everything through by default', () => {
    expect(mayAlert(DEFAULT_PUSH_RULES, { source: 'chats', conversation: 'user:a' }, AT)).toBe(true)
    expect(mayAlert(DEFAULT_PUSH_RULES, { source: 'topics' }, AT)).toBe(true)
  })

  it('holds a source switched off and a muted conversation, and only those', () => {
    const rules: PushRules = {
      ...withMuted(DEFAULT_PUSH_RULES, 'group:g', true),
      sources: { ...DEFAULT_PUSH_RULES.sources, followerPosts: false },
    }
    expect(mayAlert(rules, { source: 'followerPosts' }, AT)).toBe(false)
    expect(mayAlert(rules, { source: 'groups', conversation: 'group:g' }, AT)).toBe(false)
    expect(mayAlert(rules, { source: 'groups', conversation: 'group:h' }, AT)).toBe(true)
    expect(withMuted(rules, 'group:g', false).muted).toEqual([])
    expect(withMuted(withMuted(rules, 'user:x', true), 'user:x', true).muted).toEqual(['group:g', 'user:x'])
  })

  it('reads quiet hours on the person’s clock, across midnight too', () => {
    expect(localMinutes(AT, 'Europe/Paris')).toBe(22 * 60 + 30)
    expect(localMinutes(AT, 'Asia/Tokyo')).toBe(6 * 60 + 30)
    expect(localMinutes(AT, 'Not/AZone')).toBeUndefined()
    const night = { from: 22 * 60, to: 7 * 60 }
    expect(inQuietHours({ ...night, timeZone: 'Europe/Paris' }, AT)).toBe(true)
    expect(inQuietHours({ ...night, timeZone: 'Asia/Tokyo' }, AT)).toBe(true)
    expect(inQuietHours({ ...night, timeZone: 'America/New_York' }, AT)).toBe(false)
    expect(inQuietHours({ from: 6 * 60, to: 6 * 60 + 30, timeZone: 'Asia/Tokyo' }, AT)).toBe(false)
    expect(inQuietHours({ from: 6 * 60 + 30, to: 6 * 60 + 31, timeZone: 'Asia/Tokyo' }, AT)).toBe(true)
    expect(inQuietHours({ from: 600, to: 600, timeZone: 'UTC' }, AT)).toBe(false)
    expect(inQuietHours({ ...night, timeZone: 'Not/AZone' }, AT)).toBe(false)
    const quiet = { ...DEFAULT_PUSH_RULES, quiet: { ...night, timeZone: 'Europe/Paris' } }
    expect(mayAlert(quiet, { source: 'chats', conversation: 'user:a' }, AT)).toBe(false)
  })

  it('writes and reads clock times as HH:MM', () => {
    expect(clockText(7 * 60 + 5)).toBe('07:05')
    expect(clockMinutes('22:30')).toBe(1350)
    expect(clockMinutes('24:00')).toBeUndefined()
    expect(clockMinutes('7:00')).toBeUndefined()
  })
})
