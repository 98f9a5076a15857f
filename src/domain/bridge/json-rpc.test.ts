import { describe, expect, it } from 'vitest'
import { ErrorCode, hasCode } from '../errors'
import {
  buildAuthorizationApproval,
  buildAuthorizationRequest,
  buildPersonalSignRequest,
  buildPersonalSignResponse,
  buildRpcError,
  RpcErrorCode,
  RpcErrorMessage,
  rpcRequestId,
} from './json-rpc'
import { parseBridgeRpc } from './json-rpc-parse'

const caught = (fn: () => unknown): unknown => {
  try {
    fn()
  } catch (error) {
    return error
  }
  return undefined
}

const address = '0x2c7536e3605d9c16a7a3d7b1898e529396a65c23'
const metadata = {
  name: 'Test Wallet',
  description: 'deterministic',
  url: 'https://wallet.example',
  icons: ['https://wallet.example/i.png'],
  redirect: '',
  walletType: 'eth',
}

describe('v2 request ids', () => {
  it('is requestId: + 6 digits + timestamp', () => {
    expect(rpcRequestId('012345', 1700000000000)).toBe('requestId:0123451700000000000')
  })

  it('rejects anything but six digits', () => {
    for (const digits of ['12345', '1234567', '12a456']) {
      expect(
        hasCode(
          caught(() => rpcRequestId(digits, 1)),
          ErrorCode.InvalidInput,
        ),
      ).toBe(true)
    }
  })
})

describe('v2 JSON-RPC messages (docs/protocol.md §7.5)', () => {
  const id = 'requestId:1234561700000000000'

  it('builds the personal_sign request with DC-npm field order and empty password', () => {
    expect(JSON.stringify(buildPersonalSignRequest(id, 'sign me', address))).toBe(
      `{"id":"${id}","method":"personal_sign","jsonrpc":"2.0","params":["sign me","${address}",""]}`,
    )
  })

  it('round-trips the authorization request', () => {
    const request = buildAuthorizationRequest(id, {
      eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['accountsChanged'] },
    })
    expect(request.params).not.toHaveProperty('sessionProperties')
    expect(parseBridgeRpc(JSON.stringify(request))).toEqual({ kind: 'authorizationRequest', request })
  })

  it('reads the address from the last part of accounts[0] and keeps the metadata', () => {
    const approval = buildAuthorizationApproval(
      id,
      {
        eip155: {
          chains: ['eip155:1'],
          methods: ['personal_sign'],
          events: [],
          accounts: [`eip155:1:${address}`, 'eip155:1:0xother'],
        },
      },
      metadata,
      '2023-11-28T10:00:00.000Z',
    )
    expect(approval.result.sessionProperties).toEqual({ expiry: '2023-11-28T10:00:00.000Z' })
    expect(parseBridgeRpc(JSON.stringify(approval))).toEqual({
      kind: 'authorizationApproval',
      id,
      address,
      sessionNamespaces: approval.result.sessionNamespaces,
      sessionProperties: { expiry: '2023-11-28T10:00:00.000Z' },
      metadata,
    })
  })

  it('rejects an approval without accounts', () => {
    const approval = buildAuthorizationApproval(
      id,
      { eip155: { chains: [], methods: [], events: [], accounts: [] } },
      metadata,
    )
    expect(
      hasCode(
        caught(() => parseBridgeRpc(approval)),
        ErrorCode.InvalidInput,
      ),
    ).toBe(true)
  })

  it('parses sign requests with three params (DC-npm) and two params (Flutter/iOS/Android)', () => {
    expect(parseBridgeRpc(buildPersonalSignRequest(id, 'text', address))).toEqual({
      kind: 'signRequest',
      id,
      message: 'text',
      address,
      password: '',
    })
    const twoParams = { id: 42, jsonrpc: '2.0', method: 'personal_sign', params: ['text', address] }
    expect(parseBridgeRpc(twoParams)).toEqual({ kind: 'signRequest', id: '42', message: 'text', address })
  })

  it('round-trips the sign response', () => {
    const response = buildPersonalSignResponse(id, '0xabc')
    expect(JSON.stringify(response)).toBe(
      `{"id":"${id}","jsonrpc":"2.0","method":"personal_sign","result":"0xabc"}`,
    )
    expect(parseBridgeRpc(JSON.stringify(response))).toEqual({ kind: 'signResponse', id, signature: '0xabc' })
  })

  it('builds and parses errors with the documented codes', () => {
    const error = buildRpcError(id, 'provider_authorization', RpcErrorCode.userRejectedChains)
    expect(error.error).toEqual({ code: 5000, message: 'User disapproved requested chains' })
    expect(parseBridgeRpc(new TextEncoder().encode(JSON.stringify(error)))).toEqual({
      kind: 'error',
      id,
      method: 'provider_authorization',
      code: 5000,
      message: 'User disapproved requested chains',
    })
    expect(RpcErrorMessage[RpcErrorCode.chainIdInTwoScopes]).toBe('ChainId defined in two different scopes')
    expect(buildRpcError(id, 'personal_sign', 5001, 'nope').error).toEqual({ code: 5001, message: 'nope' })
  })

  it.each([
    ['not json', '{'],
    ['an array', '[]'],
    ['no params/result/error', { id: '1', jsonrpc: '2.0' }],
    ['error without code', { id: '1', method: 'personal_sign', error: { message: 'x' } }],
    ['sign request with one param', { id: '1', method: 'personal_sign', params: ['x'] }],
    ['missing id', { method: 'personal_sign', result: '0x' }],
  ])('rejects %s', (_name, input) => {
    expect(
      hasCode(
        caught(() => parseBridgeRpc(input)),
        ErrorCode.InvalidInput,
      ),
    ).toBe(true)
  })
})
