import { describe, expect, it } from 'vitest'
import { bridgeHarness, firstSeedRandom } from '../../../tests/fakes/bridge-pair'
import { ManualClock, seededRandom } from '../../../tests/fakes/ports'
import vectors from '../../../tests/fixtures/vectors.json'
import { parseDeepLink } from '../../domain/bridge'
import { DEFAULT_REQUIRED_NAMESPACES } from './options'

const { keys } = vectors

const setup = () =>
  bridgeHarness(
    { clock: new ManualClock(1_700_000_000_000), random: firstSeedRandom(keys.seedA, seededRandom(3)) },
    keys.seedB,
  )

describe('connect links', () => {
  it('[D13.9] writes the v2 QR query byte for byte, and the mobile link as web3mq://? + the same', () => {
    const h = setup()
    const pc = h.client.getConnectLink({ mode: 'pc' })
    const parsed = parseDeepLink(pc)
    if (parsed.version !== 2) throw new Error('expected a v2 link')
    const id = parsed.request.id
    expect(id).toMatch(/^requestId:\d{6}1700000000000$/)
    const ns = 'request[params][requiredNamespaces][eip155]'
    expect(pc).toBe(
      `request[id]=${encodeURIComponent(id)}&request[jsonrpc]=2.0&request[method]=provider_authorization` +
        `&${ns}[chains][0]=eip155%3A1&${ns}[methods][0]=personal_sign` +
        `&${ns}[events][0]=chainChanged&${ns}[events][1]=accountsChanged` +
        `&proposer[publicKey]=${keys.pubA}&proposer[appMetadata][name]=Push%20Manager` +
        '&proposer[appMetadata][description]=Web3MQ%20notifications' +
        '&proposer[appMetadata][url]=https%3A%2F%2Fapp.example' +
        '&proposer[appMetadata][icons][0]=https%3A%2F%2Fapp.example%2Ficon.png' +
        '&proposer[appMetadata][redirect]=https%3A%2F%2Fapp.example%2Fback' +
        `&topic=${encodeURIComponent(vectors.bridgeTopic.hexForm)}`,
    )
    expect(parsed.request.params.requiredNamespaces).toEqual(DEFAULT_REQUIRED_NAMESPACES)
    expect(h.client.getConnectLink({ mode: 'mobile' })).toBe(`web3mq://?${pc}`)
    expect(h.client.getConnectLink()).toBe(pc)
  })

  it('[P3.29] [D13.9] writes the legacy link with exactly the docs/product.md §3 fields', () => {
    const h = setup()
    expect(h.client.getLegacyConnectLink()).toBe(
      `web3mq://?action=connect&topicId=${vectors.bridgeTopic.hexForm}&ed25519Pubkey=${keys.pubA}` +
        '&bridge=wss%3A%2F%2Fnode.test%2Fmessages&iconUrl=https%3A%2F%2Fapp.example%2Ficon.png' +
        '&website=https%3A%2F%2Fapp.example&redirect=https%3A%2F%2Fapp.example%2Fback',
    )
  })
})
