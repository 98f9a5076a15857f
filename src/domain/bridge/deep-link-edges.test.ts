import { describe, expect, it } from 'vitest'
import { ErrorCode, Web3MQError } from '../errors'
import { parseDeepLink } from './deep-link-parse'

// Which text is read as which deep-link form (docs/protocol.md §7.4, §7.5), and the exact reason a link
// is refused with: the error's detail, which the wallet screen logs.
const reasonOf = (input: string): unknown => {
  try {
    parseDeepLink(input)
  } catch (error) {
    if (!(error instanceof Web3MQError)) throw error
    expect(error.code).toBe(ErrorCode.DeepLinkInvalid)
    expect(error.message).toBe('Deep link could not be parsed')
    return error.detail
  }
  throw new Error('expected a refusal')
}

const LEGACY = 'legacy link without topicId or ed25519Pubkey'
const V2 = 'v2 link without topic or proposer public key'
const NEITHER = 'neither a legacy nor a v2 deep link'

describe('parseDeepLink: which form', () => {
  it('reads a legacy link by its topicId alone, without an action', () => {
    expect(parseDeepLink('topicId=t&ed25519Pubkey=k')).toEqual({
      version: 'legacy',
      topicId: 't',
      ed25519Pubkey: 'k',
      bridge: '',
      iconUrl: '',
      website: '',
      redirect: '',
    })
  })

  it('reads a v2 link without a request as a default authorization request', () => {
    expect(parseDeepLink('topic=bridge:abc&proposer[publicKey]=k')).toEqual({
      version: 2,
      topic: 'bridge:abc',
      proposer: {
        publicKey: 'k',
        appMetadata: { name: '', description: '', url: '', icons: [], redirect: '' },
      },
      request: {
        id: '',
        jsonrpc: '2.0',
        method: 'provider_authorization',
        params: { requiredNamespaces: {} },
      },
    })
  })

  it('keeps the session expiry of a v2 request', () => {
    const link = parseDeepLink('topic=t&proposer[publicKey]=k&request[params][sessionProperties][expiry]=e')
    expect(link.version === 2 && link.request.params).toEqual({
      requiredNamespaces: {},
      sessionProperties: { expiry: 'e' },
    })
  })

  it.each([
    ['  web3mq://?topicId=t&ed25519Pubkey=k\n', 'surrounding white space'],
    ['?topicId=t&ed25519Pubkey=k', 'a bare "?" prefix'],
    ['TopicId=x&topicId=t&ed25519Pubkey=k', 'other keys around'],
  ])('reads %j (%s)', (input) => {
    expect(parseDeepLink(input)).toMatchObject({ version: 'legacy', topicId: 't', ed25519Pubkey: 'k' })
  })

  it('reads nothing after a scheme without "?"', () => {
    expect(reasonOf('web3mq:x&topicId=t&ed25519Pubkey=k')).toEqual({ reason: NEITHER })
  })
})

describe('parseDeepLink: refusals name the form they failed', () => {
  it.each([
    ['action=connect&ed25519Pubkey=k', LEGACY],
    ['topicId=t', LEGACY],
    ['topic=t', V2],
    ['proposer[publicKey]=k', V2],
    ['request[id]=1', V2],
    ['topic=t&proposer=x', V2],
    ['topic=t&proposer[publicKey]=k&proposer[appMetadata]=x', V2],
    ['action=other&x=1', NEITHER],
    ['', NEITHER],
  ])('%j → %s', (input, reason) => {
    expect(reasonOf(input)).toEqual({ reason })
  })
})
