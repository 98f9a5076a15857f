/**
 * Test support for the profile page: a real session machine restored from fake storage (signed in or
 * out), the profile machine with fake actors, and the providers and routes the page runs under.
 */
import { render } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { createActor, fromPromise } from 'xstate'
import type { AppServices, DemoServices } from '../../../src/machines/app/app-services'
import type { profileMachine } from '../../../src/machines/profile/profile.machine'
import { createSessionMachine } from '../../../src/machines/session/session.machine'
import type { RestoredSession, SessionKeys } from '../../../src/machines/session/session.types'
import { signInMachine } from '../../../src/machines/sign-in/sign-in.machine'
import { AppServicesProvider } from '../../../src/ui/app/services-context'
import { SignInProvider } from '../../../src/ui/auth/sign-in-context'
import { ProfilePage } from '../../../src/ui/profile/ProfilePage'

interface SignedInAs {
  userid: string
  address: string
}

const sessionActor = (signedIn: SignedInAs | undefined) => {
  const machine = createSessionMachine<unknown>().provide({
    actors: {
      restoreSession: fromPromise<RestoredSession>(async () =>
        signedIn
          ? {
              keys: { PrivateKey: 'aa', PublicKey: 'bb', userid: signedIn.userid },
              mainKeys: { PublicKey: 'cc', PrivateKey: 'dd', walletAddress: signedIn.address },
              expiresAt: undefined,
            }
          : { keys: undefined, mainKeys: undefined, expiresAt: undefined },
      ),
      initClient: fromPromise<unknown, { keys: SessionKeys; previous: unknown }>(async () => ({})),
    },
  })
  return createActor(machine, { input: { now: () => 0 } }).start()
}

const Where = () => <output data-testid="location">{useLocation().pathname}</output>

/**
 * Renders `path` under the profile routes. The services hold only what the page and the sign-in dialog
 * use (session, wallets, sign-in and profile machines, and the mock node's demo when given); the rest of AppServices is not touched here.
 */
export const renderProfilePage = (
  path: string,
  options: { machine: typeof profileMachine; signedIn?: SignedInAs; demo?: DemoServices },
) => {
  const services = {
    session: sessionActor(options.signedIn),
    wallets: {
      prepare: () => undefined,
      options: async () => [],
      known: () => undefined,
      onOptionsChange: () => () => {},
    },
    machines: { signIn: signInMachine, profile: options.machine },
    ...(options.demo ? { demo: options.demo } : {}),
  } as unknown as AppServices
  return render(
    <AppServicesProvider services={services}>
      <MemoryRouter initialEntries={[path]}>
        <SignInProvider>
          <Routes>
            <Route path="/profile" element={<ProfilePage />} />
            <Route path="/profile/:handle" element={<ProfilePage />} />
          </Routes>
          <Where />
        </SignInProvider>
      </MemoryRouter>
    </AppServicesProvider>,
  )
}
