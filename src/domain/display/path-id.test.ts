import { describe, expect, it } from 'vitest'
import { pathId } from './path-id'

describe('pathId', () => {
  it('[P2.21] joins the last segment and the one before with @', () => {
    expect(pathId('a/b/c')).toBe('c@b')
    expect(pathId('a/b')).toBe('b@a')
    expect(pathId('web3mq/channels/group:abc')).toBe('group:abc@channels')
  })

  it('ignores leading, trailing and doubled slashes', () => {
    expect(pathId('a/b/c/')).toBe('c@b')
    expect(pathId('/a/b/c//')).toBe('c@b')
    expect(pathId('a//b')).toBe('b@a')
  })

  it('returns a single segment alone and nothing for no segment', () => {
    expect(pathId('a')).toBe('a')
    expect(pathId('/a/')).toBe('a')
    expect(pathId('')).toBe('')
    expect(pathId('///')).toBe('')
  })
})
