import { describe, expect, it } from 'vitest'
import { caughtWeb3MQError } from '../../../tests/_util/caught'
import vectors from '../../../tests/fixtures/vectors.json'
import { base64ToBytes, bytesToBase64 } from '../crypto/encoding'
import { ErrorCode } from '../errors'
import { decryptBridge, decryptBridgeBytes, deriveBridgeKey, encryptBridge, sharedSecret } from './crypto'
import { parseEnvelope } from './envelope'
import { buildConnectRequest, legacyProposer, legacyRequestId, parseLegacyAction } from './legacy-actions'

// The exact refusals of the bridge (docs/protocol.md §7.1, §7.2, §7.4): the words, the code and the detail
// a dapp or a wallet logs when its peer sends something it cannot read.
const { keys, bridgeCrypto: v } = vectors

const caught = caughtWeb3MQError

describe('bridge keys', () => {
  it.each([
    [`zz${keys.seedA}`, keys.pubB, 'ed25519 seed'],
    [`${keys.seedA}00`, keys.pubB, 'ed25519 seed'],
    [keys.seedA, `${keys.pubB}0`, 'ed25519 public key'],
    [keys.seedA, `x${keys.pubB}`, 'ed25519 public key'],
  ])('refuses %s / %s as not 32 bytes of hex (%s)', (seed, pub, what) => {
    const error = caught(() => sharedSecret(seed, pub))
    expect(error.code).toBe(ErrorCode.InvalidInput)
    expect(error.message).toBe(`${what} must be 32 bytes of hex`)
    expect(error.detail).toEqual({ what })
  })

  it('accepts a 0x prefix on either key', () => {
    expect(sharedSecret(`0x${keys.seedA}`, `0x${keys.pubB}`)).toEqual(sharedSecret(keys.seedA, keys.pubB))
  })

  it('refuses a public key that is no curve point, with the reason', () => {
    const error = caught(() => sharedSecret(keys.seedA, `02${'00'.repeat(31)}`))
    expect(error.code).toBe(ErrorCode.InvalidInput)
    expect(error.message).toBe('ed25519 public key is not a valid curve point')
    expect(error.detail).toEqual({ reason: 'bad point: invalid y coordinate' })
  })
})

describe('bridge decryption refusals', () => {
  const key = deriveBridgeKey(keys.seedA, keys.pubB)

  it.each([
    ['not base64!', 'content is not base64'],
    ['AAAA', 'content shorter than the GCM tag'],
    [bytesToBase64(new Uint8Array(15)), 'content shorter than the GCM tag'],
    [bytesToBase64(new Uint8Array(16)), 'authentication tag mismatch'],
  ])('refuses %j: %s', (content, reason) => {
    const error = caught(() => decryptBridgeBytes(key, content))
    expect(error.code).toBe(ErrorCode.BridgeDecrypt)
    expect(error.message).toBe('Bridge message could not be decrypted')
    expect(error.detail).toEqual({ reason })
  })

  it('keeps what the cipher said as the cause of a tag mismatch', () => {
    const sealed = base64ToBytes(v.content)
    sealed[0] = (sealed[0] ?? 0) ^ 1
    expect(caught(() => decryptBridge(key, bytesToBase64(sealed))).cause).toBeInstanceOf(Error)
  })

  it('opens the 16-byte content of an empty message (the tag alone)', () => {
    const content = encryptBridge(key, '')
    expect(base64ToBytes(content)).toHaveLength(16)
    expect(decryptBridge(key, content)).toBe('')
  })
})

describe('bridge envelope refusals', () => {
  it.each([
    ['{publicKey', 'Bridge envelope is not JSON', undefined],
    [JSON.stringify({ publicKey: keys.pubA }), 'Bridge envelope has the wrong shape', { issues: 1 }],
    [
      JSON.stringify({ publicKey: 'abcd', content: '' }),
      'Bridge envelope has the wrong shape',
      { issues: 2 },
    ],
    ['null', 'Bridge envelope has the wrong shape', { issues: 1 }],
  ])('refuses %s: %s', (payload, message, detail) => {
    const error = caught(() => parseEnvelope(payload))
    expect(error.code).toBe(ErrorCode.InvalidInput)
    expect(error.message).toBe(message)
    expect(error.detail).toEqual(detail)
  })
})

describe('legacy actions', () => {
  it('puts the date text right after "requestId:"', () => {
    expect(legacyRequestId('Tue Nov 14 2023')).toBe('requestId:Tue Nov 14 2023')
  })

  it('reads a connect request exactly', () => {
    const request = buildConnectRequest(legacyProposer('SwapChat:im', { name: 'Swap' }))
    expect(parseLegacyAction(JSON.stringify(request))).toStrictEqual({
      action: 'connectRequest',
      proposer: { dAppId: 'SwapChat:im', name: 'Swap', description: '', url: '', iconUrl: '', redirect: '' },
    })
  })

  it.each([
    ['nope', 'Legacy bridge message is not JSON'],
    ['"text"', 'Malformed legacy bridge message'],
    ['{"action":"dance"}', 'Malformed legacy bridge message'],
  ])('refuses %j: %s', (input, message) => {
    const error = caught(() => parseLegacyAction(input))
    expect(error.code).toBe(ErrorCode.InvalidInput)
    expect(error.message).toBe(message)
  })
})
