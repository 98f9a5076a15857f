import { describe, expect, it } from 'vitest'
import { ErrorCode, hasCode } from '../errors'
import {
  buildConnectRequest,
  buildConnectResponse,
  buildSignRequest,
  buildSignResponse,
  legacyProposer,
  legacyRequestId,
  parseLegacyAction,
} from './legacy-actions'

const proposer = legacyProposer('SwapChat:im')
const requestId = legacyRequestId('Tue Nov 14 2023 22:13:20 GMT+0000 (Coordinated Universal Time)')

describe('legacy action messages (docs/protocol.md §7.4)', () => {
  it('[P7.53] builds the sign request with JS-SDK field order', () => {
    const request = buildSignRequest({
      requestId,
      address: '0xabc',
      signRaw: 'hello',
      proposer,
      userInfo: 'get_Keys_For_Login',
    })
    expect(JSON.stringify(request)).toBe(
      `{"requestId":"${requestId}","action":"signRequest","address":"0xabc","signRaw":"hello",` +
        '"proposer":{"dAppId":"SwapChat:im","name":"","description":"","url":"","iconUrl":"","redirect":""},' +
        '"userInfo":"get_Keys_For_Login"}',
    )
    expect(parseLegacyAction(JSON.stringify(request))).toEqual(request)
  })

  it('round-trips the other three actions', () => {
    const messages = [
      buildConnectRequest(proposer),
      buildConnectResponse(true, { name: 'W', description: '', address: '0xabc', walletType: 'eth' }),
      buildSignResponse({ approve: false, signature: '', requestId, userInfo: 'register' }),
    ]
    for (const message of messages) expect(parseLegacyAction(JSON.stringify(message))).toEqual(message)
  })

  it('fills defaults an older wallet leaves out', () => {
    expect(parseLegacyAction({ action: 'connectResponse', approve: true })).toEqual({
      action: 'connectResponse',
      approve: true,
      walletInfo: { name: '', description: '', address: '', walletType: '' },
    })
  })

  it.each([
    ['not json', 'nope'],
    ['unknown action', { action: 'dance' }],
    ['sign response without approve', { action: 'signResponse', signature: '0x' }],
    ['sign request without signRaw', { action: 'signRequest', address: '0x' }],
  ])('rejects %s', (_name, input) => {
    let error: unknown
    try {
      parseLegacyAction(input)
    } catch (e) {
      error = e
    }
    expect(hasCode(error, ErrorCode.InvalidInput)).toBe(true)
  })
})
