/**
 * How the connect modal groups and orders Starknet wallets (docs/product.md §11.4), and the canAsk rule
 * (§2.3 step 4) with upstream's operator-precedence bug fixed.
 *
 * Deliberate deviation: get-starknet shuffles each group on every call unless given a sort. We sort
 * instead (catalogue order, then id), so the same wallets always render in the same order: a list that
 * moves under the pointer invites the wrong click, and deterministic output is testable.
 */
import { WALLET_ORDER } from '../../domain/config'

interface HasId {
  id: string
}

const rank = (id: string): number => {
  const index = (WALLET_ORDER as readonly string[]).indexOf(id)
  return index === -1 ? WALLET_ORDER.length : index
}

/** Catalogue order (WALLET_ORDER), unknown ids after it by code-unit order; a new array. */
export const sortWallets = <T extends HasId>(wallets: readonly T[]): T[] =>
  [...wallets].sort((a, b) => rank(a.id) - rank(b.id) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))

interface WalletGroups<W extends HasId, D extends HasId> {
  lastWallet?: W
  preauthorized: W[]
  installed: W[]
  discovery: D[]
}

/**
 * Each wallet appears once, in the first group that has it: last, then preauthorised, then installed,
 * then discovery (install links). Groups keep `sortWallets` order.
 */
export const groupWallets = <W extends HasId, D extends HasId>(
  input: WalletGroups<W, D>,
): WalletGroups<W, D> => {
  const seen = new Set<string>()
  const fresh = <T extends HasId>(list: readonly T[]): T[] => {
    const out: T[] = []
    for (const wallet of sortWallets(list)) {
      if (seen.has(wallet.id)) continue
      seen.add(wallet.id)
      out.push(wallet)
    }
    return out
  }
  const lastWallet = input.lastWallet
  if (lastWallet) seen.add(lastWallet.id)
  const preauthorized = fresh(input.preauthorized)
  const installed = fresh(input.installed)
  const discovery = fresh(input.discovery)
  return lastWallet
    ? { lastWallet, preauthorized, installed, discovery }
    : { preauthorized, installed, discovery }
}

/**
 * canAsk with a last wallet: the preauthorised wallet matching it, else the only installed wallet when
 * exactly one is installed; undefined means "show the modal". (get-starknet 3.0.1 parsed this as
 * "(found ?? one installed) ? installed[0] : undefined" and could enable a different wallet.)
 */
export const canAskChoice = <W extends HasId>(
  lastWallet: W | undefined,
  preauthorized: readonly W[],
  installed: readonly W[],
): W | undefined => {
  if (!lastWallet) return undefined
  const last = preauthorized.find((w) => w.id === lastWallet.id)
  return last ?? (installed.length === 1 ? installed[0] : undefined)
}
