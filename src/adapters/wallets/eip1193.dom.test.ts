import { describe, expect, it } from 'vitest'
import { WALLET_CATALOG } from './catalog'
import {
  ANNOUNCE_EVENT,
  type DiscoveryTarget,
  type Eip1193Provider,
  type Eip1193Watch,
  type Eip6963ProviderDetail,
  FALLBACK_UUID,
  pickProvider,
  REQUEST_EVENT,
  watchEip1193Providers,
} from './eip1193'

const provider = (label: string): Eip1193Provider & { label: string } => ({
  label,
  request: async () => label,
})

const detail = (uuid: string, name: string, rdns: string, p = provider(name)): Eip6963ProviderDetail => ({
  info: { uuid, name, icon: `data:image/svg+xml,${name}`, rdns },
  provider: p,
})

/** A wallet extension: announces itself whenever the page asks, as EIP-6963 requires. */
const installExtension = (target: EventTarget, announced: unknown): void => {
  target.addEventListener(REQUEST_EVENT, () => {
    target.dispatchEvent(new CustomEvent(ANNOUNCE_EVENT, { detail: Object.freeze(announced) }))
  })
}

/** What discovery holds right after asking (announcements are synchronous), listening stopped. */
const discoverNow = (target: DiscoveryTarget): Eip6963ProviderDetail[] => {
  const watch = watchEip1193Providers(target)
  watch.stop()
  return watch.current()
}

/** A fresh target per test so extensions from one test do not answer in another. */
const freshTarget = (ethereum?: unknown): DiscoveryTarget => {
  const target = new EventTarget() as DiscoveryTarget
  if (ethereum !== undefined) target.ethereum = ethereum
  return target
}

describe('EIP-6963 discovery', () => {
  it('collects every announced provider in order, once per uuid, ignoring malformed announcements', async () => {
    const target = freshTarget(provider('legacy'))
    const rabby = detail('a7f3c7d8-0000-4000-8000-000000000001', 'Rabby', 'io.rabby')
    const metamask = detail('a7f3c7d8-0000-4000-8000-000000000002', 'MetaMask', 'io.metamask')
    installExtension(target, rabby)
    installExtension(target, metamask)
    installExtension(target, { ...rabby, info: { ...rabby.info, name: 'Rabby again' } })
    installExtension(target, { info: { uuid: 'x', name: 'No provider', icon: '', rdns: 'x' } })
    installExtension(target, {
      info: { uuid: '', name: 'No uuid', icon: '', rdns: 'x' },
      provider: provider('z'),
    })
    const found = discoverNow(target)
    expect(found.map((d) => d.info)).toEqual([rabby.info, metamask.info])
    expect(found[1]?.provider).toBe(metamask.provider)
    expect(pickProvider(found)?.info.name).toBe('MetaMask')
    expect(pickProvider(found, 'io.rabby')?.info.name).toBe('Rabby')
  })

  it('catches a wallet that answers later and says so, and stops listening when stopped', async () => {
    const target = freshTarget()
    const late = detail('late-1', 'Late', 'com.late')
    target.addEventListener(REQUEST_EVENT, () => {
      setTimeout(() => target.dispatchEvent(new CustomEvent(ANNOUNCE_EVENT, { detail: late })), 5)
    })
    const watch = { now: undefined as Eip1193Watch | undefined }
    const announced = new Promise<void>((resolve) => {
      watch.now = watchEip1193Providers(target, resolve)
    })
    expect(watch.now?.current()).toEqual([])
    await announced
    expect(watch.now?.current().map((d) => d.info.uuid)).toEqual(['late-1'])
    watch.now?.stop()
    target.dispatchEvent(new CustomEvent(ANNOUNCE_EVENT, { detail: detail('after', 'After', 'x') }))
    expect(watch.now?.current()).toHaveLength(1)
  })

  it('falls back to window.ethereum when nothing announces', async () => {
    const legacy = Object.assign(provider('legacy'), { isMetaMask: true })
    const [only, ...rest] = discoverNow(freshTarget(legacy))
    expect(rest).toEqual([])
    expect(only?.provider).toBe(legacy)
    expect(only?.info).toEqual({
      uuid: FALLBACK_UUID,
      name: 'MetaMask',
      icon: WALLET_CATALOG.metamask.icon,
      rdns: '',
    })
    expect(pickProvider(only ? [only] : [])?.provider).toBe(legacy)

    const other = discoverNow(freshTarget(provider('other')))
    expect(other[0]?.info.name).toBe('Browser wallet')
  })

  it('finds nothing without wallets (window.ethereum absent or not a provider)', async () => {
    expect(discoverNow(freshTarget())).toEqual([])
    expect(discoverNow(freshTarget({ foo: 1 }))).toEqual([])
    expect(pickProvider([])).toBeUndefined()
  })

  it('works on the page window itself', async () => {
    const win = window as unknown as DiscoveryTarget
    const mm = detail('win-uuid', 'MetaMask', 'io.metamask')
    const answer = () => window.dispatchEvent(new CustomEvent(ANNOUNCE_EVENT, { detail: mm }))
    window.addEventListener(REQUEST_EVENT, answer)
    try {
      const found = discoverNow(win)
      expect(found.map((d) => d.info.uuid)).toEqual(['win-uuid'])
    } finally {
      window.removeEventListener(REQUEST_EVENT, answer)
    }
  })
})
