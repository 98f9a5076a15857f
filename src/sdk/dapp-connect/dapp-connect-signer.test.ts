import { describe, expect, it } from 'vitest'
import { bridgeHarness } from '../../../tests/fakes/bridge-pair'
import { ManualClock, seededRandom } from '../../../tests/fakes/ports'
import vectors from '../../../tests/fixtures/vectors.json'
import { buildAuthorizationApproval, buildPersonalSignResponse, buildRpcError } from '../../domain/bridge'
import { ErrorCode, type Web3MQError } from '../../domain/errors'
import { DappConnectSigner } from './dapp-connect-signer'

const CHECKSUMMED = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01'
const META = { name: 'W', description: '', url: '', icons: [], redirect: '' }
const NAMESPACE = { chains: ['eip155:1'], methods: [], events: [], accounts: [`eip155:1:${CHECKSUMMED}`] }

const setup = async (requestTimeoutMs?: number) => {
  const clock = new ManualClock()
  const h = bridgeHarness({ clock, random: seededRandom(4), requestTimeoutMs }, vectors.keys.seedB)
  await h.connect()
  return { ...h, clock, signer: new DappConnectSigner(h.client) }
}

const flush = () => new Promise((resolve) => setImmediate(resolve))

describe('DappConnectSigner', () => {
  it('is the dappConnect wallet of the eth chain', async () => {
    const { signer } = await setup()
    expect([signer.walletId, signer.didType]).toEqual(['dappConnect', 'eth'])
  })

  it('connects with the approved address lower-cased, as the React login does', async () => {
    const h = await setup()
    const connecting = h.signer.connect()
    h.say(buildAuthorizationApproval('r', { eip155: NAMESPACE }, META))
    await expect(connecting).resolves.toEqual({ address: CHECKSUMMED.toLowerCase(), didPubkey: '' })
  })

  it('gives an empty address when the wallet refuses the connection (a rejected permission)', async () => {
    const h = await setup()
    const connecting = h.signer.connect()
    h.say(buildRpcError('r', 'provider_authorization', 5000))
    await expect(connecting).resolves.toEqual({ address: '', didPubkey: '' })
  })

  it('fails a connection nobody answers with "Failed to connect to wallet", keeping the cause, retryably', async () => {
    const h = await setup(500)
    const connecting = h.signer.connect().catch((error: Web3MQError) => error)
    await flush()
    h.clock.advance(500)
    const error = (await connecting) as Web3MQError
    expect(error.code).toBe(ErrorCode.WalletConnectFailed)
    expect(error.message).toBe('Failed to connect to wallet')
    expect(error.retryable).toBe(true)
    expect((error.cause as Error).message).toBe(
      'The wallet did not answer the connection request within 500 ms',
    )
  })

  it('signs through the bridge with personal_sign of the text and the account address', async () => {
    const h = await setup()
    const connecting = h.signer.connect()
    h.say(buildAuthorizationApproval('r', { eip155: NAMESPACE }, META))
    const account = await connecting
    const signing = h.signer.sign('main key text', account)
    await flush()
    const request = h.wallet.read(h.lastSent())
    expect(request).toMatchObject({ method: 'personal_sign', params: ['main key text', account.address, ''] })
    h.say(buildPersonalSignResponse(String(request.id), '0xsig'))
    await expect(signing).resolves.toBe('0xsig')
    const refused = h.signer.sign('again', account)
    await flush()
    h.say(buildRpcError(String(h.wallet.read(h.lastSent()).id), 'personal_sign', 5001))
    await expect(refused).rejects.toMatchObject({ code: ErrorCode.WalletRejected })
  })
})
