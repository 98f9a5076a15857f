import { useCallback, useEffect, useState } from 'react'
import type { WalletDirectory, WalletOption } from '../../machines/app/app-services'

export type WalletOptionsState =
  | { status: 'loading' }
  | { status: 'ready'; options: readonly WalletOption[] }
  | { status: 'failed' }

/** Ready with the rows the directory already has, else loading. */
const initial = (wallets: WalletDirectory): WalletOptionsState => {
  const options = wallets.known()
  return options ? { status: 'ready', options } : { status: 'loading' }
}

/**
 * Loads the wallet list once per mount (and again on `reload`), then fills it in place as wallets
 * announce themselves later, without going back to "loading"; a late answer after unmount is dropped.
 * Rows the directory already knows show in the first frame: a click after the pointer's intent does not
 * wait a render for an answer that is already here.
 */
export const useWalletOptions = (
  wallets: WalletDirectory,
): { state: WalletOptionsState; reload: () => void } => {
  const [state, setState] = useState<WalletOptionsState>(() => initial(wallets))
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let live = true
    let asked = 0
    const ask = () => {
      // Only the newest answer counts: an older one may lack a wallet that announced meanwhile.
      const mine = ++asked
      wallets.options().then(
        (options) => live && mine === asked && setState({ status: 'ready', options }),
        () => live && mine === asked && setState({ status: 'failed' }),
      )
    }
    // A reload starts over; the first run keeps what the first frame showed.
    if (attempt > 0) setState(initial(wallets))
    ask()
    const stop = wallets.onOptionsChange(ask)
    return () => {
      live = false
      stop()
    }
  }, [wallets, attempt])
  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  return { state, reload }
}
