/**
 * Sign-up, login and password reset after a wallet is connected (docs/product.md §4 "Registration, reset and
 * login"). lookup → register | login (| reset), each: password → main key from the wallet's signature →
 * (register/reset text signed by the wallet → node) → login with a fresh session key → done.
 * A failure returns to the password step with the error and the typed password kept, so nothing is lost.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { DidType, WalletId } from '../../domain/config'
import { errors } from '../../domain/errors'
import type { WalletAccount } from '../../ports'
import { toUiError } from '../wallet-connect/wallet-connect.machine'

export interface MainKeys {
  PrivateKey: string
  PublicKey: string
}

export interface LoginResult {
  userid: string
  TempPrivateKey: string
  TempPublicKey: string
  MainPrivateKey: string
  MainPublicKey: string
  pubkeyExpiredTimestamp: number
}

export interface AuthInput {
  walletId: WalletId
  didType: DidType
  account: WalletAccount
}

export type AuthMode = 'register' | 'login' | 'reset'
export type AuthStep = 'lookup' | 'password' | 'mainKey' | 'register' | 'login' | 'done'

export interface AuthContext extends AuthInput {
  mode: AuthMode
  step: AuthStep
  userid: string
  /** The main public key the node has for this wallet (from the lookup), when registered. */
  knownMainPublicKey: string | undefined
  password: string
  nickname: string
  mainKeys: MainKeys | undefined
  result: LoginResult | undefined
  error: { code: string; message: string } | undefined
}

export type AuthEvent =
  | { type: 'auth.submit'; password: string; nickname?: string }
  | { type: 'auth.forgot' }
  | { type: 'auth.backToLogin' }
  | { type: 'auth.retry' }
  | { type: 'auth.cancel' }

export interface LookupOutput {
  userid: string
  userExist: boolean
  mainPublicKey?: string
}

type WalletRef = Pick<AuthContext, 'walletId' | 'didType' | 'account'>

const missing = (name: string) => async (): Promise<never> => {
  throw new Error(`authMachine needs ${name} from machine.provide()`)
}

const walletRef = ({ walletId, didType, account }: AuthContext): WalletRef => ({ walletId, didType, account })

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
    output: {} as LoginResult,
  },
  actors: {
    lookupUser: fromPromise<LookupOutput, WalletRef>(missing('lookupUser')),
    deriveMainKeys: fromPromise<MainKeys, WalletRef & { password: string }>(missing('deriveMainKeys')),
    registerUser: fromPromise<
      void,
      WalletRef & { mode: 'register' | 'reset'; userid: string; mainKeys: MainKeys; nickname: string }
    >(missing('registerUser')),
    loginUser: fromPromise<LoginResult, WalletRef & { userid: string; mainKeys: MainKeys }>(
      missing('loginUser'),
    ),
  },
  actions: {
    showError: assign((_, params: { error: unknown }) => ({ error: toUiError(params.error) })),
  },
  guards: {
    passwordGiven: (_, params: { password: string }) => params.password.length > 0,
    isRegister: ({ context }) => context.mode === 'register',
    /** A registered wallet whose derived main key differs from the node's: the password is wrong. */
    wrongPassword: ({ context }, params: { mainKeys: MainKeys }) =>
      context.mode === 'login' &&
      context.knownMainPublicKey !== undefined &&
      context.knownMainPublicKey.toLowerCase() !== params.mainKeys.PublicKey.toLowerCase(),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    ...input,
    mode: 'login',
    step: 'lookup',
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
      entry: assign({ step: 'lookup', error: undefined }),
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
      entry: assign({ step: 'password' }),
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
      entry: assign({ step: 'mainKey' }),
      invoke: {
        src: 'deriveMainKeys',
        input: ({ context }) => ({ ...walletRef(context), password: context.password }),
        onDone: [
          {
            guard: { type: 'wrongPassword', params: ({ event }) => ({ mainKeys: event.output }) },
            target: 'password',
            actions: assign({ error: () => toUiError(errors.wrongPassword()) }),
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
      entry: assign({ step: 'register' }),
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
      entry: assign({ step: 'login' }),
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
      entry: assign({ step: 'done', password: '' }),
    },
    cancelled: { type: 'final', entry: assign({ password: '' }) },
  },
  output: ({ context }) => context.result as LoginResult,
})
