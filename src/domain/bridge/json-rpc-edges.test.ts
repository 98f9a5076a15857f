import { describe, expect, it } from 'vitest'
import { Web3MQError } from '../errors'
import { buildAuthorizationApproval, buildRpcError, RpcErrorCode, rpcRequestId } from './json-rpc'
import { parseBridgeRpc } from './json-rpc-parse'

// The exact JSON of the v2 messages and the exact refusals of malformed ones (docs/protocol.md §7.5).
const refusal = (input: unknown): string => {
  try {
    parseBridgeRpc(input)
  } catch (error) {
    if (error instanceof Web3MQError) return error.message
    throw error
  }
  throw new Error('expected a refusal')
}

const namespaces = {
  eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [], accounts: ['eip155:1:0xabc'] },
}
const metadata = { name: 'W', description: 'd', url: 'u', icons: [], redirect: '' }

describe('v2 messages as JSON text', () => {
  it('writes an approval without expiry with no sessionProperties at all', () => {
    expect(JSON.stringify(buildAuthorizationApproval('1', namespaces, metadata))).toBe(
      '{"id":"1","jsonrpc":"2.0","method":"provider_authorization","result":{"sessionNamespaces":' +
        '{"eip155":{"chains":["eip155:1"],"methods":["personal_sign"],"events":[],"accounts":["eip155:1:0xabc"]}},' +
        '"metadata":{"name":"W","description":"d","url":"u","icons":[],"redirect":""}}}',
    )
  })

  it.each([
    [RpcErrorCode.userRejectedMethods, 'User disapproved requested methods'],
    [RpcErrorCode.userRejectedEvents, 'User disapproved requested events'],
    [RpcErrorCode.unsupportedChains, 'Requested chains are not supported'],
    [RpcErrorCode.unsupportedMethods, 'Requested methods are not supported'],
    [RpcErrorCode.unsupportedEvents, 'Requested events are not supported'],
    [RpcErrorCode.scopeChainMismatch, 'Scope/chain mismatch'],
    [4242, 'Unknown error'],
  ])('gives error %i the text "%s"', (code, message) => {
    expect(buildRpcError('1', 'personal_sign', code).error).toEqual({ code, message })
  })

  it('refuses a request id without exactly six digits in so many words', () => {
    expect(() => rpcRequestId('12345', 1)).toThrow(Web3MQError)
    expect(() => rpcRequestId('12345', 1)).toThrow('request id needs exactly 6 digits')
  })
})

describe('parseBridgeRpc reads the shapes other wallets send', () => {
  it('fills a missing id, missing lists and missing metadata text, and takes a single string as a list', () => {
    const parsed = parseBridgeRpc({
      id: 7,
      result: {
        sessionNamespaces: { eip155: { accounts: 'eip155:1:0xdef', chains: 'eip155:1' } },
        metadata: { icons: 'https://i' },
      },
    })
    expect(parsed).toStrictEqual({
      kind: 'authorizationApproval',
      id: '7',
      address: '0xdef',
      sessionNamespaces: {
        eip155: { chains: ['eip155:1'], methods: [], events: [], accounts: ['eip155:1:0xdef'] },
      },
      metadata: { name: '', description: '', url: '', icons: ['https://i'], redirect: '' },
    })
    const request = parseBridgeRpc({ params: { sessionProperties: { expiry: 'e' } } })
    expect(request).toStrictEqual({
      kind: 'authorizationRequest',
      request: {
        id: '',
        jsonrpc: '2.0',
        method: 'provider_authorization',
        params: { requiredNamespaces: {}, sessionProperties: { expiry: 'e' } },
      },
    })
    expect(parseBridgeRpc({ id: '1', error: { code: 5000 } })).toStrictEqual({
      kind: 'error',
      id: '1',
      method: '',
      code: 5000,
      message: '',
    })
  })

  it('reads any params array as a sign request, with no password key when two params came', () => {
    expect(parseBridgeRpc({ id: '1', params: ['text', '0xabc'] })).toStrictEqual({
      kind: 'signRequest',
      id: '1',
      message: 'text',
      address: '0xabc',
    })
  })

  it.each([
    ['{', 'Bridge message is not JSON'],
    ['null', 'Bridge message is not a JSON object'],
    ['5', 'Bridge message is not a JSON object'],
    ['"text"', 'Bridge message is not a JSON object'],
    ['[]', 'Bridge message is not a JSON object'],
    [null, 'Bridge message is not a JSON object'],
    [{ id: '1' }, 'Unknown bridge message'],
    [{ id: '1', error: { message: 'x' } }, 'Malformed bridge error'],
    [{ id: '1', method: 'personal_sign', params: { a: 1 } }, 'Malformed bridge sign request'],
    [{ id: '1', params: ['only one'] }, 'Malformed bridge sign request'],
    [{ id: '1', params: 5 }, 'Malformed bridge authorization request'],
    [{ method: 'personal_sign', result: '0x' }, 'Malformed bridge sign response'],
    [{ id: '1', result: { metadata } }, 'Malformed bridge approval'],
    [
      { id: '1', result: { sessionNamespaces: { eip155: { accounts: [] } } } },
      'Bridge approval carries no account',
    ],
    [
      { id: '1', result: { sessionNamespaces: { eip155: { accounts: ['eip155:1:'] } } } },
      'Bridge approval carries no account',
    ],
  ])('refuses %j: "%s"', (input, message) => {
    expect(refusal(input)).toBe(message)
  })
})
