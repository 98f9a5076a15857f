import { describe, expect, it } from 'vitest'
import { DEFAULT_DID_TYPE, DEFAULT_ENV, SEED_NODES, WALLET_ORDER } from './config'

describe('product constants', () => {
  it('[P5.16] makes metamask the default DID type, and a known wallet id', () => {
    expect(DEFAULT_DID_TYPE).toBe('metamask')
    expect(WALLET_ORDER).toContain(DEFAULT_DID_TYPE)
  })

  it('[P9.9] knows 3 dev nodes and 6 test nodes, all https and distinct, and defaults to test', () => {
    expect(SEED_NODES.dev).toHaveLength(3)
    expect(SEED_NODES.test).toHaveLength(6)
    const all = [...SEED_NODES.dev, ...SEED_NODES.test]
    expect(new Set(all).size).toBe(all.length)
    for (const url of all) expect(url).toMatch(/^https:\/\//)
    expect(DEFAULT_ENV).toBe('test')
  })
})
