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
import { useAppServices } from '../app/services-context'
import { clearShellSignIn, shellSignInState } from '../app/shell-sign-in'
import { lazyNamed, withChunkTimeout } from '../kit/lazy-named'
import { SIGN_IN_INTENT_EVENTS } from './sign-in-trigger'
import { useFocusAfterSignIn } from './use-focus-after-sign-in'

// The wallet modal and the auth screens are a chunk of their own, fetched when a person shows intent to sign
// in (pointer over, focus on or press of a sign-in control), so the click opens the dialog without a round
// trip, and a first visit that never signs in never fetches it (issue 29).
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

export { SIGN_IN_TRIGGER } from './sign-in-trigger'

/**
 * Calls `prepare` once, at the first sign of intent on a sign-in control anywhere in the document; a
 * failure is left for the click to report.
 */
const onIntent = (prepare: () => void): (() => void) => {
  const listener = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-sign-in]')) return
    stop()
    prepare()
  }
  const stop = () => {
    for (const type of SIGN_IN_INTENT_EVENTS) document.removeEventListener(type, listener, true)
  }
  for (const type of SIGN_IN_INTENT_EVENTS) document.addEventListener(type, listener, true)
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
  // A press of the page's own "Connect wallet" before the app ran opens the dialog in the first render.
  const [shown, setShown] = useState<Shown>(() => (shellSignInState(document) === 'asked' ? 'loading' : null))
  const value = useMemo<SignIn>(
    () => ({
      open: () => setShown((current) => current ?? (loadedDialog ? { dialog: loadedDialog } : 'loading')),
    }),
    [],
  )
  const { wallets } = useAppServices()
  useEffect(() => {
    const prepare = () => {
      void loadLogin().catch(() => undefined)
      wallets.prepare()
    }
    // Intent or a press the page's shell kept before the app ran is acted on now (shell-sign-in.ts).
    const handed = shellSignInState(document)
    clearShellSignIn(document)
    if (handed === 'none') return onIntent(prepare)
    prepare()
  }, [wallets])
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
  useFocusAfterSignIn(shown !== null)
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
