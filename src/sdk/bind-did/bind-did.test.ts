import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { memoryContext, START, USERID } from '../../../tests/_util/memory-context'
import { bindTelegram, userBindDids } from '../../domain/contract'
import type { WalletSigner } from '../../ports'
import { BindDidModule } from './bind-did'

const T0 = START // 1_700_000_000_000, 2023-11-14 22:13:20 UTC

const setup = (bindServiceUrl?: string) => {
  const { ctx, node } = memoryContext(bindServiceUrl ? { bindServiceUrl } : {})
  node.answer(bindTelegram, () => null)
  return { bind: new BindDidModule(ctx), calls: node.calls }
}

const starknetSigner = (seen: string[]): WalletSigner => ({
  walletId: 'braavos',
  didType: 'starknet',
  connect: async () => ({ address: '0xabc', didPubkey: '0xpub' }),
  sign: async (text) => {
    seen.push(text)
    return '1,2,3'
  },
})

const sha3 = (s: string) => createHash('sha3-224').update(s).digest('hex')

describe('bindTelegram', () => {
  it('signs the §9.5 text and posts the bind body to the bind service', async () => {
    const seen: string[] = []
    const { bind, calls } = setup('https://dapp-server.test')
    const account = { address: '0xabc', didPubkey: '0xpub' }
    const result = await bind.bindTelegram({
      telegramId: '5551234',
      signer: starknetSigner(seen),
      account,
      uri: 'https://app.example',
    })
    const nonce = sha3(`${USERID}0xabcbraavosbindtelegram5551234${T0}`)
    const text = [
      'Web3MQ wants you to sign in with your Braavos account:',
      '0xabc',
      'For Web3MQ bind did',
      'URI: https://app.example',
      'Version: 1',
      '',
      `Nonce: ${nonce}`,
      'Issued At: 14/11/2023 10:13',
    ].join('\n')
    expect(result).toEqual({ signContent: text, timestamp: T0 })
    expect(seen).toEqual([text])
    expect(calls[0]!.baseUrl).toBe('https://dapp-server.test')
    expect(calls[0]!.request).toEqual({
      method: 'POST',
      path: '/api/bots/bind_did/',
      body: {
        userid: USERID,
        did_signature: '1,2,3',
        did_type: 'starknet',
        did_value: '0xabc',
        did_pubkey: '0xpub',
        timestamp: T0,
        sign_content: text,
        bind_type: 'telegram',
        bind_action: 'bind',
        bind_value: '5551234',
      },
    })
  })

  it('unbinds with the literal "bind" in the nonce, an explicit wallet id, and no did_pubkey for eth', async () => {
    const seen: string[] = []
    const { bind, calls } = setup()
    const signer: WalletSigner = { ...starknetSigner(seen), walletId: 'metamask', didType: 'eth' }
    const account = { address: '0xdef', didPubkey: '' }
    await bind.bindTelegram({
      telegramId: '42',
      signer,
      account,
      walletId: 'dappConnect',
      uri: 'u',
      action: 'unbind',
    })
    expect(calls[0]!.baseUrl).toBe('http://node.test')
    expect(calls[0]!.request.body).not.toHaveProperty('did_pubkey')
    expect(calls[0]!.request.body).toMatchObject({ bind_action: 'unbind', did_type: 'eth' })
    expect(seen[0]).toContain('sign in with your Web3MQ account:')
    expect(seen[0]).toContain(`Nonce: ${sha3(`${USERID}0xdefdappConnectbindtelegram42${T0}`)}`)
  })
})

describe('telegramBinding', () => {
  it('reads the bound Telegram chat from the bound DIDs, or nothing when none is bound', async () => {
    const { ctx, node } = memoryContext()
    const bind = new BindDidModule(ctx)
    node.answer(userBindDids, () => [{ did_type: 'eth', did_value: '0x1', provider_id: 'p' }])
    expect(await bind.telegramBinding()).toBeUndefined()
    node.answer(userBindDids, () => [
      {
        did_type: 'telegram',
        did_value: '5551234',
        bind_type: 'telegram',
        bind_value: '5551234',
        bind_name: 'tg',
      },
    ])
    expect(await bind.telegramBinding()).toEqual({ telegramId: '5551234', bindName: 'tg' })
  })
})
