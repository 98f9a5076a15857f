/**
 * The dev wallet's own mark, so no one mistakes it for MetaMask: a green key on a slate tile, drawn
 * here (`data:image/svg+xml`, usable as an <img> src). A module of its own because the wallet list shows
 * it before the runtime loads, and importing it from dev-wallet.ts would put secp256k1 in the first visit.
 */
export const DEV_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
    '<rect width="32" height="32" rx="8" fill="#1F2937"/>' +
    '<circle cx="12" cy="14" r="5" fill="none" stroke="#34D399" stroke-width="2.5"/>' +
    '<path d="M16 17l8 8m-3-3 2-2m-5-1 2-2" stroke="#34D399" stroke-width="2.5" stroke-linecap="round"/>' +
    '</svg>',
)}`
