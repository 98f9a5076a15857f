import { describe, expect, it } from 'vitest'
import { MemoryLogger } from '../../../tests/fakes/ports'
import vectors from '../../../tests/fixtures/vectors.json'
import {
  buildAuthorizationRequest,
  buildPersonalSignRequest,
  buildPersonalSignResponse,
  buildRpcError,
  deriveBridgeKey,
  sealEnvelope,
} from '../../domain/bridge'
import { ErrorCode } from '../../domain/errors'
import { openWalletReply, openWalletReplySafely } from './wallet-replies'

const { keys } = vectors
/** What the wallet (seed B) sends to the dapp (seed A). */
const sealed = (value: unknown): string =>
  sealEnvelope(
    deriveBridgeKey(keys.seedB, keys.pubA),
    keys.pubB,
    typeof value === 'string' ? value : JSON.stringify(value),
  )
const open = (value: unknown) => openWalletReply(keys.seedA, sealed(value))

describe('openWalletReply', () => {
  it('reads the v2 answers a dapp acts on, with the wallet key from the envelope', () => {
    const approval = {
      id: 'r1',
      jsonrpc: '2.0',
      method: 'provider_authorization',
      result: {
        sessionNamespaces: { eip155: { chains: [], methods: [], events: [], accounts: ['eip155:1:0xAb'] } },
        metadata: { name: 'W' },
      },
    }
    expect(open(approval)).toEqual({
      walletPubkey: keys.pubB,
      reply: {
        kind: 'approval',
        dialect: 'jsonrpc',
        id: 'r1',
        address: '0xAb',
        walletInfo: { name: 'W', description: '', url: '', icons: [], redirect: '' },
      },
    })
    expect(open(buildPersonalSignResponse('r2', '0xs')).reply).toEqual({
      kind: 'signature',
      dialect: 'jsonrpc',
      id: 'r2',
      signature: '0xs',
    })
    expect(open(buildRpcError('r3', 'personal_sign', 5001)).reply).toEqual({
      kind: 'rejection',
      dialect: 'jsonrpc',
      id: 'r3',
      method: 'personal_sign',
      code: 5001,
      message: 'User disapproved requested methods',
    })
  })

  it('classifies requests meant for a wallet as other', () => {
    expect(open(buildPersonalSignRequest('r4', 'text', '0xab')).reply).toEqual({
      kind: 'other',
      dialect: 'jsonrpc',
      detail: 'signRequest',
    })
    const proposal = buildAuthorizationRequest('r5', { eip155: { chains: [], methods: [], events: [] } })
    expect(open(proposal).reply).toMatchObject({ kind: 'other', detail: 'authorizationRequest' })
  })

  it('maps the legacy action messages onto the same replies', () => {
    const walletInfo = { name: 'W', description: 'D', address: '0xab', walletType: 'eth' }
    expect(open({ action: 'connectResponse', approve: true, walletInfo }).reply).toEqual({
      kind: 'approval',
      dialect: 'legacy',
      id: '',
      address: '0xab',
      walletInfo: { name: 'W', description: 'D', url: '', icons: [], redirect: '', walletType: 'eth' },
    })
    expect(open({ action: 'connectResponse', approve: false, walletInfo }).reply).toMatchObject({
      kind: 'rejection',
      method: 'provider_authorization',
    })
    const signed = { action: 'signResponse', approve: true, signature: '0xs', requestId: 'q', userInfo: '' }
    expect(open(signed).reply).toEqual({ kind: 'signature', dialect: 'legacy', id: 'q', signature: '0xs' })
    expect(open({ ...signed, approve: false }).reply).toMatchObject({
      kind: 'rejection',
      method: 'personal_sign',
      id: 'q',
    })
    expect(open({ action: 'connectRequest', proposer: {} }).reply).toEqual({
      kind: 'other',
      dialect: 'legacy',
      detail: 'connectRequest',
    })
  })

  it('throws invalid-input for neither dialect and BRIDGE.DECRYPT for someone else’s key', () => {
    expect(() => open({ hello: 'world' })).toThrow('Unknown bridge message')
    expect(() => open({ action: 'dance' })).toThrow('Malformed legacy bridge message')
    const forB = sealEnvelope(deriveBridgeKey(keys.seedA, keys.pubB), keys.pubA, '{}')
    expect(() => openWalletReply(keys.seedA, forB)).toThrow(
      expect.objectContaining({ code: ErrorCode.BridgeDecrypt }),
    )
  })

  it('openWalletReplySafely logs and yields undefined instead of throwing', () => {
    const logger = new MemoryLogger()
    expect(openWalletReplySafely(keys.seedA, 'not json', logger)).toBeUndefined()
    expect(logger.entries).toEqual([
      {
        level: 'warn',
        message: 'bridge: unreadable message ignored',
        detail: { message: 'Bridge envelope is not JSON' },
      },
    ])
  })
})
