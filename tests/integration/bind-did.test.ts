/**
 * Telegram binding against a real mock node playing the bind service. The client's own node URL is dead,
 * so a success proves the request went to config.bindServiceUrl and nowhere else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode, NodeError } from '#domain/errors'
import { BindDidModule } from '../../src/sdk/bind-did/bind-did'
import { NodeApi } from '../../src/sdk/core/api'
import type { ClientContext } from '../../src/sdk/core/context'
import { UserModule } from '../../src/sdk/user/user'
import { type RunningNode, startMockNode } from '../_util/mock-node'
import { httpSend, signUpAndLogIn, type TestAccount } from '../_util/node-client'
import { contextFor } from '../_util/sdk-context'
import { rejectingWalletSigner, walletSigner } from '../fakes/wallet-signer'
import { ethWallet, starknetWallet } from '../fakes/wallets'

let node: RunningNode
let deadUrl: string
let alice: TestAccount
let dave: TestAccount

/** A context whose node is unreachable and whose bind service is the mock node. */
const bindContext = (account: TestAccount): ClientContext => {
  const ctx = contextFor(node, account)
  const { http, clock, logger } = ctx.ports
  const api = new NodeApi({ http, clock, logger, baseUrl: deadUrl, bindServiceUrl: node.url })
  api.setSession({ signer: account.signer, didKey: ctx.config.didKey })
  return { ...ctx, api, config: { ...ctx.config, fastUrl: deadUrl, bindServiceUrl: node.url } }
}

beforeAll(async () => {
  node = await startMockNode()
  const dead = await startMockNode()
  deadUrl = dead.url
  await dead.close()
  const send = httpSend(node.url)
  alice = await signUpAndLogIn(send, ethWallet('bind-alice'), { nickname: 'Alice' })
  dave = await signUpAndLogIn(send, starknetWallet('bind-dave', 'argentX'), { nickname: 'Dave' })
})

afterAll(() => node.close())

const telegramEntry = (id: string) => ({
  did_type: 'telegram',
  did_value: id,
  provider_id: 'web3mq:telegram',
  bind_type: 'telegram',
  bind_value: id,
  bind_name: `tg_${id}`,
})

describe('bindTelegram', () => {
  it.each([
    ['an ETH wallet', () => alice],
    ['a Starknet wallet', () => dave],
  ])('binds and unbinds a Telegram chat for %s', async (_name, who) => {
    const account = who()
    const bind = new BindDidModule(bindContext(account))
    const user = new UserModule(contextFor(node, account))
    const signer = walletSigner(account.wallet)
    const wallet = await signer.connect()
    const sent = await bind.bindTelegram({
      telegramId: '5551234',
      signer,
      account: wallet,
      uri: 'http://localhost:5173',
    })
    expect(signer.signed).toEqual([sent.signContent])
    expect(sent.signContent.split('\n').slice(1, 4)).toEqual([
      wallet.address,
      'For Web3MQ bind did',
      'URI: http://localhost:5173',
    ])
    expect(await user.getUserBindDids()).toEqual([telegramEntry('5551234')])
    const profile = await user.getPublicProfile({
      did_type: account.wallet.didType,
      did_value: wallet.address,
    })
    expect(profile.bind_did_list).toEqual([telegramEntry('5551234')])

    await bind.bindTelegram({ telegramId: '5551234', signer, account: wallet, uri: 'u', action: 'unbind' })
    expect(await user.getUserBindDids()).toEqual([])
    const again = await bind
      .bindTelegram({ telegramId: '5551234', signer, account: wallet, uri: 'u', action: 'unbind' })
      .catch((e: unknown) => e)
    expect(again).toBeInstanceOf(NodeError)
    expect((again as NodeError).message).toBe('Binding not found')
  })

  it('[P1.4] keeps the Telegram display name when one is given', async () => {
    const bind = new BindDidModule(bindContext(alice))
    const signer = walletSigner(alice.wallet)
    await bind.bindTelegram({
      telegramId: '77',
      signer,
      account: await signer.connect(),
      uri: 'u',
      bindName: 'alice_tg',
    })
    expect(await new UserModule(contextFor(node, alice)).getUserBindDids()).toEqual([
      { ...telegramEntry('77'), bind_name: 'alice_tg' },
    ])
  })

  it('is refused for a wallet that is not the user’s, and not sent when the wallet declines', async () => {
    const bind = new BindDidModule(bindContext(alice))
    const intruder = walletSigner(ethWallet('bind-intruder'))
    const refused = await bind
      .bindTelegram({ telegramId: '1', signer: intruder, account: await intruder.connect(), uri: 'u' })
      .catch((e: unknown) => e)
    expect((refused as NodeError).message).toBe('Wallet does not belong to this user')
    const declined = rejectingWalletSigner(alice.wallet)
    const error = await bind
      .bindTelegram({ telegramId: '2', signer: declined, account: await declined.connect(), uri: 'u' })
      .catch((e: unknown) => e)
    expect((error as NodeError).code).toBe(ErrorCode.WalletRejected)
    expect((await new UserModule(contextFor(node, alice)).getUserBindDids()).map((d) => d.did_value)).toEqual(
      ['77'],
    )
  })
})
