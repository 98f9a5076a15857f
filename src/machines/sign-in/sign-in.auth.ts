/**
 * Sign-up, login and password reset with the connected wallet (docs/product.md §4 "Registration, reset and
 * login"), the second child of the sign-in machine. One state per SDK step; which step follows which is the
 * domain's table (`stepAfter` in domain/keys/sign-in-order.ts, which the SDK's one-call flows walk too), read in `next`, so the order is written once.
 * A failure returns to the password step with the error and the typed password kept, so nothing is lost.
 */
import { assign, fromPromise, setup } from 'xstate'
import { ErrorCode } from '../../domain/error-base'
import { modeAfterLookup, stepAfter } from '../../domain/keys/sign-in-order'
import { missing, toUiError } from '../kit'
import type {
  AuthContext,
  AuthEvent,
  AuthInput,
  DeriveMainKeysInput,
  LoginResult,
  LoginUserInput,
  LookupOutput,
  MainKeys,
  RegisterUserInput,
  SignInStep,
  WalletRef,
} from './sign-in.types'

const MACHINE = 'authMachine'

/** Errors outside the catalogue (a wallet's own exception) keep their text under this code. */
const AUTH_FALLBACK = { code: ErrorCode.WalletConnectFailed }

/** The state that runs each step (the password step waits for the person). */
const STATE_OF: Readonly<Record<SignInStep | 'done', string>> = {
  lookup: 'lookingUp',
  password: 'password',
  mainKeys: 'derivingMainKeys',
  register: 'registering',
  login: 'loggingIn',
  done: 'done',
}

const walletRef = ({ walletId, didType, account, signer }: AuthContext): WalletRef => ({
  walletId,
  didType,
  account,
  signer,
})

const toPassword = {
  target: 'password',
  actions: {
    type: 'showError',
    params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
  },
} as const

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
    output: {} as LoginResult | null,
  },
  actors: {
    lookupUser: fromPromise<LookupOutput, WalletRef>(missing(MACHINE, 'lookupUser')),
    deriveMainKeys: fromPromise<MainKeys, DeriveMainKeysInput>(missing(MACHINE, 'deriveMainKeys')),
    registerUser: fromPromise<void, RegisterUserInput>(missing(MACHINE, 'registerUser')),
    loginUser: fromPromise<LoginResult, LoginUserInput>(missing(MACHINE, 'loginUser')),
  },
  actions: {
    showError: assign((_, params: { error: unknown }) => ({ error: toUiError(params.error, AUTH_FALLBACK) })),
  },
  guards: {
    passwordGiven: (_, params: { password: string }) => params.password.length > 0,
    nextIs: ({ context }, params: { step: SignInStep | 'done' }) =>
      stepAfter(context.mode, context.step) === params.step,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    ...input,
    mode: 'login',
    step: undefined,
    userid: '',
    knownMainPublicKey: undefined,
    password: '',
    nickname: '',
    mainKeys: undefined,
    result: undefined,
    error: undefined,
  }),
  initial: 'next',
  on: { 'auth.cancel': '.cancelled' },
  states: {
    /** Goes to the state of the step the SDK's order puts after the last one finished. */
    next: {
      always: (Object.keys(STATE_OF) as (SignInStep | 'done')[]).map((step) => ({
        guard: { type: 'nextIs' as const, params: { step } },
        target: STATE_OF[step],
      })),
    },
    lookingUp: {
      tags: ['busy'],
      entry: assign({ error: undefined }),
      invoke: {
        src: 'lookupUser',
        input: ({ context }) => walletRef(context),
        onDone: {
          target: 'next',
          actions: assign({
            step: 'lookup',
            userid: ({ event }) => event.output.userid,
            mode: ({ event }) => modeAfterLookup(event.output),
            knownMainPublicKey: ({ event }) => event.output.mainPublicKey,
          }),
        },
        onError: {
          target: 'lookupFailed',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    lookupFailed: {
      tags: ['error'],
      on: { 'auth.retry': 'lookingUp' },
    },
    password: {
      on: {
        'auth.submit': {
          guard: { type: 'passwordGiven', params: ({ event }) => ({ password: event.password }) },
          target: 'next',
          actions: assign({
            step: 'password',
            password: ({ event }) => event.password,
            nickname: ({ event, context }) => event.nickname ?? context.nickname,
            error: undefined,
          }),
        },
        'auth.forgot': {
          guard: ({ context }) => context.mode === 'login',
          actions: assign({ mode: 'reset', error: undefined }),
        },
        'auth.backToLogin': {
          guard: ({ context }) => context.mode === 'reset',
          actions: assign({ mode: 'login', error: undefined }),
        },
      },
    },
    derivingMainKeys: {
      tags: ['busy'],
      invoke: {
        src: 'deriveMainKeys',
        input: ({ context }) => ({
          ...walletRef(context),
          password: context.password,
          // Only a login checks the password against the node's main key; register and reset set a new one.
          knownMainPublicKey: context.mode === 'login' ? context.knownMainPublicKey : undefined,
        }),
        onDone: {
          target: 'next',
          actions: assign({ step: 'mainKeys', mainKeys: ({ event }) => event.output }),
        },
        onError: toPassword,
      },
    },
    registering: {
      tags: ['busy'],
      invoke: {
        src: 'registerUser',
        input: ({ context }) => ({
          ...walletRef(context),
          mode: context.mode === 'reset' ? 'reset' : 'register',
          userid: context.userid,
          mainKeys: context.mainKeys as MainKeys,
          nickname: context.nickname,
        }),
        onDone: { target: 'next', actions: assign({ step: 'register' }) },
        onError: toPassword,
      },
    },
    loggingIn: {
      tags: ['busy'],
      invoke: {
        src: 'loginUser',
        input: ({ context }) => ({
          ...walletRef(context),
          userid: context.userid,
          mainKeys: context.mainKeys as MainKeys,
        }),
        onDone: { target: 'next', actions: assign({ step: 'login', result: ({ event }) => event.output }) },
        onError: toPassword,
      },
    },
    done: { type: 'final', entry: assign({ password: '' }) },
    cancelled: { type: 'final', entry: assign({ password: '' }) },
  },
  // The login result when done; null when the person cancelled.
  output: ({ context }) => context.result ?? null,
})
