/**
 * Whether this visit starts signed out, known before any of the app's code has been fetched: the page's entry
 * script asks, to make the prerendered "Connect wallet" work at once (ui/app/shell-sign-in.ts, docs/product.md
 * §14.5). It answers true only where the session machine comes to "signed out" before the app's first render:
 * the session keys are read from localStorage, and without all three the stored session has none
 * (stored-session.ts `readStoredSession`, docs/product.md §4 "Session start"), as long as no main key is
 * stored either. A main key kept after a logout is opened by the vault, which takes a while: the app would show
 * its session line for that while, in place of the shell's button, so such a visit waits for the app. A tab
 * that is or may become a demo tab signs itself in, and storage that cannot be read leaves the answer to the
 * app: both answer false.
 * Kept small and free of the app's modules: it runs in the entry script, before the shell's first paint.
 */
import { StorageKeys } from '../domain/storage-keys'

/** The query parameter that makes a tab a demo tab (demo-tab.ts). */
export const DEMO_PARAM = 'demo'
/** Where a demo tab remembers its person (sessionStorage: this tab only; demo-tab.ts). */
export const DEMO_MARK = 'web3mq-demo-person'

const SESSION_KEYS = [StorageKeys.privateKey, StorageKeys.publicKey, StorageKeys.userid] as const

export const signedOutAtStart = (window: Window): boolean => {
  try {
    if (new URL(window.location.href).searchParams.has(DEMO_PARAM)) return false
    if (window.sessionStorage?.getItem(DEMO_MARK) != null) return false
    const stored = window.localStorage
    return !stored.getItem(StorageKeys.mainPrivateKey) && SESSION_KEYS.some((key) => !stored.getItem(key))
  } catch {
    return false
  }
}
