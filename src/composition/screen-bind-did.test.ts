import { describe, expect, it } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { cryptoRandom, MemoryKeyStore, MemoryLogger, systemClock } from '../../tests/fakes/ports'
import type { Eip6963ProviderDetail } from '../adapters/wallets/eip1193'
import { StorageKeys, type WalletId } from '../domain/config'
import type { Runtime } from './runtime'
import type { ScreenDeps } from './screen-actors'
import { bindDidActors } from './screen-bind-did'
import type { WalletDiscovery } from './wallet-discovery'
import { WalletHub } from './wallets'

const ADDRESS = '0x00000000000000000000000000000000000000c1'

/** An installed EIP-6963 wallet that records every request it is asked. */
const installed = (name: string, rdns: string, asked: string[]): Eip6963ProviderDetail =>
  ({
    info: { rdns, name, uuid: rdns, icon: '' },
    provider: {
      request: async ({ method }: { method: string }) => {
        asked.push(method)
        return method === 'eth_accounts' ? [ADDRESS] : null
      },
    },
  }) as unknown as Eip6963ProviderDetail

/** The bind screen's `loadAccount` over a real WalletHub: signed in with `walletId`, these wallets found. */
const loadAccount = async (options: {
  walletId: WalletId
  providers: Eip6963ProviderDetail[]
  isMockNode: boolean
}) => {
  const keyStore = new MemoryKeyStore()
  keyStore.set(StorageKeys.walletType, options.walletId)
  keyStore.set(StorageKeys.walletAddress, ADDRESS)
  const page = new Map<string, string>()
  const localStorage = {
    getItem: (k: string) => page.get(k) ?? null,
    setItem: (k: string, v: string) => page.set(k, v),
  }
  const discovery = { window: {}, ethereumProviders: () => options.providers } as unknown as WalletDiscovery
  const wallets = new WalletHub({
    window: { localStorage } as unknown as Window,
    discovery,
    keyStore,
    random: cryptoRandom,
    ports: { clock: systemClock, random: cryptoRandom, logger: new MemoryLogger() } as never,
    isMockNode: options.isMockNode,
    wsUrl: async () => 'ws://node.test/messages',
    appOrigin: 'http://app.test',
  })
  const runtime = { ports: { keyStore }, wallets } as unknown as Runtime
  const deps = { loadRuntime: async () => runtime } as unknown as ScreenDeps
  return toPromise(createActor(bindDidActors(deps).loadAccount).start())
}

describe('bind screen: the wallet it names', () => {
  it('names the dev wallet, not MetaMask, when it is the wallet that signs on the mock node', async () => {
    const account = await loadAccount({ walletId: 'metamask', providers: [], isMockNode: true })
    expect(account).toEqual({ walletId: 'metamask', walletName: 'Dev wallet (mock node)', address: ADDRESS })
  })

  it('names the installed Ethereum wallet by its own name, and asks it nothing', async () => {
    const asked: string[] = []
    const rabby = installed('Rabby Wallet', 'io.rabby', asked)
    const account = await loadAccount({ walletId: 'metamask', providers: [rabby], isMockNode: true })
    expect(account.walletName).toBe('Rabby Wallet')
    const metamask = installed('MetaMask', 'io.metamask', asked)
    const preferred = await loadAccount({
      walletId: 'metamask',
      providers: [rabby, metamask],
      isMockNode: false,
    })
    expect(preferred.walletName).toBe('MetaMask')
    expect(asked).toEqual([])
  })

  it('names a Starknet wallet and the Web3MQ app by their catalogue names', async () => {
    const argent = await loadAccount({ walletId: 'argentX', providers: [], isMockNode: true })
    expect(argent.walletName).toBe('Argent X')
    const app = await loadAccount({ walletId: 'dappConnect', providers: [], isMockNode: false })
    expect(app.walletName).toBe('Web3MQ')
  })
})
