import { describe, expect, it } from 'vitest'
import { memoryContext, USERID } from '../../../tests/_util/memory-context'
import { walletSigner } from '../../../tests/fakes/wallet-signer'
import { ethWallet } from '../../../tests/fakes/wallets'
import { bindTelegram, publicProfile } from '../../domain/contract'
import { BindDidModule } from './bind-did'

const wallet = ethWallet('bind-unit')

const setup = (bindName: string | undefined) => {
  const { ctx, node } = memoryContext()
  const order: string[] = []
  node.answer(bindTelegram, () => {
    order.push('bind')
    return null
  })
  node.answer(publicProfile, (fields) => {
    order.push(`profile:${fields.did_type}:${fields.did_value}:${fields.my_userid}`)
    const entry = { bind_type: 'telegram', bind_value: '77', ...(bindName ? { bind_name: bindName } : {}) }
    return { userid: USERID, bind_did_list: [entry] }
  })
  return { bind: new BindDidModule(ctx), order, didKey: ctx.config.didKey }
}

describe('bindTelegramAccount', () => {
  it('tells the caller once the wallet has signed, binds, then reads the bound name back', async () => {
    const { bind, order, didKey } = setup('tg_77')
    const signer = walletSigner(wallet)
    const onSigned = () => order.push(`signed:${signer.signed.length}`)
    const result = await bind.bindTelegramAccount({
      telegramId: '77',
      signer,
      account: await signer.connect(),
      uri: 'http://localhost:5173',
      onSigned,
    })
    expect(result).toEqual({ bindName: 'tg_77' })
    expect(order).toEqual(['signed:1', 'bind', `profile:${didKey}:${USERID}`])
  })

  it('reports no name when the profile shows none', async () => {
    const { bind } = setup(undefined)
    const signer = walletSigner(wallet)
    const account = await signer.connect()
    expect(await bind.bindTelegramAccount({ telegramId: '77', signer, account, uri: 'u' })).toEqual({})
  })
})
