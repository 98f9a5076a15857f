/**
 * Choosing and connecting a wallet (docs/product.md §4 "Wallet connect"): idle → connecting (spinner on that wallet)
 * → connected | cancelled | failed. A rejected permission (empty address) counts as cancelled, like
 * closing the modal. The wallet itself is reached only through the provided `connectWallet` actor.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { WalletId } from '../../domain/config'
import { ErrorCode, isWeb3MQError } from '../../domain/errors'
import type { WalletAccount } from '../../ports'

export interface WalletConnectContext {
  walletId: WalletId | undefined
  account: WalletAccount | undefined
  /** Stable error code and the message to show; undefined unless failed. */
  error: { code: string; message: string } | undefined
}

export type WalletConnectEvent =
  | { type: 'wallet.select'; walletId: WalletId }
  | { type: 'wallet.cancel' }
  | { type: 'wallet.reset' }

export const toUiError = (error: unknown): { code: string; message: string } =>
  isWeb3MQError(error)
    ? { code: error.code, message: error.message }
    : { code: ErrorCode.WalletConnectFailed, message: error instanceof Error ? error.message : String(error) }

export const walletConnectMachine = setup({
  types: {
    context: {} as WalletConnectContext,
    events: {} as WalletConnectEvent,
  },
  actors: {
    connectWallet: fromPromise<WalletAccount, { walletId: WalletId }>(async () => {
      throw new Error('walletConnectMachine needs connectWallet from machine.provide()')
    }),
  },
  guards: {
    permissionRejected: (_, params: { address: string }) => params.address === '',
  },
}).createMachine({
  id: 'walletConnect',
  context: { walletId: undefined, account: undefined, error: undefined },
  initial: 'idle',
  on: {
    'wallet.reset': {
      target: '.idle',
      actions: assign({ walletId: undefined, account: undefined, error: undefined }),
    },
  },
  states: {
    idle: {
      on: {
        'wallet.select': {
          target: 'connecting',
          actions: assign({ walletId: ({ event }) => event.walletId }),
        },
      },
    },
    connecting: {
      tags: ['busy'],
      entry: assign({ account: undefined, error: undefined }),
      invoke: {
        src: 'connectWallet',
        input: ({ context }) => ({ walletId: context.walletId as WalletId }),
        onDone: [
          {
            guard: { type: 'permissionRejected', params: ({ event }) => ({ address: event.output.address }) },
            target: 'cancelled',
          },
          { target: 'connected', actions: assign({ account: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toUiError(event.error) }) },
      },
      on: { 'wallet.cancel': 'cancelled' },
    },
    connected: {
      tags: ['connected'],
      on: {
        'wallet.select': {
          target: 'connecting',
          actions: assign({ walletId: ({ event }) => event.walletId }),
        },
      },
    },
    cancelled: {
      on: {
        'wallet.select': {
          target: 'connecting',
          actions: assign({ walletId: ({ event }) => event.walletId }),
        },
      },
    },
    failed: {
      tags: ['error'],
      on: {
        'wallet.select': {
          target: 'connecting',
          actions: assign({ walletId: ({ event }) => event.walletId }),
        },
      },
    },
  },
})
