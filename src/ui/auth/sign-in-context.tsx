import {
  type ComponentType,
  createContext,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react'
import { PageLoading } from '../app/PageLoading'
import { lazyNamed, withChunkTimeout } from '../kit/lazy-named'

// The wallet modal and the auth screens are a chunk of their own, fetched before the click when it can be
// (idle, or a first sign of a person at work), so the click opens the dialog without a round trip.
type SignInDialogType = ComponentType<{ onClose: () => void }>
// The dialog renders directly once its chunk is here: a lazy component suspends at least once, and React
// reveals a suspended boundary's content only after a ~300 ms throttle, which a click would wait for.
let loadedDialog: SignInDialogType | undefined
const loadLogin = () =>
  import('./login').then((module) => {
    loadedDialog = module.SignInDialog
    return module
  })
const SignInDialog = lazyNamed<{ onClose: () => void }, 'SignInDialog'>(loadLogin, 'SignInDialog')

const INTENT_EVENTS = ['pointermove', 'keydown'] as const

/**
 * Fetches the chunk when the browser is idle, or at the first pointer move or key press (a person on
 * the way to "Connect wallet"), whichever comes first; a failure is left for the click to report.
 */
const prefetchSoon = (): (() => void) => {
  let done = false
  const prefetch = () => {
    stop()
    if (done) return
    done = true
    void loadLogin().catch(() => undefined)
  }
  const stop = () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, prefetch, true)
  }
  for (const type of INTENT_EVENTS) document.addEventListener(type, prefetch, true)
  const idle = (globalThis as { requestIdleCallback?: (task: () => void, o?: object) => number })
    .requestIdleCallback
  idle?.(prefetch, { timeout: 2000 })
  return stop
}

interface SignIn {
  /** Opens the sign-in dialog (no-op when it is already open). */
  open: () => void
}

const SignInContext = createContext<SignIn | null>(null)

/** What is open: nothing, the loading line while the chunk comes, or the dialog chosen for this opening. */
type Shown = null | 'loading' | { dialog: SignInDialogType }

/** Hosts the one sign-in dialog of the app, so the header and any page can ask for a sign-in. */
export const SignInProvider = ({ children }: { children: ReactNode }) => {
  // The component is chosen once per opening and kept until it closes, so it is never remounted mid-flow.
  // Before the chunk is here a loading line shows; a chunk that fails leaves it to the lazy component,
  // which loads again and reports through the error boundary as every lazy screen does.
  const [shown, setShown] = useState<Shown>(null)
  const value = useMemo<SignIn>(
    () => ({
      open: () => setShown((current) => current ?? (loadedDialog ? { dialog: loadedDialog } : 'loading')),
    }),
    [],
  )
  useEffect(prefetchSoon, [])
  useEffect(() => {
    if (shown !== 'loading') return
    const settle = (dialog: SignInDialogType) =>
      setShown((current) => (current === 'loading' ? { dialog } : current))
    withChunkTimeout(loadLogin()).then(
      (module) => settle(module.SignInDialog),
      () => settle(SignInDialog),
    )
  }, [shown])
  const Open = shown && shown !== 'loading' ? shown.dialog : undefined
  return (
    <SignInContext.Provider value={value}>
      {children}
      {shown === 'loading' ? <PageLoading /> : null}
      {Open ? (
        <Suspense fallback={<PageLoading />}>
          <Open onClose={() => setShown(null)} />
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
