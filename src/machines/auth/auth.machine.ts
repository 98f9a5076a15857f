/**
 * Sign-up, login and password reset after a wallet is connected (docs/product.md §4 "Registration, reset and
 * login"). lookup → register | login (| reset), each: password → main key from the wallet's signature →
 * (register/reset text signed by the wallet → node) → login with a fresh session key → done.
 * A failure returns to the password step with the error and the typed password kept, so nothing is lost.
 */
import { assign, fromPromise, setup } from 'xstate'
import { ErrorCode } from '../../domain/error-base'
import { walletErrors } from '../../domain/errors-wallet'
import { isWrongPassword } from '../../domain/keys/password-check'
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
  WalletRef,
} from './auth.types'

const MACHINE = 'authMachine'

/** Errors outside the catalogue (a wallet's own exception) keep their text under this code. */
const AUTH_FALLBACK = { code: ErrorCode.WalletConnectFailed }

const walletRef = ({ walletId, didType, account }: AuthContext): WalletRef => ({ walletId, didType, account })

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
    output: {} as LoginResult,
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
    isRegister: ({ context }) => context.mode === 'register',
    /** A registered wallet whose derived main key differs from the node's: the password is wrong. */
    wrongPassword: ({ context }, params: { mainKeys: MainKeys }) =>
      context.mode === 'login' && isWrongPassword(context.knownMainPublicKey, params.mainKeys),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    ...input,
    mode: 'login',
    userid: '',
    knownMainPublicKey: undefined,
    password: '',
    nickname: '',
    mainKeys: undefined,
    result: undefined,
    error: undefined,
  }),
  initial: 'lookingUp',
  on: { 'auth.cancel': '.cancelled' },
  states: {
    lookingUp: {
      tags: ['busy'],
      entry: assign({ error: undefined }),
      invoke: {
        src: 'lookupUser',
        input: ({ context }) => walletRef(context),
        onDone: {
          target: 'password',
          actions: assign({
            userid: ({ event }) => event.output.userid,
            mode: ({ event }) => (event.output.userExist ? 'login' : 'register'),
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
          target: 'derivingMainKeys',
          actions: assign({
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
        input: ({ context }) => ({ ...walletRef(context), password: context.password }),
        onDone: [
          {
            guard: { type: 'wrongPassword', params: ({ event }) => ({ mainKeys: event.output }) },
            target: 'password',
            actions: assign({ error: () => toUiError(walletErrors.wrongPassword(), AUTH_FALLBACK) }),
          },
          {
            guard: ({ context }) => context.mode === 'login',
            target: 'loggingIn',
            actions: assign({ mainKeys: ({ event }) => event.output }),
          },
          { target: 'registering', actions: assign({ mainKeys: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'password',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
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
        onDone: 'loggingIn',
        onError: {
          target: 'password',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
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
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
        onError: {
          target: 'password',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: {
      type: 'final',
      entry: assign({ password: '' }),
    },
    cancelled: { type: 'final', entry: assign({ password: '' }) },
  },
  output: ({ context }) => context.result as LoginResult,
})
