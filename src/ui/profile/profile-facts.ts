/** The profile's facts said in words, not as the node's raw fields. */

const WALLET_KIND: Readonly<Record<string, string>> = {
  eth: 'Ethereum',
  metamask: 'Ethereum',
  starknet: 'Starknet',
  argentX: 'Starknet',
  braavos: 'Starknet',
}

/** "eth" → "Ethereum"; an unknown kind stays as the node wrote it, an empty one is "Unknown". */
export const walletKind = (walletType: string | undefined): string =>
  WALLET_KIND[walletType ?? ''] ?? (walletType?.trim() || 'Unknown')

/** "user:…335e" → "ending in 335e": the part people compare, without the raw prefix. */
export const userIdEnding = (userid: string): string => `ending in ${Array.from(userid).slice(-4).join('')}`
