/**
 * Choosing and connecting a wallet (docs/product.md §4 "Wallet connect"): idle → connecting (spinner on that wallet)
 * → connected | cancelled | failed. A rejected permission (the wallet answers 4001, which the adapter
 * reports as an empty address, docs/product.md §8) fails with "The wallet declined the request", so the
 * person sees why nothing happened and can try again; only the person closing the modal cancels. The
 * wallet itself is reached only through the provided `connectWallet` actor.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { WalletId } from '../../domain/config'
import { ErrorCode } from '../../domain/error-base'
import { walletMessages } from '../../domain/errors-wallet'
import type { WalletAccount } from '../../ports'
import { missing, toUiError } from '../kit'
import type { WalletConnectContext, WalletConnectEvent } from './wallet-connect.types'

/** A wallet's own exception (outside the catalogue) counts as a failed connection. */
const CONNECT_FALLBACK = { code: ErrorCode.WalletConnectFailed }

const DECLINED = { code: ErrorCode.WalletRejected, message: walletMessages.walletRejected }

export const walletConnectMachine = setup({
  types: {
    context: {} as WalletConnectContext,
    events: {} as WalletConnectEvent,
  },
  actors: {
    connectWallet: fromPromise<WalletAccount, { walletId: WalletId }>(
      missing('walletConnectMachine', 'connectWallet'),
    ),
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
            target: 'failed',
            actions: assign({ error: DECLINED }),
          },
          { target: 'connected', actions: assign({ account: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => toUiError(event.error, CONNECT_FALLBACK) }),
        },
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
        /** The same wallet again, as the "Try again" button beside the message asks. */
        'wallet.retry': 'connecting',
      },
    },
  },
})
