/**
 * The one order of the steps that sign a wallet in (docs/product.md §4 "Registration, reset and login"):
 * lookup → password → main key → (register or reset text signed by the wallet → node) → login. The SDK's
 * one-call flows and the app's sign-in machine both walk it with `stepAfter`.
 */

/** Register and reset send a wallet-signed text before login; a known wallet only logs in. */
export type SignInMode = 'register' | 'login' | 'reset'

/** A step of signing in; `password` is where the person gives it (the one-call flows have it already). */
export type SignInStep = 'lookup' | 'password' | 'mainKeys' | 'register' | 'login'

const ORDER: Readonly<Record<SignInMode, readonly SignInStep[]>> = {
  login: ['lookup', 'password', 'mainKeys', 'login'],
  register: ['lookup', 'password', 'mainKeys', 'register', 'login'],
  reset: ['lookup', 'password', 'mainKeys', 'register', 'login'],
}

/** The step that follows `step` in `mode` (the first one before any), or `done` after the last one. */
export const stepAfter = (mode: SignInMode, step?: SignInStep): SignInStep | 'done' =>
  ORDER[mode][step === undefined ? 0 : ORDER[mode].indexOf(step) + 1] ?? 'done'

/** What the lookup decides: a wallet the node knows logs in, any other registers. */
export const modeAfterLookup = (lookup: { userExist: boolean }): SignInMode =>
  lookup.userExist ? 'login' : 'register'
