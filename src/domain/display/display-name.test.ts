import { describe, expect, it } from 'vitest'
import { displayName } from './display-name'
import type { UserLike } from './user-like'

const wallet = '0x1111111111111111111111111111111111112222'
const userid = 'user:8c01563bfbd54a59c09ba7c68f82a9e431a0be6c7adefcc93c6d9441'
const telegram = { bind_type: 'telegram', bind_name: 'tg_alice', bind_value: '123456' }

describe('displayName', () => {
  it('[P2.16] prefers name over everything', () => {
    const user = { name: 'Alice', nickname: 'ali', bind_did_list: [telegram], wallet_address: wallet, userid }
    expect(displayName(user)).toBe('Alice')
  })

  it('[P2.16] falls back to nickname, then the Telegram bind name', () => {
    expect(displayName({ nickname: 'ali', bind_did_list: [telegram], wallet_address: wallet })).toBe('ali')
    expect(displayName({ bind_did_list: [telegram], wallet_address: wallet, userid })).toBe('tg_alice')
  })

  it('[P3.1] takes only telegram entries, the first with a visible bind name', () => {
    const user: UserLike = {
      bind_did_list: [
        { bind_type: 'email', bind_name: 'mail@example.com' },
        { bind_type: 'telegram', bind_name: '  ' },
        { bind_type: 'telegram' },
        { bind_type: 'telegram', bind_name: ' second ' },
      ],
      wallet_address: wallet,
    }
    expect(displayName(user)).toBe('second')
    expect(displayName({ bind_did_list: [{ bind_type: 'email', bind_name: 'x' }], userid })).toBe(
      'user:...9441',
    )
  })

  it('[P2.16] falls back to the shortened wallet address, then the shortened userid', () => {
    expect(displayName({ wallet_address: wallet, userid })).toBe('0x111...2222')
    expect(displayName({ userid })).toBe('user:...9441')
    expect(displayName({ wallet_address: '   ', userid })).toBe('user:...9441')
  })

  it('skips empty, blank and null values and trims the chosen one', () => {
    expect(displayName({ name: '', nickname: ' \t', wallet_address: wallet })).toBe('0x111...2222')
    expect(displayName({ name: null, nickname: '  Bob  ', bind_did_list: null })).toBe('Bob')
  })

  it('returns an empty string when nothing identifies the user', () => {
    expect(displayName({})).toBe('')
    expect(displayName({ name: ' ', userid: '' })).toBe('')
  })
})
