import { describe, expect, it } from 'vitest'
import vectors from '../../../tests/fixtures/vectors.json'
import { ErrorCode, hasCode } from '../errors'
import { buildDeepLinkV2, buildLegacyDeepLink, type DeepLinkV2 } from './deep-link'
import { parseDeepLink } from './deep-link-parse'
import { buildAuthorizationRequest } from './json-rpc'
import { legacyBridgeTopic } from './topic'

const { keys, bridgeTopic: topics } = vectors
const caught = (fn: () => unknown): unknown => {
  try {
    fn()
  } catch (error) {
    return error
  }
  return undefined
}

const legacy = {
  topicId: legacyBridgeTopic('SwapChat:im', keys.pubA),
  ed25519Pubkey: keys.pubA,
  bridge: 'wss://dev-us-west-2.web3mq.com/messages',
  iconUrl: '',
  website: 'https://example.com/app?x=1',
  redirect: '',
}
const legacyText =
  `web3mq://?action=connect&topicId=${legacy.topicId}&ed25519Pubkey=${keys.pubA}` +
  '&bridge=wss%3A%2F%2Fdev-us-west-2.web3mq.com%2Fmessages&iconUrl=' +
  '&website=https%3A%2F%2Fexample.com%2Fapp%3Fx%3D1&redirect='

describe('legacy deep link (docs/product.md §3, docs/protocol.md §7.4)', () => {
  it('[P3.29] builds the exact JS-SDK string', () => {
    expect(buildLegacyDeepLink(legacy)).toBe(legacyText)
  })

  it('parses its own output back', () => {
    expect(parseDeepLink(legacyText)).toEqual({ version: 'legacy', ...legacy })
  })

  it('parses a bare query with an encoded topic id and missing optional fields', () => {
    const text = `topicId=${encodeURIComponent(legacy.topicId)}&ed25519Pubkey=${keys.pubA}&action=connect`
    expect(parseDeepLink(text)).toEqual({
      version: 'legacy',
      topicId: legacy.topicId,
      ed25519Pubkey: keys.pubA,
      bridge: '',
      iconUrl: '',
      website: '',
      redirect: '',
    })
  })
})

const request = buildAuthorizationRequest(
  'requestId:1234561700000000000',
  { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } },
  '2023-11-21T22:13:20.000Z',
)
const v2: Omit<DeepLinkV2, 'version'> = {
  request,
  proposer: {
    publicKey: keys.pubA,
    appMetadata: {
      name: 'Web3MQ',
      description: 'Login',
      url: 'https://web3mq.com',
      icons: ['https://web3mq.com/icon.png'],
      redirect: '',
    },
  },
  topic: topics.hexForm,
}
const v2Query = [
  'request[id]=requestId%3A1234561700000000000',
  'request[jsonrpc]=2.0',
  'request[method]=provider_authorization',
  'request[params][requiredNamespaces][eip155][chains][0]=eip155%3A1',
  'request[params][requiredNamespaces][eip155][methods][0]=personal_sign',
  'request[params][sessionProperties][expiry]=2023-11-21T22%3A13%3A20.000Z',
  `proposer[publicKey]=${keys.pubA}`,
  'proposer[appMetadata][name]=Web3MQ',
  'proposer[appMetadata][description]=Login',
  'proposer[appMetadata][url]=https%3A%2F%2Fweb3mq.com',
  'proposer[appMetadata][icons][0]=https%3A%2F%2Fweb3mq.com%2Ficon.png',
  'proposer[appMetadata][redirect]=',
  'topic=bridge%3Ab4000069a1a55467b48dbd5c326459ca08486f44',
].join('&')

describe('v2 deep link (docs/protocol.md §7.5)', () => {
  it('builds the bare query in pc mode and prefixes web3mq://? in mobile mode', () => {
    expect(buildDeepLinkV2(v2, 'pc')).toBe(v2Query)
    expect(buildDeepLinkV2(v2, 'mobile')).toBe(`web3mq://?${v2Query}`)
  })

  it('round-trips both modes (empty event lists come back empty)', () => {
    expect(parseDeepLink(buildDeepLinkV2(v2, 'pc'))).toEqual({ version: 2, ...v2 })
    expect(parseDeepLink(buildDeepLinkV2(v2, 'mobile'))).toEqual({ version: 2, ...v2 })
  })

  it('parses the Flutter form: encoded keys, + for spaces, doubled and trailing &', () => {
    const k = (key: string) => key.replace(/\[/g, '%5B').replace(/\]/g, '%5D')
    const text =
      `web3mq://?topic=bridge%3A${topics.base64Form.slice(7)}&${k('proposer[publicKey]')}=${keys.pubB}` +
      `&${k('proposer[appMetadata][name]')}=My+Dapp&${k('proposer[appMetadata][url]')}=https%3A%2F%2Fdapp.example` +
      `&${k('proposer[appMetadata][icons][0]')}=https%3A%2F%2Fdapp.example%2Fa.png` +
      `&${k('proposer[appMetadata][icons][1]')}=https%3A%2F%2Fdapp.example%2Fb.png&` +
      `&${k('request[id]')}=16981234567890&${k('request[jsonrpc]')}=2.0` +
      `&${k('request[method]')}=provider_authorization` +
      `&${k('request[params][requiredNamespaces][eip155][chains][0]')}=eip155%3A1&&` +
      `&${k('request[params][sessionProperties][expiry]')}=2023-11-28T10%3A00%3A00.000&&`
    expect(parseDeepLink(text)).toEqual({
      version: 2,
      topic: topics.base64Form,
      proposer: {
        publicKey: keys.pubB,
        appMetadata: {
          name: 'My Dapp',
          description: '',
          url: 'https://dapp.example',
          icons: ['https://dapp.example/a.png', 'https://dapp.example/b.png'],
          redirect: '',
        },
      },
      request: {
        id: '16981234567890',
        jsonrpc: '2.0',
        method: 'provider_authorization',
        params: {
          requiredNamespaces: { eip155: { chains: ['eip155:1'], methods: [], events: [] } },
          sessionProperties: { expiry: '2023-11-28T10:00:00.000' },
        },
      },
    })
  })

  it('parses the Android form: raw values, icons[], metadata alias, a field without =', () => {
    const text =
      `web3mq://?request[id]=123&topic=${topics.base64Form}&request[jsonrpc]=2.0` +
      '&request[method]=provider_authorization&proposer[appMetadata][description]Android dapp' +
      `&proposer[publicKey]=${keys.pubA}&proposer[metadata][redirect]=myapp://back` +
      '&proposer[appMetadata][name]=Android Dapp&proposer[appMetadata][url]=https://android.example' +
      '&request[params][sessionProperties][expiry]=2023-11-28T10:00:00.000Z' +
      '&proposer[appMetadata][icons][]=https://android.example/1.png' +
      '&proposer[appMetadata][icons][]=https://android.example/2.png'
    expect(parseDeepLink(text)).toEqual({
      version: 2,
      topic: topics.base64Form,
      proposer: {
        publicKey: keys.pubA,
        appMetadata: {
          name: 'Android Dapp',
          description: '',
          url: 'https://android.example',
          icons: ['https://android.example/1.png', 'https://android.example/2.png'],
          redirect: 'myapp://back',
        },
      },
      request: {
        id: '123',
        jsonrpc: '2.0',
        method: 'provider_authorization',
        params: { requiredNamespaces: {}, sessionProperties: { expiry: '2023-11-28T10:00:00.000Z' } },
      },
    })
  })
})

describe('parseDeepLink rejects garbage', () => {
  it.each([
    ['empty', ''],
    ['plain text', 'hello world'],
    ['another url', 'https://example.com/?foo=bar'],
    ['scheme without query', 'web3mq://connect'],
    ['v2 without public key', `web3mq://?topic=${topics.hexForm}&proposer[appMetadata][name]=x`],
    ['v2 with empty topic', `web3mq://?topic=&proposer[publicKey]=${keys.pubA}`],
    ['legacy without key', `web3mq://?action=connect&topicId=${legacy.topicId}`],
  ])('%s → DeepLinkInvalid', (_name, text) => {
    const error = caught(() => parseDeepLink(text))
    expect(hasCode(error, ErrorCode.DeepLinkInvalid)).toBe(true)
    expect((error as Error).message).toBe('Deep link could not be parsed')
  })
})
