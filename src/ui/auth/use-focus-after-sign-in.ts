import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { useAppServices } from '../app/services-context'
import { sessionViewOf } from '../app/session-view'

/**
 * After a sign-in through the dialog, focus goes back to what opened it; a "Connect wallet" button is gone
 * by then (the account took its place), which would leave focus on the page's body. This gives it to the
 * page's one `<main>` (AppLayout, focusable for the skip link) instead, so the next Tab continues in the
 * page the person signed in on (docs/product.md §14.7). A sign-in whose opener is still there keeps focus
 * on it; a cancelled dialog changes nothing.
 */
export const useFocusAfterSignIn = (dialogOpen: boolean) => {
  const { session } = useAppServices()
  const view = useSelector(session, sessionViewOf)
  const owed = useRef(false)
  useEffect(() => {
    if (dialogOpen) {
      owed.current = true
      return
    }
    if (!owed.current || view === 'signingIn' || view === 'starting') return
    owed.current = false
    const active = document.activeElement
    if (view === 'signedIn' && (active === null || active === document.body))
      document.getElementById('main')?.focus()
  }, [dialogOpen, view])
}
