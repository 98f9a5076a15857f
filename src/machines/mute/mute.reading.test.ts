import { describe, expect, it } from 'vitest'
import { DEFAULT_PUSH_RULES } from '../../domain/push/rules'
import { muteReadingOf } from './mute.reading'

const settings = (muted: string[]) => ({ rules: { ...DEFAULT_PUSH_RULES, muted }, subscriptions: 0 })

describe('muteReadingOf', () => {
  it('reads the conversation off the muted list, and nothing on a node without Web Push', () => {
    expect(muteReadingOf(settings(['user:pete', 'group:g1']), 'group:g1')).toEqual({
      available: true,
      muted: true,
    })
    expect(muteReadingOf(settings(['user:pete']), 'user:ann')).toEqual({ available: true, muted: false })
    expect(muteReadingOf(undefined, 'user:pete')).toEqual({ available: false, muted: false })
  })
})
