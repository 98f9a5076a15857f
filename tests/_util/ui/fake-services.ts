import {
  type AnyActorRef,
  createActor,
  fromPromise,
  type InspectionEvent,
  type NonReducibleUnknown,
  SimulatedClock,
  toPromise,
} from 'xstate'
import { WALLET_CHAIN, type WalletId } from '#domain/config'
import type { UserLike } from '#domain/display'
import { errors } from '#domain/errors'
import type { AppConfig, AppServices, WalletOption } from '../../../src/machines/app/app-services'
import { profileMachine } from '../../../src/machines/profile/profile.machine'
import { createSessionMachine } from '../../../src/machines/session/session.machine'
import type {
  ClearSessionInput,
  LoginPayload,
  RestoredSession,
  SessionEvent,
  SessionKeys,
} from '../../../src/machines/session/session.types'
import { authMachine } from '../../../src/machines/sign-in/sign-in.auth'
import { signInMachine } from '../../../src/machines/sign-in/sign-in.machine'
import type {
  ConnectOutput,
  DeriveMainKeysInput,
  LoginResult,
  LookupOutput,
  MainKeys,
  RegisterUserInput,
  WalletRef,
} from '../../../src/machines/sign-in/sign-in.types'
import { walletConnectMachine } from '../../../src/machines/sign-in/sign-in.wallet'
import { socketMachine } from '../../../src/machines/socket/socket.machine'
import type { SocketEvent } from '../../../src/machines/socket/socket.types'
import type { WalletAccount, WalletSigner } from '../../../src/ports'
import { connectAccount } from '../../../src/sdk/auth/wallet-steps'
import { type FakeChat, fakeChatServices } from './chat-services'
import { type ControlledActor, controlledActor } from './controlled'
import { fakePeopleServices } from './people-services'
import { fakeScreenServices } from './screen-services'
import { TEST_CONFIG, TEST_KEYS, TEST_MAIN_KEYS, TEST_NOW } from './session-fixtures'
import { SAMPLE_WALLETS } from './wallet-fixtures'

/** Every fake behind the test services, for a test to answer calls and inspect what was sent. */
export interface Fakes {
  /** Drives the session's key-expiry timer and the socket's offline grace period. */
  clock: SimulatedClock
  /** What the chosen wallet answers on connect (the signer the steps get is a stand-in that never signs). */
  connectWallet: ControlledActor<{ walletId: WalletId }, WalletAccount>
  lookupUser: ControlledActor<WalletRef, LookupOutput>
  deriveMainKeys: ControlledActor<DeriveMainKeysInput, MainKeys>
  registerUser: ControlledActor<RegisterUserInput, void>
  loginUser: ControlledActor<WalletRef & { userid: string; mainKeys: MainKeys }, LoginResult>
  /** The session's I/O answers at once by default (signed out, or signed in with `signedIn`). */
  restoreSession: ControlledActor<NonReducibleUnknown, RestoredSession>
  initClient: ControlledActor<{ keys: SessionKeys; previous: unknown }, unknown>
  persistLogin: ControlledActor<LoginPayload, void>
  clearSession: ControlledActor<ClearSessionInput<unknown>, void>
  /** The signed-in person's public profile for the header; undefined (address only) by default. */
  loadAccount: ControlledActor<{ keys: SessionKeys }, UserLike | undefined>
  retryNow: ControlledActor<NonReducibleUnknown, void>
  /** Events sent to the session and socket actors from outside, in order. */
  sessionEvents: SessionEvent[]
  socketEvents: SocketEvent[]
  /** What services.wallets.options() answers from now on: a list, or a function called per request. */
  setWalletOptions: (answer: WalletAnswer) => void
  /** A wallet announcing itself late: options() answers `answer` from now on, and the open list is told. */
  announceWallets: (answer: WalletAnswer) => void
  /** Publishes (or clears) the dappConnect link the modal shows while the wallet app has not answered. */
  setConnectLink: (link: string | undefined) => void
  /** How many times the wallet list was asked for. */
  readonly walletOptionCalls: number
  /** The header's unread total (`setUnread`) and the composer drafts. */
  chat: FakeChat
}

export type WalletAnswer = readonly WalletOption[] | (() => Promise<readonly WalletOption[]>)

const toAnswer = (answer: WalletAnswer) => (typeof answer === 'function' ? answer : async () => answer)

export interface TestServices extends AppServices {
  fakes: Fakes
}

export interface FakeServicesOptions {
  /** Start signed in (stored keys restored, client created). Default: signed out. */
  signedIn?: boolean
  /** What services.wallets.options() answers: a list, or a function called per request. Default: SAMPLE_WALLETS. */
  wallets?: WalletAnswer
  /** What services.wallets.known() answers (rows already found before the modal opens). Default: none. */
  knownWallets?: readonly WalletOption[]
  config?: Partial<AppConfig>
  /** How the session builds its client; default: a fake client at once. Throw to make the node unreachable. */
  initClient?: (input: { keys: SessionKeys; previous: unknown }) => Promise<unknown>
}

// Only events sent to the actor itself from outside (a component's `send`), not its internal ones.
const recorder =
  <E>(target: { ref?: AnyActorRef }, into: E[]) =>
  (event: InspectionEvent) => {
    if (event.type !== '@xstate.event' || event.actorRef !== target.ref) return
    const type = (event.event as { type: string }).type
    if (!type.startsWith('xstate.')) into.push(event.event as E)
  }

const startSession = (fakes: Fakes) => {
  const machine = createSessionMachine<unknown>().provide({
    actors: {
      restoreSession: fakes.restoreSession.logic,
      initClient: fakes.initClient.logic,
      persistLogin: fakes.persistLogin.logic,
      clearSession: fakes.clearSession.logic,
      loadAccount: fakes.loadAccount.logic,
    },
  })
  const target: { ref?: AnyActorRef } = {}
  const actor = createActor(machine, {
    clock: fakes.clock,
    input: { now: () => TEST_NOW + fakes.clock.now() },
    inspect: recorder(target, fakes.sessionEvents),
  })
  target.ref = actor
  return actor
}

const makeFakes = (
  options: FakeServicesOptions,
  setWalletOptions: Fakes['setWalletOptions'],
): Omit<Fakes, 'walletOptionCalls' | 'setConnectLink' | 'announceWallets'> => ({
  clock: new SimulatedClock(),
  chat: fakeChatServices(),
  connectWallet: controlledActor(),
  lookupUser: controlledActor(),
  deriveMainKeys: controlledActor(),
  registerUser: controlledActor(),
  loginUser: controlledActor(),
  restoreSession: controlledActor(
    async (): Promise<RestoredSession> =>
      options.signedIn
        ? { keys: TEST_KEYS, mainKeys: TEST_MAIN_KEYS, expiresAt: TEST_NOW + 86_400_000 }
        : { keys: undefined, mainKeys: undefined, expiresAt: undefined },
  ),
  initClient: controlledActor(options.initClient ?? (async (): Promise<unknown> => ({ fake: 'client' }))),
  persistLogin: controlledActor(async (): Promise<void> => {}),
  clearSession: controlledActor(async (): Promise<void> => {}),
  loadAccount: controlledActor(async (): Promise<UserLike | undefined> => undefined),
  retryNow: controlledActor(async (): Promise<void> => {}),
  sessionEvents: [],
  socketEvents: [],
  setWalletOptions,
})

/**
 * The wallet step's connect as the app's wallet hub does it: the chosen wallet (answered by
 * `fakes.connectWallet`) connected through the SDK's rule, so an empty address is a declined request. The
 * signer never signs: the fake steps answer from the test.
 */
const connectThrough = (fakes: Fakes) =>
  fromPromise<ConnectOutput, { walletId: WalletId }>(async ({ input }) => {
    const signer: WalletSigner = {
      walletId: input.walletId,
      didType: WALLET_CHAIN[input.walletId],
      connect: () => toPromise(createActor(fakes.connectWallet.logic, { input }).start()),
      sign: async () => {
        throw new Error('the fake sign-in steps do not sign')
      },
    }
    return { signer, account: await connectAccount(signer, errors.walletRejected) }
  })

/**
 * AppServices for component tests: the real session and socket machines running on fake actors and a
 * simulated clock, the sign-in machine's steps provided with controllable fake actors, and the other screens'
 * real machines as they are (provide your own through `machines`, `screens` or `people`, e.g. with
 * renderWithServices).
 */
export const fakeServices = (options: FakeServicesOptions = {}): TestServices => {
  let answer = toAnswer(options.wallets ?? SAMPLE_WALLETS)
  let calls = 0
  let link: string | undefined
  const linkListeners = new Set<(link: string | undefined) => void>()
  const optionListeners = new Set<() => void>()
  const fakes: Fakes = {
    ...makeFakes(options, (next) => {
      answer = toAnswer(next)
    }),
    announceWallets: (next) => {
      answer = toAnswer(next)
      for (const listener of optionListeners) listener()
    },
    setConnectLink: (next) => {
      link = next
      for (const listener of linkListeners) listener(next)
    },
    get walletOptionCalls() {
      return calls
    },
  }
  const session = startSession(fakes)
  const socketTarget: { ref?: AnyActorRef } = {}
  const socket = createActor(socketMachine.provide({ actors: { retryNow: fakes.retryNow.logic } }), {
    clock: fakes.clock,
    inspect: recorder(socketTarget, fakes.socketEvents),
  })
  socketTarget.ref = socket
  return {
    fakes,
    config: { ...TEST_CONFIG, ...options.config },
    session: session.start(),
    socket: socket.start(),
    chat: fakes.chat,
    people: fakePeopleServices(),
    screens: fakeScreenServices(),
    wallets: {
      prepare: () => undefined,
      options: () => {
        calls++
        return answer()
      },
      // By default like a directory whose answers are not in yet: the modal shows its loading line first.
      known: () => options.knownWallets,
      onOptionsChange: (listener) => {
        optionListeners.add(listener)
        return () => optionListeners.delete(listener)
      },
      onConnectLink: (listener) => {
        linkListeners.add(listener)
        listener(link)
        return () => linkListeners.delete(listener)
      },
    },
    machines: {
      signIn: signInMachine.provide({
        actors: {
          walletConnect: walletConnectMachine.provide({ actors: { connectWallet: connectThrough(fakes) } }),
          auth: authMachine.provide({
            actors: {
              lookupUser: fakes.lookupUser.logic,
              deriveMainKeys: fakes.deriveMainKeys.logic,
              registerUser: fakes.registerUser.logic,
              loginUser: fakes.loginUser.logic,
            },
          }),
        },
        // As the composition root wires it: the sign-in reports to the running session.
        actions: { tellSession: (_, report) => session.send(report) },
      }),
      profile: profileMachine,
    },
  }
}
