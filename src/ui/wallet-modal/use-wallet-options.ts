import { useCallback, useEffect, useState } from 'react'
import type { WalletDirectory, WalletOption } from '../../machines/app/app-services'

export type WalletOptionsState =
  | { status: 'loading' }
  | { status: 'ready'; options: readonly WalletOption[] }
  | { status: 'failed' }

/** Loads the wallet list once per mount (and again on `reload`); a late answer after unmount is dropped. */
export const useWalletOptions = (
  wallets: WalletDirectory,
): { state: WalletOptionsState; reload: () => void } => {
  const [state, setState] = useState<WalletOptionsState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the reload trigger
  useEffect(() => {
    let live = true
    setState({ status: 'loading' })
    wallets.options().then(
      (options) => live && setState({ status: 'ready', options }),
      () => live && setState({ status: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [wallets, attempt])
  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  return { state, reload }
}
