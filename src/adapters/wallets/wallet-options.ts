/**
 * The rows of the "Connect a wallet" modal (docs/product.md §2): every catalogue wallet with a status and, for a
 * Starknet wallet that is not installed, its install link for this browser. Pure: the composition root
 * feeds it what EIP-6963 discovery and the (lazily loaded) Starknet bridge found. Only types come from
 * ./starknet, so importing this file does not pull get-starknet-core into the main bundle.
 */
import { WALLET_ORDER, type WalletId } from '../../domain/config'
import { WALLET_CATALOG } from './catalog'
import type { StarknetWalletList } from './starknet'

type WalletStatus = 'last' | 'preauthorized' | 'installed' | 'install'

export interface WalletOptionRow {
  id: WalletId
  name: string
  icon: string
  status: WalletStatus
  /** For `install`: the store link of this browser, shown as "Install {name}"; may be empty. */
  installLinks: readonly { browser: string; url: string }[]
}

interface WalletOptionInputs {
  /** An Ethereum provider answered discovery, or the dev wallet is offered (mock node). */
  ethereum: boolean
  /** `bridge.listWallets()`; undefined when the Starknet module is not loaded yet (rows show as install). */
  starknet?: StarknetWalletList
}

const STATUS_ORDER: readonly WalletStatus[] = ['last', 'preauthorized', 'installed', 'install']

const starknetStatus = (id: WalletId, list: StarknetWalletList | undefined): WalletOptionRow => {
  const base = { id, name: WALLET_CATALOG[id].name, icon: WALLET_CATALOG[id].icon, installLinks: [] }
  if (list?.lastWallet?.id === id) return { ...base, status: 'last' }
  if (list?.preauthorized.some((w) => w.id === id)) return { ...base, status: 'preauthorized' }
  if (list?.installed.some((w) => w.id === id)) return { ...base, status: 'installed' }
  const links = (list?.discovery ?? [])
    .filter((d) => d.id === id)
    .map((d) => ({ browser: d.store, url: d.url }))
  return { ...base, status: 'install', installLinks: links }
}

/**
 * One row per catalogue wallet, ordered last, preauthorised, installed, then install rows, and by
 * WALLET_ORDER within a status. MetaMask without a provider is an install row without links (docs/product.md §2
 * gives store links to Argent X and Braavos only); dappConnect (a QR bridge) is always installed.
 */
export const walletOptions = (inputs: WalletOptionInputs): WalletOptionRow[] => {
  const rows = WALLET_ORDER.map((id): WalletOptionRow => {
    const entry = WALLET_CATALOG[id]
    if (entry.chain === 'starknet') return starknetStatus(id, inputs.starknet)
    const present = id === 'dappConnect' || inputs.ethereum
    return {
      id,
      name: entry.name,
      icon: entry.icon,
      status: present ? 'installed' : 'install',
      installLinks: [],
    }
  })
  return rows
    .map((row, index) => ({ row, index }))
    .sort(
      (a, b) => STATUS_ORDER.indexOf(a.row.status) - STATUS_ORDER.indexOf(b.row.status) || a.index - b.index,
    )
    .map(({ row }) => row)
}
