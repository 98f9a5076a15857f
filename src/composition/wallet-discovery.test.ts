import { describe, expect, it } from 'vitest'
import { MemoryKeyStore } from '../../tests/fakes/ports'
import { ANNOUNCE_EVENT, type Eip6963ProviderDetail, REQUEST_EVENT } from '../adapters/wallets/eip1193'
import { DEV_WALLET_ROW_NAME, WalletDiscovery } from './wallet-discovery'

const memoryStorage = () => {
  const data = new Map<string, string>()
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  }
}

const pageWindow = () =>
  Object.assign(new EventTarget(), { localStorage: memoryStorage() }) as unknown as Window

const metamask: Eip6963ProviderDetail = {
  info: { uuid: 'mm-1', name: 'MetaMask', icon: 'data:image/svg+xml,mm', rdns: 'io.metamask' },
  provider: { request: async () => null },
}

const names = (rows: readonly { name: string; status: string }[]) => rows.map((r) => `${r.name}:${r.status}`)

/** Resolves on the next change the discovery reports. */
const nextChange = (discovery: WalletDiscovery) =>
  new Promise<void>((resolve) => {
    const stop = discovery.onChange(() => {
      stop()
      resolve()
    })
  })

describe('WalletDiscovery: the modal lists at once and fills as wallets announce', () => {
  it('lists an extension that answers the request at once, without waiting for a discovery window', async () => {
    const win = pageWindow()
    win.addEventListener(REQUEST_EVENT, () =>
      win.dispatchEvent(new CustomEvent(ANNOUNCE_EVENT, { detail: metamask })),
    )
    const discovery = new WalletDiscovery({
      window: win,
      keyStore: new MemoryKeyStore(),
      isMockNode: async () => false,
    })
    expect(names(await discovery.options())).toContain('MetaMask:installed')
    expect(discovery.ethereumProviders().map((d) => d.info.uuid)).toEqual(['mm-1'])
  })

  it('reports a wallet that announces later, and lists it from then on', async () => {
    const win = pageWindow()
    const discovery = new WalletDiscovery({
      window: win,
      keyStore: new MemoryKeyStore(),
      isMockNode: async () => false,
    })
    expect(names(await discovery.options())).toContain('MetaMask:install')
    const changed = nextChange(discovery)
    win.dispatchEvent(new CustomEvent(ANNOUNCE_EVENT, { detail: metamask }))
    await changed
    expect(names(await discovery.options())).toContain('MetaMask:installed')
  })

  it('offers the dev wallet against the mock node, asking the node once', async () => {
    let asked = 0
    const discovery = new WalletDiscovery({
      window: pageWindow(),
      keyStore: new MemoryKeyStore(),
      isMockNode: async () => {
        asked++
        return true
      },
    })
    discovery.start()
    expect(names(await discovery.options())).toContain(`${DEV_WALLET_ROW_NAME}:installed`)
    await discovery.options()
    expect(asked).toBe(1)
  })

  it('knows its rows at once only when options() would not wait: searching, and the node has answered', async () => {
    let answer: (mock: boolean) => void = () => undefined
    const discovery = new WalletDiscovery({
      window: pageWindow(),
      keyStore: new MemoryKeyStore(),
      isMockNode: () => new Promise<boolean>((resolve) => (answer = resolve)),
    })
    expect(discovery.known()).toBeUndefined()
    const listed = discovery.options()
    // Asked, not answered: the modal would show its loading line.
    expect(discovery.known()).toBeUndefined()
    answer(true)
    const rows = await listed
    expect(discovery.known()).toEqual(rows)
    expect(names(discovery.known() ?? [])).toContain(`${DEV_WALLET_ROW_NAME}:installed`)
  })

  it('asks wallets once even when a listener asks for the rows while a wallet announces', async () => {
    const win = pageWindow()
    let requests = 0
    win.addEventListener(REQUEST_EVENT, () => {
      requests++
      win.dispatchEvent(new CustomEvent(ANNOUNCE_EVENT, { detail: metamask }))
    })
    const discovery = new WalletDiscovery({
      window: win,
      keyStore: new MemoryKeyStore(),
      isMockNode: async () => false,
    })
    const answers: Promise<readonly unknown[]>[] = []
    discovery.onChange(() => answers.push(discovery.options()))
    await discovery.options()
    await Promise.all(answers)
    expect(requests).toBe(1)
    expect(discovery.ethereumProviders()).toHaveLength(1)
  })
})
