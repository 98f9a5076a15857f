import { describe, expect, it } from 'vitest'
import { toLoginPayload } from './login-payload'

describe('toLoginPayload', () => {
  it('[P3.13] maps the login result and wallet to the session payload field by field', () => {
    const payload = toLoginPayload(
      {
        userid: 'user:1',
        TempPrivateKey: 'tp',
        TempPublicKey: 'tq',
        MainPrivateKey: 'mp',
        MainPublicKey: 'mq',
        pubkeyExpiredTimestamp: 42,
      },
      { walletId: 'braavos', didType: 'starknet', account: { address: '0x0123', didPubkey: '0xpub' } },
    )
    expect(payload).toEqual({
      keys: { PrivateKey: 'tp', PublicKey: 'tq', userid: 'user:1' },
      mainKeys: { PublicKey: 'mq', PrivateKey: 'mp', walletAddress: '0x0123' },
      didKey: 'starknet:0x0123',
      walletType: 'braavos',
      expiresAt: 42,
    })
  })
})
