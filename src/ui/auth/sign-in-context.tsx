import { createContext, type ReactNode, Suspense, useContext, useMemo, useState } from 'react'
import { PageLoading } from '../app/PageLoading'
import { lazyNamed } from '../kit/lazy-named'

// The wallet modal and the auth screens load when a person first asks to sign in.
const SignInDialog = lazyNamed<{ onClose: () => void }, 'SignInDialog'>(
  () => import('./login'),
  'SignInDialog',
)

interface SignIn {
  /** Opens the sign-in dialog (no-op when it is already open). */
  open: () => void
}

const SignInContext = createContext<SignIn | null>(null)

/** Hosts the one sign-in dialog of the app, so the header and any page can ask for a sign-in. */
export const SignInProvider = ({ children }: { children: ReactNode }) => {
  const [isOpen, setOpen] = useState(false)
  const value = useMemo<SignIn>(() => ({ open: () => setOpen(true) }), [])
  return (
    <SignInContext.Provider value={value}>
      {children}
      {isOpen ? (
        <Suspense fallback={<PageLoading />}>
          <SignInDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </SignInContext.Provider>
  )
}

/** `open()` shows the sign-in dialog. Throws outside `SignInProvider` (the app shell provides it). */
export const useSignIn = (): SignIn => {
  const signIn = useContext(SignInContext)
  if (!signIn) throw new Error('useSignIn must be used inside <SignInProvider> (the app shell provides it)')
  return signIn
}
