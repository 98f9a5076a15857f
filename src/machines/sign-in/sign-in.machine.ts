/**
 * The whole sign-in (docs/product.md §4) as one parent machine: connect a wallet (child `wallet`), then the auth
 * steps with that wallet's signer (child `auth`, given the wallet step's output), then hand the login to the
 * session. The session hears of it through `tellSession`, which the composition root binds to the session
 * actor: `session.loginStarted` once a wallet is connected, then `session.loggedIn` with the payload to
 * store, or `session.loginFailed` when the person closes the auth step. Closing the wallet step tells the
 * session nothing. Views read the children's snapshots and send them their events.
 */
import { assign, setup } from 'xstate'
import { type SessionReport, toLoginPayload } from '../kit/login-payload'
import { authMachine } from './sign-in.auth'
import type { ConnectedWallet, LoginResult, SignInContext } from './sign-in.types'
import { walletConnectMachine } from './sign-in.wallet'

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    children: {} as { wallet: 'walletConnect'; auth: 'auth' },
  },
  actors: { walletConnect: walletConnectMachine, auth: authMachine },
  actions: {
    tellSession: (_, _report: SessionReport) => {
      throw new Error('signInMachine needs tellSession from machine.provide()')
    },
  },
}).createMachine({
  id: 'signIn',
  context: { wallet: undefined },
  initial: 'wallet',
  states: {
    wallet: {
      invoke: {
        id: 'wallet',
        src: 'walletConnect',
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'auth',
            actions: assign({ wallet: ({ event }) => event.output ?? undefined }),
          },
          { target: 'cancelled' },
        ],
      },
    },
    auth: {
      entry: { type: 'tellSession', params: { type: 'session.loginStarted' } },
      invoke: {
        id: 'auth',
        src: 'auth',
        input: ({ context }) => context.wallet as ConnectedWallet,
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'done',
            actions: {
              type: 'tellSession',
              params: ({ context, event }) => ({
                type: 'session.loggedIn',
                payload: toLoginPayload(event.output as LoginResult, context.wallet as ConnectedWallet),
              }),
            },
          },
          { target: 'cancelled', actions: { type: 'tellSession', params: { type: 'session.loginFailed' } } },
        ],
      },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
})
