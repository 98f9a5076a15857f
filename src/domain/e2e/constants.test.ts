import { describe, expect, it } from 'vitest'
import { E2E_CIPHER_SUITE, E2E_PAYLOAD_TYPE, isE2ESuite, MlsFrameType } from './constants'

describe('the wire labels of docs/protocol.md §3.10 "Frames"', () => {
  it('names the cipher suite, the payload type and the handshake message types exactly', () => {
    expect(E2E_CIPHER_SUITE).toBe('MLS_128_DHKEMX25519_AES128GCM_SHA256_Ed25519')
    expect(E2E_PAYLOAD_TYPE).toBe('message/mls')
    expect(MlsFrameType).toEqual({ welcome: 'Web3MQ/mls-welcome', commit: 'Web3MQ/mls-commit' })
  })

  it('tells an encrypted frame by its suite alone, exactly', () => {
    expect(isE2ESuite(E2E_CIPHER_SUITE)).toBe(true)
    for (const other of ['NONE', '', undefined, E2E_CIPHER_SUITE.toLowerCase(), `${E2E_CIPHER_SUITE} `])
      expect(isE2ESuite(other)).toBe(false)
  })
})
