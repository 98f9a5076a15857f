/**
 * Choosing and connecting a wallet (docs/product.md §4 "Wallet connect"), the first child of the sign-in
 * machine: idle → connecting (spinner on that wallet) → connected | failed, and cancelled whenever the person
 * closes the modal. A wallet that declines fails with "The wallet declined the request" (the SDK's
 * `connectAccount` reads the empty address so), so the person sees why and can try again (docs/product.md
 * §14.3). `connected` is final and outputs the wallet with its signer, which the auth steps sign with;
 * `cancelled` outputs null. The wallet itself is reached only through the provided `connectWallet` actor.
 */
import { assign, fromPromise, setup } from 'xstate'
import { WALLET_CHAIN, type WalletId } from '../../domain/config'
import { ErrorCode } from '../../domain/error-base'
import { missing, toUiError } from '../kit'
import type {
  ConnectedWallet,
  ConnectOutput,
  WalletConnectContext,
  WalletConnectEvent,
} from './sign-in.types'

/** A wallet's own exception (outside the catalogue) counts as a failed connection. */
const CONNECT_FALLBACK = { code: ErrorCode.WalletConnectFailed }

export const walletConnectMachine = setup({
  types: {
    context: {} as WalletConnectContext,
    events: {} as WalletConnectEvent,
    output: {} as ConnectedWallet | null,
  },
  actors: {
    connectWallet: fromPromise<ConnectOutput, { walletId: WalletId }>(
      missing('walletConnectMachine', 'connectWallet'),
    ),
  },
}).createMachine({
  id: 'walletConnect',
  context: { walletId: undefined, account: undefined, signer: undefined, error: undefined },
  initial: 'idle',
  // Only the person closing the modal cancels (docs/product.md §14.3); a late answer is then ignored.
  on: { 'wallet.cancel': '.cancelled' },
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
      entry: assign({ account: undefined, signer: undefined, error: undefined }),
      invoke: {
        src: 'connectWallet',
        input: ({ context }) => ({ walletId: context.walletId as WalletId }),
        onDone: {
          target: 'connected',
          actions: assign({
            account: ({ event }) => event.output.account,
            signer: ({ event }) => event.output.signer,
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => toUiError(event.error, CONNECT_FALLBACK) }),
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
    connected: { type: 'final', tags: ['connected'] },
    cancelled: { type: 'final' },
  },
  output: ({ context }): ConnectedWallet | null =>
    context.walletId && context.account && context.signer
      ? {
          walletId: context.walletId,
          didType: WALLET_CHAIN[context.walletId],
          account: context.account,
          signer: context.signer,
        }
      : null,
})
