/**
 * Binding a Telegram chat to the signed-in wallet (route /binddid/:type/:value, docs/product.md §10.1):
 * signed out → (signed in) → account → readyBind → signing → binding → success | failed, with a
 * declined signature landing on signatureError. From readyBind the same steps can remove the binding
 * instead (`bind.unbind`, the bind service's `unbind` action, docs/protocol.md §9.5). Only the `telegram`
 * type is supported; any other type stops at `unsupported`, and a value that is not a Telegram id (a
 * positive number) stops at `invalid` before anything is signed. The wallet and the bind service are
 * reached only through provided actors.
 */
import { assign, fromPromise, setup } from 'xstate'
import { ErrorCode, hasCode } from '../../domain/errors'
import { checkTelegramId } from '../../domain/validation'
import { missing, toUiError } from '../kit'
import {
  BIND_FAILED_FALLBACK,
  type BindAccount,
  type BindDidContext,
  type BindDidEvent,
  type BindDidInput,
  type BindTelegramRequest,
  type BindTelegramResult,
  INVALID_ID,
  SIGNATURE_FAILED_FALLBACK,
  TELEGRAM,
} from './bind-did.types'

const MACHINE = 'bindDidMachine'

export const bindDidMachine = setup({
  types: {
    context: {} as BindDidContext,
    events: {} as BindDidEvent,
    input: {} as BindDidInput,
  },
  actors: {
    loadAccount: fromPromise<BindAccount>(missing(MACHINE, 'loadAccount')),
    bindTelegram: fromPromise<BindTelegramResult, BindTelegramRequest>(missing(MACHINE, 'bindTelegram')),
  },
  actions: {
    showError: assign((_, params: { error: unknown; fallback: string }) => ({
      error: toUiError(params.error, { code: 'BIND.FAILED', message: params.fallback }),
    })),
  },
  guards: {
    isSupported: ({ context }) => context.type === TELEGRAM && context.value.trim() !== '',
    isTelegramId: ({ context }) => checkTelegramId(context.value) === undefined,
    isSignedIn: ({ context }) => context.signedIn,
    /**
     * The wallet declined or never signed: the person is asked to sign again, not told the binding
     * failed, because the bind service was never reached.
     */
    failedToSign: ({ context }, params: { error: unknown }) =>
      !context.signed || hasCode(params.error, ErrorCode.WalletRejected),
  },
}).createMachine({
  id: 'bindDid',
  context: ({ input }) => ({
    ...input,
    account: undefined,
    bindName: undefined,
    action: 'bind',
    signed: false,
    error: undefined,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isSupported', target: 'validating' }, { target: 'unsupported' }],
    },
    validating: {
      always: [
        { guard: 'isTelegramId', target: 'signedOut' },
        {
          target: 'invalid',
          actions: assign(({ context }) => ({
            error: { code: INVALID_ID, message: checkTelegramId(context.value) ?? '' },
          })),
        },
      ],
    },
    unsupported: { tags: ['unsupported'] },
    invalid: { tags: ['invalid'] },
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
    readyBind: {
      tags: ['ready'],
      entry: assign({ error: undefined }),
      on: {
        'bind.submit': { target: 'working', actions: assign({ action: 'bind' }) },
        'bind.unbind': { target: 'working', actions: assign({ action: 'unbind' }) },
      },
    },
    working: {
      tags: ['busy'],
      entry: assign({ error: undefined, bindName: undefined, signed: false }),
      initial: 'signing',
      invoke: {
        src: 'bindTelegram',
        input: ({ context, self }) => ({
          telegramId: context.value,
          action: context.action,
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
    'bind.signedOut': {
      guard: ({ context }) => context.type === TELEGRAM && checkTelegramId(context.value) === undefined,
      target: '.signedOut',
      actions: assign({ signedIn: false }),
    },
  },
})
