import { describe, expect, it } from 'vitest'
import { startUrl } from './runtime'

const FIXED = { discover: false, nodeUrl: 'https://node.example' }
const DISCOVER = { discover: true, nodeUrl: 'https://app.example' }

describe('where the session starts', () => {
  it('[P4.3] starts from the stored fast URL, in discover mode as with a fixed node', () => {
    expect(startUrl(DISCOVER, 'https://fast.example')).toBe('https://fast.example')
    expect(startUrl(FIXED, 'https://node.example/')).toBe('https://node.example/')
  })

  it('discovers when nothing is stored, or uses the fixed node', () => {
    expect(startUrl(DISCOVER, null)).toBeUndefined()
    expect(startUrl(DISCOVER, '')).toBeUndefined()
    expect(startUrl(FIXED, null)).toBe('https://node.example')
  })

  it('a stored URL naming another node than the fixed one is left over from an earlier configuration', () => {
    expect(startUrl(FIXED, 'https://old-node.example')).toBe('https://node.example')
  })
})
