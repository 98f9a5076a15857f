import { describe, expect, it } from 'vitest'
import { cryptoRandom, MemoryKeyStore, MemoryLogger, systemClock } from '../../tests/fakes/ports'
import { DEV_WALLET_STORAGE_KEY } from '../adapters/wallets/dev-wallet'
import type { Eip6963ProviderDetail } from '../adapters/wallets/eip1193'
import type { WalletId } from '../domain/config'
import { ErrorCode } from '../domain/errors'
import { demoWalletKey } from '../domain/keys/demo-wallet'
import type { WalletDiscovery } from './wallet-discovery'
import { WalletHub } from './wallets'

const ADDRESS = '0x00000000000000000000000000000000000000c1'

/** An EIP-1193 wallet that grants the account, or refuses the permission (4001) while `refuse` is set. */
const provider = (refuse: { now: boolean }): Eip6963ProviderDetail =>
  ({
    info: { rdns: 'io.metamask', name: 'MetaMask', uuid: 'u', icon: '' },
    provider: {
      request: async ({ method }: { method: string }) => {
        if (method === 'wallet_requestPermissions' && refuse.now)
          throw { code: 4001, message: 'User rejected' }
        return method === 'eth_accounts' ? [ADDRESS] : null
      },
    },
  }) as unknown as Eip6963ProviderDetail

const hubWith = (refuse: { now: boolean }) => {
  const remembered: WalletId[] = []
  const starknetAsked: string[] = []
  const discovery = {
    window: {},
    ethereumProviders: () => [provider(refuse)],
    starknetBridge: async () => {
      starknetAsked.push('bridge')
      throw new Error('no Starknet wallet here')
    },
    lastWallet: { write: (id: WalletId) => void remembered.push(id) },
  } as unknown as WalletDiscovery
  const hub = new WalletHub({
    window: {} as Window,
    discovery,
    keyStore: new MemoryKeyStore(),
    random: cryptoRandom,
    ports: { clock: systemClock, random: cryptoRandom, logger: new MemoryLogger() } as never,
    isMockNode: false,
    wsUrl: async () => 'ws://node.test/messages',
    appOrigin: 'http://app.test',
  })
  return { hub, remembered, starknetAsked }
}

describe('WalletHub', () => {
  it('connects a wallet with its signer, remembers it, and gives that same wallet for a later signature', async () => {
    const { hub, remembered } = hubWith({ now: false })
    const connected = await hub.connect('metamask')
    expect(connected.account).toEqual({ address: ADDRESS, didPubkey: '' })
    expect(connected.signer.walletId).toBe('metamask')
    expect(remembered).toEqual(['metamask'])
    expect(await hub.signing('metamask')).toBe(connected)
  })

  it('gives the wallet it is asked for, not another one connected in the page', async () => {
    const { hub, starknetAsked } = hubWith({ now: false })
    await hub.connect('metamask')
    await expect(hub.signing('argentX')).rejects.toThrow('no Starknet wallet here')
    expect(starknetAsked).toEqual(['bridge'])
  })

  it('[P8.20] [P8.23] says the wallet declined when the permission is refused, and keeps nothing', async () => {
    const refuse = { now: true }
    const { hub, remembered } = hubWith(refuse)
    await expect(hub.connect('metamask')).rejects.toMatchObject({ code: ErrorCode.WalletRejected })
    await expect(hub.signing('metamask')).rejects.toThrow('Connect your wallet to sign this request')
    expect(remembered).toEqual([])
    refuse.now = false
    expect((await hub.signing('metamask')).account.address).toBe(ADDRESS)
  })
})

describe('WalletHub in a demo tab (docs/product.md §14.10)', () => {
  it('signs Ethereum with the demo person’s dev wallet, not with the extension the browser has', async () => {
    const { privateKey, address } = demoWalletKey('Bob')
    const storage = new Map([[DEV_WALLET_STORAGE_KEY, privateKey]])
    const hub = new WalletHub({
      window: {} as Window,
      discovery: {
        window: {},
        ethereumProviders: () => [provider({ now: false })],
        lastWallet: { write: () => undefined },
      } as unknown as WalletDiscovery,
      keyStore: new MemoryKeyStore(),
      random: cryptoRandom,
      ports: { clock: systemClock, random: cryptoRandom, logger: new MemoryLogger() } as never,
      isMockNode: true,
      devWalletStorage: {
        getItem: (key) => storage.get(key) ?? null,
        setItem: (key, value) => void storage.set(key, value),
      },
      wsUrl: async () => 'ws://node.test/messages',
      appOrigin: 'http://app.test',
    })
    expect(hub.nameOf('metamask')).toBe('Dev wallet (mock node)')
    const signing = await hub.signing('metamask')
    expect(signing.account.address).toBe(address)
    expect(signing.account.address).not.toBe(ADDRESS)
  })
})
