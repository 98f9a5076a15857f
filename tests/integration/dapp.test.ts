/** DappModule against a real mock node: create, list, update, ownership, the KeyPairs download. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NodeError } from '#domain/errors'
import { publicKeyHexOf } from '#domain/keys/key-pair'
import { DappModule } from '../../src/sdk/dapp/dapp'
import { keyPairFileText } from '../../src/sdk/dapp/key-pair-file'
import { type RunningNode, startMockNode } from '../_util/mock-node'
import { httpSend, signUpAndLogIn, type TestAccount } from '../_util/node-client'
import { contextFor } from '../_util/sdk-context'
import { MemoryFileSaver } from '../fakes/ports'
import { ethWallet, starknetWallet } from '../fakes/wallets'

let node: RunningNode
let alice: TestAccount
let bob: TestAccount

beforeAll(async () => {
  node = await startMockNode()
  const send = httpSend(node.url)
  alice = await signUpAndLogIn(send, ethWallet('dapp-alice'), { nickname: 'Alice' })
  bob = await signUpAndLogIn(send, starknetWallet('dapp-bob'), { nickname: 'Bob' })
})

afterAll(() => node.close())

const nodeError = (value: unknown): NodeError => {
  expect(value).toBeInstanceOf(NodeError)
  return value as NodeError
}

describe('dapps', () => {
  it('[P1.6] [P7.46] creates a dapp with a generated key, lists it, updates it, offers the KeyPairs file', async () => {
    const fileSaver = new MemoryFileSaver()
    const dapp = new DappModule(contextFor(node, alice, { fileSaver }))
    expect(await dapp.getMyCreateDappList()).toEqual({ items: [], total: 0 })
    const keys = dapp.generateDappKeyPair()
    expect(keys.PublicKey).toBe(publicKeyHexOf(keys.PrivateKey))
    const created = await dapp.createDapp({
      dapp_id: 'swapchat:im',
      dapp_name: 'SwapChat',
      dapp_description: 'Chat while you swap',
      dapp_type: 'im',
      dapp_pubkey: keys.PublicKey,
    })
    const expected = {
      dapp_id: 'swapchat:im',
      dapp_type: 'im',
      dapp_name: 'SwapChat',
      dapp_description: 'Chat while you swap',
      dapp_pubkey: keys.PublicKey,
      domain: '',
      creator_id: alice.userid,
      create_at: expect.any(Number),
    }
    expect(created).toEqual(expected)
    expect(await dapp.getMyCreateDappList()).toEqual({ items: [expected], total: 1 })

    const updated = await dapp.updateDapp({
      dapp_id: 'swapchat:im',
      dapp_name: 'SwapChat 2',
      dapp_type: 'im',
      dapp_pubkey: keys.PublicKey,
      domain: 'swapchat.example',
    })
    expect(updated).toEqual({
      ...expected,
      dapp_name: 'SwapChat 2',
      domain: 'swapchat.example',
      create_at: created.create_at,
    })

    await dapp.downloadKeyPair({ dappId: 'swapchat:im', ...keys })
    expect(fileSaver.saved).toEqual([
      { filename: 'KeyPairs', text: keyPairFileText({ dappId: 'swapchat:im', ...keys }) },
    ])
    expect(fileSaver.saved[0]?.text).toContain(`PrivateKey: ${keys.PrivateKey}`)
  })

  it('[P6.2] refuses a taken dapp id and an update by someone else', async () => {
    const bobDapp = new DappModule(contextFor(node, bob))
    const keys = bobDapp.generateDappKeyPair()
    const input = {
      dapp_id: 'swapchat:im',
      dapp_name: 'Mine now',
      dapp_type: 'im',
      dapp_pubkey: keys.PublicKey,
    }
    expect(nodeError(await bobDapp.createDapp(input).catch((e: unknown) => e)).message).toBe(
      'dapp_id already exists',
    )
    expect(nodeError(await bobDapp.updateDapp(input).catch((e: unknown) => e)).message).toBe(
      'Only the creator can update this dapp',
    )
    expect(await bobDapp.getMyCreateDappList()).toEqual({ items: [], total: 0 })
    const own = await bobDapp.createDapp({ ...input, dapp_id: 'bob:game', dapp_type: 'game' })
    expect(own).toMatchObject({ creator_id: bob.userid, dapp_type: 'game', domain: '' })
  })
})
