import { describe, expect, it } from 'vitest'
import { MemoryKeyStore } from '../../../tests/fakes/ports'
import { type FakeStarknetOptions, fakeStarknetWallet } from '../../../tests/fakes/starknet-wallets'
import vectors from '../../../tests/fixtures/vectors.json'
import { ErrorCode } from '../../domain/errors'
import { signTypedMessage, typedDataFor, verifyStarknetSignature } from '../../domain/walletsig/starknet'
import { WALLET_CATALOG } from './catalog'
import type { RawStorage } from './last-wallet'
import { createStarknetWalletBridge } from './starknet'
import { createStarknetSigner } from './starknet-signer'
import { walletOptions } from './wallet-options'

const NOW = 1_712_000_000_000
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0'
const EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87'
const GSW_KEY = new RegExp(`^gsw-last-${NOW}-[1-9]\\d{12}$`)

const setup = (specs: FakeStarknetOptions[], options: { userAgent?: string; last?: string } = {}) => {
  const keyStore = new MemoryKeyStore()
  const rawStorage: RawStorage = {
    getItem: (key) => keyStore.data.get(key) ?? null,
    setItem: (key, value) => void keyStore.data.set(key, value),
  }
  if (options.last) keyStore.data.set('gsw-last-1700000000000-1234567890123', options.last)
  const wallets = specs.map(fakeStarknetWallet)
  const windowObject: Record<string, unknown> = { document: {}, starknetVersion: 'not a wallet' }
  for (const wallet of wallets) windowObject[`starknet_${wallet.id}`] = wallet
  // Wallets also claim the bare `starknet` key; get-starknet dedupes by id.
  if (wallets[0]) windowObject.starknet = wallets[0]
  const bridge = createStarknetWalletBridge({
    windowObject,
    keyStore,
    rawStorage,
    userAgent: options.userAgent ?? CHROME,
    now: () => NOW,
    random: (n) => new Uint8Array(n).fill(9),
  })
  const gsw = () => [...keyStore.data].filter(([key]) => key.startsWith('gsw-last'))
  return { bridge, wallets, keyStore, gsw }
}

const ids = (list: readonly { id: string }[]) => list.map((w) => w.id)
/** The `gsw-last*` entries, a get-starknet key shown as `true`: suffixed first, then the bare key. */
const stored = (entries: [string, string][]) =>
  entries.map(([key, value]) => [GSW_KEY.test(key) || key, value])

describe('listWallets: the connect modal data', () => {
  it('offers install links for the browser store when nothing is installed', async () => {
    const { bridge } = setup([])
    const list = await bridge.listWallets()
    expect(list).toEqual({
      preauthorized: [],
      installed: [],
      store: 'chrome',
      discovery: [
        {
          id: 'argentX',
          name: 'Argent X',
          icon: WALLET_CATALOG.argentX.icon,
          store: 'chrome',
          url: 'https://chrome.google.com/webstore/detail/argent-x-starknet-wallet/dlcobpjiigpikoobohmabehhmhfoodbb',
          label: 'Install Argent X',
        },
        {
          id: 'braavos',
          name: 'Braavos',
          icon: WALLET_CATALOG.braavos.icon,
          store: 'chrome',
          url: 'https://chrome.google.com/webstore/detail/braavos-wallet/jnlgamecbpmbajjfhmmmlhejkemejdma',
          label: 'Install Braavos',
        },
      ],
    })
  })

  // docs/product.md §11.7, the table as the spec gives it; production reads get-starknet-core's discovery list.
  const STORE_LINKS = {
    chrome: [
      'https://chrome.google.com/webstore/detail/argent-x-starknet-wallet/dlcobpjiigpikoobohmabehhmhfoodbb',
      'https://chrome.google.com/webstore/detail/braavos-wallet/jnlgamecbpmbajjfhmmmlhejkemejdma',
    ],
    firefox: [
      'https://addons.mozilla.org/en-US/firefox/addon/argent-x',
      'https://addons.mozilla.org/en-US/firefox/addon/braavos-wallet',
    ],
    edge: [
      'https://microsoftedge.microsoft.com/addons/detail/argent-x/ajcicjlkibolbeaaagejfhnofogocgcj',
      'https://microsoftedge.microsoft.com/addons/detail/braavos-wallet/hkkpjehhcnhgefhbdcgfkeegglpjchdc',
    ],
    safari: [],
  } as const

  it.each([
    ['Chrome', CHROME, 'chrome'],
    ['Firefox', FIREFOX, 'firefox'],
    ['Edge', EDGE, 'edge'],
    ['Safari', SAFARI, 'safari'],
  ] as const)(
    "[P2.13] gives the modal's install rows the %s store links of docs/product.md §11.7",
    async (_, userAgent, store) => {
      const list = await setup([], { userAgent }).bridge.listWallets()
      const rows = walletOptions({ ethereum: true, starknet: list }).filter((row) => row.status === 'install')
      expect(rows.map((row) => [row.name, row.installLinks])).toEqual(
        store === 'safari'
          ? [
              ['Argent X', []],
              ['Braavos', []],
            ]
          : [
              ['Argent X', [{ browser: store, url: STORE_LINKS[store][0] }]],
              ['Braavos', [{ browser: store, url: STORE_LINKS[store][1] }]],
            ],
      )
    },
  )

  it('[P5.3] [D13.5] takes an empty user agent as no store: no install links, the installed wallets still offered', async () => {
    const list = await setup([{ id: 'argentX', name: 'Argent X' }], { userAgent: '' }).bridge.listWallets()
    expect([list.store, list.discovery, ids(list.installed)]).toEqual([null, [], ['argentX']])
  })

  it('orders last, preauthorised, installed, install links, each wallet once', async () => {
    const { bridge } = setup(
      [
        { id: 'keplr', preauthorized: true },
        { id: 'braavos', name: 'Braavos', preauthorized: true },
        { id: 'okxwallet' },
        { id: 'argentX', name: 'Argent X' },
      ],
      { last: 'braavos' },
    )
    const list = await bridge.listWallets()
    expect(list.lastWallet).toEqual({ id: 'braavos', name: 'Braavos', icon: 'data:image/svg+xml,braavos' })
    expect(ids(list.preauthorized)).toEqual(['keplr'])
    expect(ids(list.installed)).toEqual(['argentX', 'okxwallet'])
    expect(list.discovery).toEqual([])
    expect(list.canAskChoice?.id).toBe('braavos')
  })

  it('canAsk picks the preauthorised last wallet, not the first installed one (upstream precedence bug)', async () => {
    const { bridge } = setup([{ id: 'argentX' }, { id: 'braavos', preauthorized: true }], { last: 'braavos' })
    const list = await bridge.listWallets()
    expect(ids(list.installed)).toEqual(['argentX'])
    expect(list.canAskChoice?.id).toBe('braavos')
  })

  it('canAsk picks the only installed wallet, and nothing without a last wallet', async () => {
    const single = await setup([{ id: 'argentX' }], { last: 'argentX' }).bridge.listWallets()
    // The stored wallet is not authorised any more: forgotten, so the modal shows.
    expect([single.lastWallet, single.canAskChoice]).toEqual([undefined, undefined])
    const fresh = await setup([{ id: 'argentX' }, { id: 'braavos' }]).bridge.listWallets()
    expect(fresh.canAskChoice).toBeUndefined()
  })

  it('forgets a stored wallet that is no longer authorised or installed, as get-starknet does', async () => {
    const unauthorised = setup([{ id: 'braavos' }], { last: 'braavos' })
    expect((await unauthorised.bridge.listWallets()).lastWallet).toBeUndefined()
    expect(unauthorised.gsw()).toEqual([])
    const uninstalled = setup([], { last: 'argentX' })
    await uninstalled.bridge.listWallets()
    expect(uninstalled.gsw()).toEqual([])
  })

  it('leaves a stored Ethereum wallet (MetaMask, dappConnect) alone: only Starknet ones are its to forget', async () => {
    for (const last of ['metamask', 'dappConnect']) {
      const { bridge, gsw } = setup([{ id: 'argentX' }], { last })
      expect((await bridge.listWallets()).lastWallet).toBeUndefined()
      expect(gsw().map(([, value]) => value)).toEqual([last])
    }
  })

  it('counts a wallet preauthorised through the v3 isPreauthorized() when it lacks wallet_getPermissions', async () => {
    const { bridge } = setup([{ id: 'argentX', preauthorized: true, permissionsApi: false }], {
      last: 'argentX',
    })
    const list = await bridge.listWallets()
    expect(list.lastWallet?.id).toBe('argentX')
  })

  it('limits every group to `include` without forgetting an excluded last wallet', async () => {
    const { bridge, gsw } = setup([{ id: 'braavos', preauthorized: true }], { last: 'braavos' })
    const list = await bridge.listWallets({ include: ['argentX'] })
    expect(list.lastWallet).toBeUndefined()
    expect([list.preauthorized, list.installed, ids(list.discovery)]).toEqual([[], [], ['argentX']])
    expect(gsw().map(([, v]) => v)).toEqual(['braavos'])
  })
})

describe('connecting and gsw-last', () => {
  it('[P4.9] silentConnect enables a preauthorised wallet and rotates gsw-last to it', async () => {
    const { bridge, wallets, gsw } = setup([{ id: 'braavos', preauthorized: true }], { last: 'argentX' })
    const wallet = await bridge.silentConnect('braavos')
    expect(wallet).toBe(wallets[0])
    expect(wallets[0]?.calls).toContain('enable')
    expect(stored(gsw())).toEqual([
      [true, 'braavos'],
      ['gsw-last', 'braavos'],
    ])
    expect(bridge.lastWalletId()).toBe('braavos')
  })

  it('silentConnect never prompts: null for a wallet not preauthorised or not installed', async () => {
    const { bridge, wallets } = setup([{ id: 'argentX' }])
    expect(await bridge.silentConnect('argentX')).toBeNull()
    expect(await bridge.silentConnect('braavos')).toBeNull()
    expect(wallets[0]?.calls).not.toContain('enable')
  })

  it('enable connects an approving wallet and writes gsw-last in get-starknet format', async () => {
    const { bridge, wallets, gsw } = setup([{ id: 'argentX', approve: true }])
    expect((await bridge.enable('argentX')).isConnected).toBe(true)
    expect(wallets[0]?.calls).toEqual(['enable'])
    expect(stored(gsw())).toEqual([
      [true, 'argentX'],
      ['gsw-last', 'argentX'],
    ])
  })

  it('[P4.9] "Failed to connect to wallet" when enable resolves but the wallet stays disconnected', async () => {
    const { bridge, gsw } = setup([{ id: 'argentX', approve: false }], { last: 'braavos' })
    await expect(bridge.enable('argentX')).rejects.toMatchObject({
      code: ErrorCode.WalletConnectFailed,
      message: 'Failed to connect to wallet',
    })
    expect(gsw().map(([, v]) => v)).toEqual(['braavos'])
    await expect(bridge.enable('braavos')).rejects.toMatchObject({ message: 'Failed to connect to wallet' })
  })

  it('"Failed to connect to wallet" when the wallet throws, with the cause kept', async () => {
    const { bridge, wallets } = setup([{ id: 'braavos' }])
    const boom = new Error('extension crashed')
    if (wallets[0]) wallets[0].enable = async () => Promise.reject(boom)
    const error = await bridge.enable('braavos').catch((e: unknown) => e)
    expect(error).toMatchObject({ code: ErrorCode.WalletConnectFailed, cause: boom })
  })

  it('enables a Wallet-API-only wallet through get-starknet-core, which writes gsw-last through us', async () => {
    const { bridge, wallets, gsw } = setup([{ id: 'argentX', v3: false }])
    await bridge.enable('argentX')
    expect(wallets[0]?.calls.filter((c) => c.startsWith('wallet_requestAccounts'))).toHaveLength(1)
    expect(stored(gsw())).toEqual([
      [true, 'argentX'],
      ['gsw-last', 'argentX'],
    ])
    const refused = setup([{ id: 'braavos', v3: false, approve: false }])
    await expect(refused.bridge.enable('braavos')).rejects.toMatchObject({
      code: ErrorCode.WalletConnectFailed,
    })
  })

  it('forgetLastWallet removes every gsw-last* key', async () => {
    const { bridge, keyStore, gsw } = setup([{ id: 'argentX' }], { last: 'argentX' })
    keyStore.data.set('gsw-last', 'braavos')
    keyStore.data.set('userid', 'user:1')
    bridge.forgetLastWallet()
    expect(gsw()).toEqual([])
    expect(bridge.lastWalletId()).toBeNull()
    expect(keyStore.data.get('userid')).toBe('user:1')
  })
})

describe('createStarknetSigner', () => {
  const { text, message } = vectors.starknetMessage

  it('[P3.27] connects silently, reads the Braavos key from the contract and signs the typed message', async () => {
    const spec = {
      id: 'braavos',
      preauthorized: true,
      chainId: 'SN_MAIN',
      pubkeyVia: 'braavos-contract',
    } as const
    const { bridge, wallets } = setup([spec])
    const fake = wallets[0]!
    const signer = createStarknetSigner(bridge, 'braavos')
    const account = await signer.connect()
    expect(account).toEqual({ address: fake.accountAddress, didPubkey: fake.publicKey })
    expect([signer.walletId, signer.didType, signer.chain()]).toEqual(['braavos', 'starknet', 'SN_MAIN'])
    const didSignature = await signer.sign(text, account)
    expect(fake.signed).toEqual([typedDataFor(message, 'SN_MAIN')])
    expect(didSignature).toBe(
      signTypedMessage(text, 'SN_MAIN', fake.accountAddress, fake.privateKey).signature,
    )
    expect(didSignature).toMatch(/^\d+,\d+,\d+$/)
    expect(verifyStarknetSignature(text, didSignature, account.didPubkey, account.address, 'SN_MAIN')).toBe(
      true,
    )
  })

  it('[P4.9] tries the silent connection first and asks the wallet (enable) only when it finds none', async () => {
    const { wallets } = setup([{ id: 'braavos', pubkeyVia: 'braavos-contract', approve: true }])
    const wallet = wallets[0]!
    await wallet.enable?.() // connected, so either path hands the signer an account
    const connectWith = async (silent: boolean) => {
      const asked: string[] = []
      const recording = {
        silentConnect: async (id: string) => {
          asked.push(`silent ${id}`)
          return silent ? wallet : null
        },
        enable: async (id: string) => {
          asked.push(`enable ${id}`)
          return wallet
        },
      }
      const account = await createStarknetSigner(recording, 'braavos').connect()
      return { asked, account }
    }
    const preauthorised = await connectWith(true)
    expect(preauthorised.asked).toEqual(['silent braavos'])
    expect(preauthorised.account.address).toBe(wallet.accountAddress)
    expect((await connectWith(false)).asked).toEqual(['silent braavos', 'enable braavos'])
  })

  it('[P4.9] enables Argent X when not preauthorised, reads get_owner then getSigner, decimal signature felts', async () => {
    const spec = {
      id: 'argentX',
      chainId: '0x534e5f474f45524c4932',
      pubkeyVia: 'argent-legacy-contract',
      signatureFormat: 'decimal',
    } as const
    const { bridge, wallets } = setup([spec])
    const fake = wallets[0]!
    const signer = createStarknetSigner(bridge, 'argentX')
    const account = await signer.connect()
    expect(account.didPubkey).toBe(fake.publicKey)
    expect(fake.calls.filter((c) => c === 'enable')).toHaveLength(1)
    const didSignature = await signer.sign('register text', account)
    expect(didSignature).toBe(
      signTypedMessage('register text', 'SN_GOERLI2', fake.accountAddress, fake.privateKey).signature,
    )
    expect(
      verifyStarknetSignature('register text', didSignature, fake.publicKey, account.address, 'SN_GOERLI2'),
    ).toBe(true)
  })

  it('[D13.2] takes the network from the provider URL when the chainId is unknown, and accepts {r, s}', async () => {
    const spec = {
      id: 'argentX',
      preauthorized: true,
      chainId: 'SN_SEPOLIA',
      provider: { baseUrl: 'https://alpha-mainnet.starknet.io' },
      signatureFormat: 'rs-object',
    } as const
    const { bridge, wallets } = setup([spec])
    const signer = createStarknetSigner(bridge, 'argentX')
    const account = await signer.connect()
    const didSignature = await signer.sign('hi', account)
    expect(wallets[0]?.signed[0]?.domain.chainId).toBe('SN_MAIN')
    expect(verifyStarknetSignature('hi', didSignature, account.didPubkey, account.address, 'SN_MAIN')).toBe(
      true,
    )
  })

  it('signs after a reload without an explicit connect, defaulting to SN_GOERLI', async () => {
    const { bridge, wallets } = setup([{ id: 'braavos', preauthorized: true }])
    const fake = wallets[0]!
    const signer = createStarknetSigner(bridge, 'braavos')
    const didSignature = await signer.sign('hi', { address: fake.accountAddress, didPubkey: fake.publicKey })
    expect(
      verifyStarknetSignature('hi', didSignature, fake.publicKey, fake.accountAddress, 'SN_GOERLI'),
    ).toBe(true)
  })

  it('rejects with WALLET.REJECTED when the wallet refuses to sign', async () => {
    const { bridge } = setup([{ id: 'braavos', preauthorized: true, rejectSign: true }])
    const signer = createStarknetSigner(bridge, 'braavos')
    const account = await signer.connect()
    await expect(signer.sign('hi', account)).rejects.toMatchObject({ code: ErrorCode.WalletRejected })
  })

  it('fails to connect when the user refuses, the key is unreadable or the account changed', async () => {
    const refused = setup([{ id: 'argentX', approve: false }])
    await expect(createStarknetSigner(refused.bridge, 'argentX').connect()).rejects.toMatchObject({
      message: 'Failed to connect to wallet',
    })
    const keyless = setup([{ id: 'argentX', preauthorized: true, pubkeyVia: 'none' }])
    await expect(createStarknetSigner(keyless.bridge, 'argentX').connect()).rejects.toMatchObject({
      code: ErrorCode.WalletConnectFailed,
    })
    const switched = setup([{ id: 'braavos', preauthorized: true }])
    const signer = createStarknetSigner(switched.bridge, 'braavos')
    const account = await signer.connect()
    await expect(signer.sign('hi', { ...account, address: '0x1234' })).rejects.toMatchObject({
      code: ErrorCode.WalletConnectFailed,
    })
    expect(switched.wallets[0]?.calls).not.toContain('signMessage')
  })
})
