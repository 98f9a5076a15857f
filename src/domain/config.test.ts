import { describe, expect, it } from 'vitest'
import { DEFAULT_DID_TYPE, WALLET_ORDER } from './config'

describe('product constants', () => {
  it('[P5.16] makes metamask the default DID type, and a known wallet id', () => {
    expect(DEFAULT_DID_TYPE).toBe('metamask')
    expect(WALLET_ORDER).toContain(DEFAULT_DID_TYPE)
  })
})
