/**
 * The signed-in session (docs/product.md §4 "Session start"): restore from stored keys, initialise the client,
 * persist a login, log out; the loading flag during login; which modal is open; and the temp key's expiry
 * as a timer (a person is asked to sign in again instead of meeting signature errors).
 * All I/O (key storage, client creation) comes in as provided actors.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { UserLike } from '../../domain/display'
import { missing, toUiError } from '../kit'
import type {
  ClearSessionInput,
  LoginPayload,
  RestoredSession,
  SessionContext,
  SessionEvent,
  SessionInput,
  SessionKeys,
} from './session.types'

const MACHINE = 'sessionMachine'

/** Built generically so the app's Client type flows through without the machine importing it. */
export const createSessionMachine = <Client>() =>
  setup({
    types: {
      context: {} as SessionContext<Client> & SessionInput,
      events: {} as SessionEvent,
      input: {} as SessionInput,
    },
    actors: {
      restoreSession: fromPromise<RestoredSession>(missing(MACHINE, 'restoreSession')),
      initClient: fromPromise<Client, { keys: SessionKeys; previous: Client | undefined }>(
        missing(MACHINE, 'initClient'),
      ),
      persistLogin: fromPromise<void, LoginPayload>(missing(MACHINE, 'persistLogin')),
      clearSession: fromPromise<void, ClearSessionInput<Client>>(missing(MACHINE, 'clearSession')),
      loadAccount: fromPromise<UserLike | undefined, { keys: SessionKeys }>(missing(MACHINE, 'loadAccount')),
    },
    actions: {
      acceptLogin: assign(({ event }) => {
        const { payload } = event as Extract<SessionEvent, { type: 'session.loggedIn' }>
        return {
          pending: payload,
          keys: payload.keys,
          mainKeys: payload.mainKeys,
          expiresAt: payload.expiresAt,
          loading: true,
          signedOutReason: 'none' as const,
        }
      }),
    },
    guards: {
      hasStoredKeys: (_, params: { keys: SessionKeys | undefined }) => params.keys !== undefined,
      clientIsCurrent: ({ context }) =>
        context.client !== undefined && context.clientKey === context.keys?.PrivateKey,
    },
    delays: {
      /** Until the temp key expires; a session without a known expiry never times out here. */
      keyExpiry: ({ context }) =>
        context.expiresAt === undefined ? 2 ** 31 - 1 : Math.max(0, context.expiresAt - context.now()),
    },
  }).createMachine({
    id: 'session',
    context: ({ input }) => ({
      now: input.now,
      client: undefined,
      clientKey: undefined,
      keys: undefined,
      mainKeys: undefined,
      expiresAt: undefined,
      loading: false,
      modal: 'none',
      error: undefined,
      signedOutReason: 'none',
      pending: undefined,
      account: undefined,
    }),
    initial: 'starting',
    on: {
      'modal.open': { actions: assign({ modal: ({ event }) => event.modal }) },
      'modal.close': { actions: assign({ modal: 'none' }) },
    },
    states: {
      starting: {
        tags: ['busy'],
        invoke: {
          src: 'restoreSession',
          onDone: [
            {
              guard: { type: 'hasStoredKeys', params: ({ event }) => ({ keys: event.output.keys }) },
              target: 'initialising',
              actions: assign(({ event }) => ({
                keys: event.output.keys,
                mainKeys: event.output.mainKeys,
                expiresAt: event.output.expiresAt,
              })),
            },
            { target: 'signedOut', actions: assign({ mainKeys: ({ event }) => event.output.mainKeys }) },
          ],
          onError: 'signedOut',
        },
      },
      initialising: {
        tags: ['busy'],
        always: { guard: 'clientIsCurrent', target: 'signedIn' },
        invoke: {
          src: 'initClient',
          input: ({ context }) => ({ keys: context.keys as SessionKeys, previous: context.client }),
          onDone: {
            target: 'signedIn',
            actions: assign({
              client: ({ event }) => event.output,
              clientKey: ({ context }) => context.keys?.PrivateKey,
              loading: false,
              error: undefined,
            }),
          },
          onError: {
            target: 'unavailable',
            actions: assign({
              loading: false,
              error: ({ event }) => toUiError(event.error, { code: 'CLIENT.INIT_FAILED' }),
            }),
          },
        },
      },
      /** Keys are stored but the node could not be reached: keep them and let the person retry. */
      unavailable: {
        tags: ['error'],
        on: {
          'session.retry': 'initialising',
          'session.logout': 'loggingOut',
          'session.forget': { target: 'loggingOut', actions: assign({ signedOutReason: 'forgotten' }) },
        },
      },
      signedOut: {
        on: {
          // Main keys and the address stay after a logout (docs/product.md §4); this removes them too.
          'session.forget': { target: 'loggingOut', actions: assign({ signedOutReason: 'forgotten' }) },
          'session.loginStarted': { actions: assign({ loading: true, error: undefined }) },
          'session.loginFailed': { actions: assign({ loading: false }) },
          'session.loggedIn': { target: 'persisting', actions: 'acceptLogin' },
          // Another tab logged in: read the keys it stored.
          'session.restore': 'starting',
        },
      },
      persisting: {
        tags: ['busy'],
        invoke: {
          src: 'persistLogin',
          input: ({ context }) => context.pending as LoginPayload,
          onDone: { target: 'initialising', actions: assign({ pending: undefined }) },
          onError: {
            target: 'signedOut',
            actions: assign({
              loading: false,
              pending: undefined,
              error: ({ event }) => toUiError(event.error, { code: 'SESSION.PERSIST_FAILED' }),
            }),
          },
        },
      },
      signedIn: {
        tags: ['signedIn'],
        after: { keyExpiry: { target: 'loggingOut', actions: assign({ signedOutReason: 'expired' }) } },
        // The header's name and avatar; a failure leaves the address-based name, never the session.
        initial: 'loadingAccount',
        states: {
          loadingAccount: {
            invoke: {
              src: 'loadAccount',
              input: ({ context }) => ({ keys: context.keys as SessionKeys }),
              onDone: { target: 'ready', actions: assign({ account: ({ event }) => event.output }) },
              onError: 'ready',
            },
          },
          ready: { on: { 'session.refreshAccount': 'loadingAccount' } },
        },
        on: {
          'session.logout': { target: 'loggingOut', actions: assign({ signedOutReason: 'logout' }) },
          'session.forget': { target: 'loggingOut', actions: assign({ signedOutReason: 'forgotten' }) },
          'session.loginStarted': { actions: assign({ loading: true }) },
          'session.loginFailed': { actions: assign({ loading: false }) },
          'session.loggedIn': { target: 'persisting', actions: 'acceptLogin' },
        },
      },
      loggingOut: {
        tags: ['busy'],
        invoke: {
          src: 'clearSession',
          input: ({ context }) => ({
            client: context.client,
            forget: context.signedOutReason === 'forgotten',
          }),
          onDone: 'signedOut',
          onError: 'signedOut',
        },
        // Logout removes the session keys and the client; main keys stay so login needs only the password,
        // unless the person asked to forget this device.
        exit: assign({
          client: undefined,
          clientKey: undefined,
          keys: undefined,
          mainKeys: ({ context }) => (context.signedOutReason === 'forgotten' ? undefined : context.mainKeys),
          expiresAt: undefined,
          modal: 'none',
          account: undefined,
        }),
      },
    },
  })
