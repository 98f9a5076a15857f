import { PASSWORD_MIN } from '../../domain/validation'
import type { AuthBusyState, AuthMode } from '../../machines/sign-in/sign-in.types'

/** Copy of the sign-in screens (docs/product.md §12.2), in one place so tests and screens agree. */
export const AUTH_COPY = {
  lookupTitle: 'Sign in',
  subtitle: 'This password will be used to generate encryption keys for communicating with Web3MQ',
  tip:
    'Web3MQ does not store your password. If you lose it, you will have to reset it and will no longer be ' +
    'able to decrypt your earlier messages.',
  mismatch: 'The passwords do not match.',
  minimum: `At least ${PASSWORD_MIN} characters. A longer mix of letters, digits and symbols is stronger.`,
  strength: {
    weak: 'Strength: weak. Add more characters, digits or symbols.',
    fair: 'Strength: fair. A few more characters, capitals or symbols make it strong.',
    strong: 'Strength: strong.',
  },
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

/** What the person is waiting for in each busy state of the auth machine. */
export const PROGRESS: Readonly<Record<AuthBusyState, string>> = {
  lookingUp: 'Looking up your wallet…',
  derivingMainKeys: 'Confirm the signature in your wallet to derive your keys',
  registering: 'Confirm the registration signature in your wallet',
  loggingIn: 'Signing in…',
}
