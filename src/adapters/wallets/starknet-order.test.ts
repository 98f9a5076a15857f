import { describe, expect, it } from 'vitest'
import { canAskChoice, groupWallets, sortWallets } from './starknet-order'

const w = (id: string) => ({ id })
const ids = (list: readonly { id: string }[]) => list.map((x) => x.id)

describe('sortWallets', () => {
  it('uses the catalogue order, then unknown ids by code unit, whatever the input order', () => {
    const input = [w('okxwallet'), w('braavos'), w('keplr'), w('argentX')]
    expect(ids(sortWallets(input))).toEqual(['argentX', 'braavos', 'keplr', 'okxwallet'])
    expect(ids(sortWallets([...input].reverse()))).toEqual(['argentX', 'braavos', 'keplr', 'okxwallet'])
    expect(ids(input)).toEqual(['okxwallet', 'braavos', 'keplr', 'argentX'])
  })
})

describe('groupWallets (docs/product.md §11.4 de-duplication)', () => {
  it('lists each wallet once: last, then preauthorised, then installed, then install links', () => {
    const groups = groupWallets({
      lastWallet: w('braavos'),
      preauthorized: [w('okxwallet'), w('braavos')],
      installed: [w('okxwallet'), w('braavos'), w('argentX'), w('argentX')],
      discovery: [w('braavos'), w('argentX'), w('keplr')],
    })
    expect(groups.lastWallet).toEqual(w('braavos'))
    expect(ids(groups.preauthorized)).toEqual(['okxwallet'])
    expect(ids(groups.installed)).toEqual(['argentX'])
    expect(ids(groups.discovery)).toEqual(['keplr'])
  })

  it('has no lastWallet key without a last wallet', () => {
    const groups = groupWallets({ preauthorized: [], installed: [w('argentX')], discovery: [w('braavos')] })
    expect(groups).toEqual({ preauthorized: [], installed: [w('argentX')], discovery: [w('braavos')] })
  })
})

describe('canAskChoice (fixed precedence)', () => {
  it('picks the last wallet when it is preauthorised even if another wallet is installed first', () => {
    // get-starknet 3.0.1 returned installed[0] (argentX) here.
    const installed = [w('argentX'), w('braavos')]
    expect(canAskChoice(w('braavos'), [w('braavos')], installed)).toEqual(w('braavos'))
  })

  it('else picks the only installed wallet', () => {
    expect(canAskChoice(w('braavos'), [], [w('argentX')])).toEqual(w('argentX'))
  })

  it('shows the modal when nothing decides: no last wallet, or several installed', () => {
    expect(canAskChoice(undefined, [w('argentX')], [w('argentX')])).toBeUndefined()
    expect(canAskChoice(w('braavos'), [w('argentX')], [w('argentX'), w('braavos')])).toBeUndefined()
    expect(canAskChoice(w('braavos'), [], [])).toBeUndefined()
  })
})
