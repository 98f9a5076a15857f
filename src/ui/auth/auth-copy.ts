import type { AuthMode, AuthStep } from '../../machines/auth/auth.machine'

/** Copy of the sign-in screens (docs/product.md §12.2), in one place so tests and screens agree. */
export const AUTH_COPY = {
  lookupTitle: 'Sign in',
  subtitle: 'This password will be used to generate encryption keys for communicating with Web3MQ',
  tip:
    'Web3MQ does not store your password. If you lose it, you will have to reset it and will no longer be ' +
    'able to decrypt your earlier messages.',
  mismatch: 'The passwords do not match.',
  placeholder: 'Write something...',
} as const

export const TITLE: Readonly<Record<AuthMode, string>> = {
  register: 'Create password',
  login: 'Log in',
  reset: 'Reset password',
}

export const SUBMIT: Readonly<Record<AuthMode, string>> = {
  register: 'Create new user',
  login: 'Log in',
  reset: 'Reset password',
}

/** What the person is waiting for at each busy step; undefined when nothing runs. */
export const PROGRESS: Readonly<Partial<Record<AuthStep, string>>> = {
  lookup: 'Looking up your wallet…',
  mainKey: 'Confirm the signature in your wallet to derive your keys',
  register: 'Confirm the registration signature in your wallet',
  login: 'Signing in…',
}
