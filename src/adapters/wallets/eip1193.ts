/**
 * Ethereum wallets through EIP-1193 `request` calls only (no ethers in the bundle): EIP-6963 discovery
 * with `window.ethereum` as the fallback, and a WalletSigner that asks for the eth_accounts permission,
 * lists accounts and signs with `personal_sign [text, address, "web3mq"]` (docs/product.md §4, docs/protocol.md §5.6).
 */
import { PERSONAL_SIGN_EXTRA, WALLET_CHAIN, type WalletId } from '../../domain/config'
import { walletErrors } from '../../domain/errors-wallet'
import type { WalletAccount, WalletSigner } from '../../ports'
import { WALLET_CATALOG } from './catalog'
import { isUserRejection } from './wallet-errors'

export interface Eip1193RequestArgs {
  method: string
  params?: readonly unknown[] | Record<string, unknown>
}

export interface Eip1193Provider {
  request(args: Eip1193RequestArgs): Promise<unknown>
}

interface Eip6963ProviderInfo {
  uuid: string
  name: string
  /** A data URI the wallet chose. */
  icon: string
  /** Reverse DNS id, e.g. `io.metamask`; '' for the `window.ethereum` fallback. */
  rdns: string
}

export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo
  provider: Eip1193Provider
}

/** Where providers announce themselves: the browser window (or a stand-in in tests). */
export type DiscoveryTarget = Pick<
  EventTarget,
  'addEventListener' | 'removeEventListener' | 'dispatchEvent'
> & {
  ethereum?: unknown
}

export const ANNOUNCE_EVENT = 'eip6963:announceProvider'
export const REQUEST_EVENT = 'eip6963:requestProvider'
const METAMASK_RDNS = 'io.metamask'
export const FALLBACK_UUID = 'window.ethereum'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

const isEip1193Provider = (value: unknown): value is Eip1193Provider =>
  isRecord(value) && typeof value.request === 'function'

const asDetail = (value: unknown): Eip6963ProviderDetail | undefined => {
  if (!isRecord(value) || !isRecord(value.info) || !isEip1193Provider(value.provider)) return undefined
  const { uuid, name, icon, rdns } = value.info
  if (typeof uuid !== 'string' || !uuid || typeof name !== 'string') return undefined
  if (typeof icon !== 'string' || typeof rdns !== 'string') return undefined
  return { info: { uuid, name, icon, rdns }, provider: value.provider }
}

const fallbackDetail = (ethereum: unknown): Eip6963ProviderDetail[] => {
  if (!isEip1193Provider(ethereum)) return []
  const isMetaMask = isRecord(ethereum) && ethereum.isMetaMask === true
  const name = isMetaMask ? WALLET_CATALOG.metamask.name : 'Browser wallet'
  return [
    { info: { uuid: FALLBACK_UUID, name, icon: WALLET_CATALOG.metamask.icon, rdns: '' }, provider: ethereum },
  ]
}

/** The Ethereum providers found so far, kept current while the page listens. */
export interface Eip1193Watch {
  /** Announced providers in order, one per uuid; else `window.ethereum` (if it has `request`); else empty. */
  current(): Eip6963ProviderDetail[]
  stop(): void
}

/**
 * Listens for EIP-6963 announcements and asks wallets to announce (`eip6963:requestProvider`). There is
 * no waiting window: wallets answer the request synchronously in practice, and one that answers later
 * calls `onChange`, so a list on screen fills as wallets announce instead of waiting a fixed time.
 */
export const watchEip1193Providers = (
  target: DiscoveryTarget,
  onChange: () => void = () => {},
): Eip1193Watch => {
  const found = new Map<string, Eip6963ProviderDetail>()
  const onAnnounce = (event: Event): void => {
    const detail = asDetail((event as CustomEvent<unknown>).detail)
    if (!detail || found.has(detail.info.uuid)) return
    found.set(detail.info.uuid, detail)
    onChange()
  }
  target.addEventListener(ANNOUNCE_EVENT, onAnnounce)
  target.dispatchEvent(new Event(REQUEST_EVENT))
  return {
    current: () => (found.size > 0 ? [...found.values()] : fallbackDetail(target.ethereum)),
    stop: () => target.removeEventListener(ANNOUNCE_EVENT, onAnnounce),
  }
}

/** The provider with `rdns` (MetaMask by default), else the first one, else undefined. */
export const pickProvider = (
  details: readonly Eip6963ProviderDetail[],
  rdns: string = METAMASK_RDNS,
): Eip6963ProviderDetail | undefined => details.find((d) => d.info.rdns === rdns) ?? details[0]

const firstAccount = (accounts: unknown): string =>
  Array.isArray(accounts) && typeof accounts[0] === 'string' ? accounts[0] : ''

/**
 * A WalletSigner over an EIP-1193 provider. `connect` resolves `{address: '', didPubkey: ''}` when the
 * user rejects the permission (code 4001) and rejects with "Failed to connect to wallet" on any other
 * failure. `sign` resolves with the wallet's signature string verbatim, rejects with WALLET.REJECTED
 * when the user declines (4001), and with "Failed to connect to wallet" when the wallet fails otherwise.
 */
export const createEip1193Signer = (
  provider: Eip1193Provider,
  options: { walletId?: WalletId } = {},
): WalletSigner => {
  const walletId = options.walletId ?? 'metamask'
  const connect = async (): Promise<WalletAccount> => {
    try {
      await provider.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] })
    } catch (error) {
      if (isUserRejection(error)) return { address: '', didPubkey: '' }
      throw walletErrors.walletConnectFailed(error)
    }
    try {
      return { address: firstAccount(await provider.request({ method: 'eth_accounts' })), didPubkey: '' }
    } catch (error) {
      throw walletErrors.walletConnectFailed(error)
    }
  }
  const sign = async (text: string, account: WalletAccount): Promise<string> => {
    let signature: unknown
    try {
      signature = await provider.request({
        method: 'personal_sign',
        params: [text, account.address, PERSONAL_SIGN_EXTRA],
      })
    } catch (error) {
      throw isUserRejection(error)
        ? walletErrors.walletRejected(error)
        : walletErrors.walletConnectFailed(error)
    }
    if (typeof signature !== 'string') {
      throw walletErrors.walletConnectFailed(new TypeError('Signature is not a string'))
    }
    return signature
  }
  return { walletId, didType: WALLET_CHAIN[walletId], connect, sign }
}
