/**
 * The static wallet catalogue of the connect modal (docs/product.md §3 "Wallet"): id, name, chain kind, an icon
 * drawn here as an inline SVG (simple shapes in each wallet's colours, no copied artwork). Store links are
 * not kept here: the modal's "Install" rows take them from get-starknet-core's discovery list (./starknet-wallets
 * `installLinks`), the one source the network's own modal reads (docs/product.md §11.7).
 */
import { type DidType, WALLET_CHAIN, WALLET_NAME, WALLET_ORDER, type WalletId } from '../../domain/config'

interface WalletCatalogEntry {
  id: WalletId
  name: string
  chain: DidType
  /** `data:image/svg+xml,…` URI, usable as an <img> src. */
  icon: string
}

const svg = (body: string): string =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${body}</svg>`)}`

const ICONS: Readonly<Record<WalletId, string>> = {
  // An orange fox head: two ears, a tapering face.
  metamask: svg(
    '<rect width="32" height="32" rx="8" fill="#FFF4E8"/>' +
      '<path d="M5 6l9 6h4l9-6-2 11-3 7-6 2-6-2-3-7z" fill="#F6851B"/>' +
      '<path d="M12 17l2 1m6-1-2 1M14 23h4" stroke="#233447" stroke-width="1.6" stroke-linecap="round"/>',
  ),
  // An upward chevron in Argent's orange on navy.
  argentX: svg(
    '<rect width="32" height="32" rx="8" fill="#0C1A3D"/><path d="M16 6l10 20h-5l-5-10-5 10H6z" fill="#FF875B"/>',
  ),
  // A yellow-to-orange shield.
  braavos: svg(
    '<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#F5D45E"/>' +
      '<stop offset="1" stop-color="#FF9600"/></linearGradient></defs>' +
      '<rect width="32" height="32" rx="8" fill="#1B1B1B"/>' +
      '<path d="M16 5l10 4v8c0 6-5 9-10 11-5-2-10-5-10-11V9z" fill="url(#b)"/>',
  ),
  // A blue speech bubble: Web3MQ is a messaging network.
  dappConnect: svg(
    '<rect width="32" height="32" rx="8" fill="#2F6BFF"/>' +
      '<path d="M7 9h18v11H14l-5 4v-4H7z" fill="#FFF"/>' +
      '<circle cx="12" cy="14.5" r="1.5" fill="#2F6BFF"/><circle cx="16" cy="14.5" r="1.5" fill="#2F6BFF"/>' +
      '<circle cx="20" cy="14.5" r="1.5" fill="#2F6BFF"/>',
  ),
}

const entry = (id: WalletId): WalletCatalogEntry => ({
  id,
  name: WALLET_NAME[id],
  chain: WALLET_CHAIN[id],
  icon: ICONS[id],
})

/** Every wallet the app knows, keyed by id. */
export const WALLET_CATALOG: Readonly<Record<WalletId, WalletCatalogEntry>> = {
  metamask: entry('metamask'),
  argentX: entry('argentX'),
  braavos: entry('braavos'),
  dappConnect: entry('dappConnect'),
}

/** The catalogue in the modal's fixed order (WALLET_ORDER). */
export const walletCatalog = (): WalletCatalogEntry[] => WALLET_ORDER.map((id) => WALLET_CATALOG[id])

/** Whether an id names a wallet of the catalogue. */
export const isWalletId = (id: string): id is WalletId => Object.hasOwn(WALLET_CATALOG, id)

/** Whether a wallet signs on Starknet (its adapter module is then loaded lazily). */
export const isStarknetWalletId = (id: string): id is 'argentX' | 'braavos' =>
  isWalletId(id) && WALLET_CHAIN[id] === 'starknet'
