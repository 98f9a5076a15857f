/**
 * Binding a Telegram chat to the signed-in wallet (route /binddid/:type/:value, docs/product.md §10.1):
 * signed out → (signed in) → account → readyBind → signing → binding → success | failed, with a
 * declined signature landing on signatureError. Only the `telegram` type is supported; any other type
 * stops at `unsupported`. The wallet and the bind service are reached only through provided actors.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { WalletId } from '../../domain/config'
import { ErrorCode, isWeb3MQError } from '../../domain/errors'

export const TELEGRAM = 'telegram'

export interface BindAccount {
  walletId: WalletId
  address: string
}

export interface BindTelegramRequest {
  telegramId: string
  action: 'bind'
  /** Called by the composition root once the wallet has signed, before the bind service is asked. */
  onSigned: () => void
}

export interface BindTelegramResult {
  bindName?: string
}

export interface BindDidInput {
  type: string
  value: string
  signedIn: boolean
}

export interface BindDidContext extends BindDidInput {
  account: BindAccount | undefined
  bindName: string | undefined
  /** The wallet has signed during the current attempt: a later failure is the bind service's. */
  signed: boolean
  error: { code: string; message: string } | undefined
}

export type BindDidEvent =
  | { type: 'bind.signedIn' }
  | { type: 'bind.signedOut' }
  | { type: 'bind.submit' }
  | { type: 'bind.signed' }
  | { type: 'bind.retry' }

/** Shown when the wallet fails to sign without saying why. */
export const SIGNATURE_FAILED_FALLBACK = 'The wallet did not sign the request'

/** Shown when the bind service fails without saying why (docs/product.md §10.1). */
export const BIND_FAILED_FALLBACK = 'Wallet bind failed, please click back to re-sign'

const missing = (name: string) => async (): Promise<never> => {
  throw new Error(`bindDidMachine needs ${name} from machine.provide()`)
}

const uiError = (error: unknown, fallback: string): { code: string; message: string } => {
  const message = error instanceof Error && error.message.trim() !== '' ? error.message : fallback
  return { code: isWeb3MQError(error) ? error.code : 'BIND.FAILED', message }
}

export const bindDidMachine = setup({
  types: {
    context: {} as BindDidContext,
    events: {} as BindDidEvent,
    input: {} as BindDidInput,
  },
  actors: {
    loadAccount: fromPromise<BindAccount>(missing('loadAccount')),
    bindTelegram: fromPromise<BindTelegramResult, BindTelegramRequest>(missing('bindTelegram')),
  },
  actions: {
    showError: assign((_, params: { error: unknown; fallback: string }) => ({
      error: uiError(params.error, params.fallback),
    })),
  },
  guards: {
    isSupported: ({ context }) => context.type === TELEGRAM && context.value.trim() !== '',
    isSignedIn: ({ context }) => context.signedIn,
    /**
     * The wallet declined or never signed: the person is asked to sign again, not told the binding
     * failed, because the bind service was never reached.
     */
    failedToSign: ({ context }, params: { error: unknown }) =>
      !context.signed || (isWeb3MQError(params.error) && params.error.code === ErrorCode.WalletRejected),
  },
}).createMachine({
  id: 'bindDid',
  context: ({ input }) => ({
    ...input,
    account: undefined,
    bindName: undefined,
    signed: false,
    error: undefined,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isSupported', target: 'signedOut' }, { target: 'unsupported' }],
    },
    unsupported: { tags: ['unsupported'] },
    signedOut: {
      tags: ['signedOut'],
      always: { guard: 'isSignedIn', target: 'account' },
      on: { 'bind.signedIn': { actions: assign({ signedIn: true }) } },
    },
    account: {
      tags: ['busy'],
      entry: assign({ error: undefined }),
      invoke: {
        src: 'loadAccount',
        onDone: { target: 'readyBind', actions: assign({ account: ({ event }) => event.output }) },
        onError: {
          target: 'accountError',
          actions: {
            type: 'showError',
            params: ({ event }) => ({ error: event.error, fallback: 'Failed to connect to wallet' }),
          },
        },
      },
    },
    accountError: { tags: ['error'], on: { 'bind.retry': 'account' } },
    readyBind: { tags: ['ready'], entry: assign({ error: undefined }), on: { 'bind.submit': 'working' } },
    working: {
      tags: ['busy'],
      entry: assign({ error: undefined, bindName: undefined, signed: false }),
      initial: 'signing',
      invoke: {
        src: 'bindTelegram',
        input: ({ context, self }) => ({
          telegramId: context.value,
          action: 'bind' as const,
          onSigned: () => self.send({ type: 'bind.signed' }),
        }),
        onDone: { target: 'success', actions: assign({ bindName: ({ event }) => event.output.bindName }) },
        onError: [
          {
            guard: { type: 'failedToSign', params: ({ event }) => ({ error: event.error }) },
            target: 'signatureError',
            actions: {
              type: 'showError',
              params: ({ event }) => ({ error: event.error, fallback: SIGNATURE_FAILED_FALLBACK }),
            },
          },
          {
            target: 'failed',
            actions: {
              type: 'showError',
              params: ({ event }) => ({ error: event.error, fallback: BIND_FAILED_FALLBACK }),
            },
          },
        ],
      },
      states: {
        signing: {
          tags: ['signing'],
          on: { 'bind.signed': { target: 'binding', actions: assign({ signed: true }) } },
        },
        binding: { tags: ['binding'] },
      },
    },
    success: { tags: ['success'] },
    failed: { tags: ['error'], on: { 'bind.retry': 'readyBind' } },
    signatureError: { tags: ['error', 'signatureError'], on: { 'bind.retry': 'readyBind' } },
  },
  on: {
    'bind.signedOut': { guard: 'isSupported', target: '.signedOut', actions: assign({ signedIn: false }) },
  },
})
