import { describe, expect, it } from 'vitest'
import { DraftMessages, draftChanges, draftFrom, NICKNAME_MAX, validateDraft } from './profile.draft'

describe('validateDraft', () => {
  it('accepts up to 64 characters of nickname, counting code points and ignoring outer spaces', () => {
    expect(NICKNAME_MAX).toBe(64)
    expect(validateDraft({ nickname: 'a'.repeat(64), avatarUrl: '' })).toEqual({})
    expect(validateDraft({ nickname: `  ${'a'.repeat(64)}  `, avatarUrl: '' })).toEqual({})
    expect(validateDraft({ nickname: '😀'.repeat(64), avatarUrl: '' })).toEqual({})
    expect(validateDraft({ nickname: 'a'.repeat(65), avatarUrl: '' })).toEqual({
      nickname: 'Nickname must be at most 64 characters.',
    })
  })

  it('accepts an empty or http(s) avatar URL only', () => {
    for (const ok of ['', '  ', 'http://a.example/x.png', 'https://a.example/x.png', ' HTTPS://A.example ']) {
      expect(validateDraft({ nickname: '', avatarUrl: ok }), ok).toEqual({})
    }
    for (const bad of [
      'ftp://a.example/x',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      'a.example/x',
      '/x.png',
    ]) {
      expect(validateDraft({ nickname: '', avatarUrl: bad }), bad).toEqual({
        avatarUrl: DraftMessages.avatarUrlInvalid,
      })
    }
    expect(DraftMessages.avatarUrlInvalid).toBe(
      'Avatar URL must be an http:// or https:// address, or empty.',
    )
  })
})

describe('draftFrom and draftChanges', () => {
  const profile = { userid: 'user:1', nickname: 'Ann', avatar_url: 'https://a.example/1.png' }

  it('starts from the profile, blank where it has nothing', () => {
    expect(draftFrom(profile)).toEqual({ nickname: 'Ann', avatarUrl: 'https://a.example/1.png' })
    expect(draftFrom({ userid: 'user:1' })).toEqual({ nickname: '', avatarUrl: '' })
    expect(draftFrom(undefined)).toEqual({ nickname: '', avatarUrl: '' })
  })

  it('sends only the trimmed fields that changed, and an emptied avatar as ""', () => {
    expect(draftChanges({ nickname: ' Ann ', avatarUrl: 'https://a.example/1.png' }, profile)).toEqual({})
    expect(draftChanges({ nickname: 'Bo', avatarUrl: 'https://a.example/1.png' }, profile)).toEqual({
      nickname: 'Bo',
    })
    expect(draftChanges({ nickname: 'Ann', avatarUrl: '' }, profile)).toEqual({ avatar_url: '' })
  })
})
