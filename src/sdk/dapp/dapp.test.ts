import { describe, expect, it } from 'vitest'
import { memoryContext } from '../../../tests/_util/memory-context'
import { MemoryFileSaver, seededRandom } from '../../../tests/fakes/ports'
import vectors from '../../../tests/fixtures/vectors.json'
import { createDapp, updateDapp } from '../../domain/contract'
import { ErrorCode, hasCode } from '../../domain/errors'
import { publicKeyHexOf } from '../../domain/keys/key-pair'
import type { SdkPorts } from '../core/context'
import { DappModule } from './dapp'
import { keyPairFileText } from './key-pair-file'

const USERID = vectors.userid.expected
const T0 = 1_700_000_000_000

/** The node echoes the dapp id it was sent, as a real node answers create and update. */
const setup = (extra: Partial<SdkPorts> = {}) => {
  const { ctx, node } = memoryContext({ ports: { random: seededRandom(7), ...extra } })
  const echo = (fields: { dapp_id: string }) => ({ dapp_id: fields.dapp_id })
  node.answer(createDapp, echo).answer(updateDapp, echo)
  return { dapp: new DappModule(ctx), calls: node.calls }
}

const pair = { dappId: 'swapchat:im', PublicKey: vectors.keys.pubB, PrivateKey: vectors.keys.seedB }

describe('DappModule', () => {
  it('[P3.25] [P7.47] sends domain as "" when absent and signs creator_id over the §7 fields', async () => {
    const { dapp, calls } = setup()
    await dapp.createDapp({
      dapp_id: 'swapchat:im',
      dapp_name: 'SwapChat',
      dapp_type: 'im',
      dapp_pubkey: vectors.keys.pubB,
    })
    const { web3mq_user_signature, ...body } = calls[0]!.request.body ?? {}
    expect(body).toEqual({
      dapp_id: 'swapchat:im',
      dapp_type: 'im',
      dapp_name: 'SwapChat',
      dapp_pubkey: vectors.keys.pubB,
      domain: '',
      creator_id: USERID,
      timestamp: T0,
    })
    expect(web3mq_user_signature).toEqual(expect.any(String))
    expect(calls[0]!.request.signContent).toBe(`${USERID}swapchat:imimSwapChat${vectors.keys.pubB}${T0}`)
  })

  it('[P7.48] updates with the same body shape, description and domain included', async () => {
    const { dapp, calls } = setup()
    const input = {
      dapp_id: 'a',
      dapp_name: 'A',
      dapp_type: 'im',
      dapp_pubkey: vectors.keys.pubA,
      dapp_description: 'd',
      domain: 'a.io',
    }
    expect(await dapp.updateDapp(input)).toEqual({ dapp_id: 'a' })
    expect(calls[0]!.request.path).toBe('/api/update_dapp/')
    expect(calls[0]!.request.signContent).toBe(`${USERID}aimA${vectors.keys.pubA}a.io${T0}`)
  })

  it('[P3.4] generates a valid hex key pair from the Random port', () => {
    const { dapp } = setup()
    const keys = dapp.generateDappKeyPair()
    expect(keys.PrivateKey).toMatch(/^[0-9a-f]{64}$/)
    expect(keys.PublicKey).toBe(publicKeyHexOf(keys.PrivateKey))
    expect(dapp.generateDappKeyPair().PrivateKey).not.toBe(keys.PrivateKey)
  })

  it('formats the KeyPairs text with the dapp id and both keys', () => {
    expect(keyPairFileText(pair)).toBe(
      [
        'Web3MQ dapp key pair (ed25519, hex)',
        'DappId: swapchat:im',
        `PublicKey: ${vectors.keys.pubB}`,
        `PrivateKey: ${vectors.keys.seedB}`,
        '',
        'Keep the private key secret. Web3MQ never stores it and cannot recover it.',
        '',
      ].join('\n'),
    )
  })

  it('[P9.16] downloads through the FileSaver as "KeyPairs", and says so when there is no saver', async () => {
    const saver = new MemoryFileSaver()
    await setup({ fileSaver: saver }).dapp.downloadKeyPair(pair)
    await setup({ fileSaver: saver }).dapp.downloadKeyPair(pair, '')
    await setup({ fileSaver: saver }).dapp.downloadKeyPair(pair, 'my-dapp.txt')
    expect(saver.saved).toEqual([
      { filename: 'KeyPairs', text: keyPairFileText(pair) },
      { filename: 'KeyPairs', text: keyPairFileText(pair) },
      { filename: 'my-dapp.txt', text: keyPairFileText(pair) },
    ])
    const error = await setup()
      .dapp.downloadKeyPair(pair)
      .catch((e: unknown) => e)
    expect(hasCode(error, ErrorCode.InvalidInput)).toBe(true)
    expect((error as Error).message).toBe('A FileSaver port is required to download a key pair')
  })
})
