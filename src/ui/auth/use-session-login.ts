import { useEffect, useRef } from 'react'
import type { SnapshotFrom } from 'xstate'
import type { DidType, WalletId } from '../../domain/config'
import type { AppServices } from '../../machines/app/app-services'
import type { authMachine } from '../../machines/auth/auth.machine'
import type { WalletAccount } from '../../ports'
import { toLoginPayload } from './login-payload'

interface Wallet {
  walletId: WalletId
  didType: DidType
  account: WalletAccount
}

/**
 * Keeps the session informed of a sign-in flow: 'session.loginStarted' on mount, then exactly one of
 * 'session.loggedIn' (with the payload) when the auth machine is done or 'session.loginFailed' when it
 * was cancelled or the flow went away unfinished, so the session's loading flag never sticks.
 */
export const useSessionLogin = (
  session: AppServices['session'],
  snapshot: SnapshotFrom<typeof authMachine>,
  wallet: Wallet,
  onDone: () => void,
): void => {
  const settled = useRef(false)

  useEffect(() => {
    settled.current = false
    session.send({ type: 'session.loginStarted' })
    return () => {
      if (!settled.current) session.send({ type: 'session.loginFailed' })
    }
  }, [session])

  // biome-ignore lint/correctness/useExhaustiveDependencies: acts once, when the machine reaches a final state
  useEffect(() => {
    if (snapshot.status !== 'done') return
    settled.current = true
    const result = snapshot.matches('done') ? snapshot.output : undefined
    session.send(
      result
        ? { type: 'session.loggedIn', payload: toLoginPayload(result, wallet) }
        : { type: 'session.loginFailed' },
    )
    onDone()
  }, [snapshot.status])
}
