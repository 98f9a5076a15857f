import { cleanup, type RenderResult, render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { afterEach } from 'vitest'
import type { AppServices } from '../../../src/machines/app/app-services'
import { AppServicesProvider } from '../../../src/ui/app/services-context'
import { SignInProvider } from '../../../src/ui/auth/sign-in-context'
import { type FakeServicesOptions, type Fakes, fakeServices, type TestServices } from './fake-services'
import { LocationProbe, type LocationRecord } from './location-probe'

export { type ControlledActor, controlledActor } from './controlled'
export {
  type FakeServicesOptions,
  type Fakes,
  fakeServices,
  type TestServices,
  type WalletAnswer,
} from './fake-services'
export * from './session-fixtures'
export * from './wallet-fixtures'

/** Partial services; `machines` may name only the machines to replace. */
export type ServicesOverrides = Omit<Partial<AppServices>, 'machines'> & {
  machines?: Partial<AppServices['machines']>
  fakes?: Fakes
}

export interface RenderWithServicesOptions {
  /** Replaces parts of fakeServices(fake); pass a whole fakeServices({...}) result to keep its fakes. */
  services?: ServicesOverrides
  /** Options of the fakeServices() the overrides are laid over. */
  fake?: FakeServicesOptions
  /** The URL the test starts at. Default '/'. */
  route?: string
  /** The route pattern `ui` is mounted at, so useParams works (e.g. '/profile/:handle'). Default '*'. */
  path?: string
}

export interface RenderWithServicesResult extends RenderResult {
  services: AppServices
  fakes: Fakes
  /** The memory router's current location. */
  location: LocationRecord
}

// The project runs vitest without globals, so Testing Library cannot register its own cleanup: every
// test file that renders through these helpers unmounts (and so stops its machines) after each test.
const live: AppServices[] = []

afterEach(() => {
  cleanup()
  for (const services of live.splice(0)) {
    services.session.stop()
    services.socket.stop()
  }
})

/** Lays `overrides` over `base`; machines are replaced one by one. Its actors stop after the test. */
export const mergeServices = (base: TestServices, overrides: ServicesOverrides = {}): TestServices =>
  track({
    ...base,
    ...overrides,
    fakes: overrides.fakes ?? base.fakes,
    machines: { ...base.machines, ...overrides.machines },
  })

const track = <S extends AppServices>(services: S): S => {
  live.push(services)
  return services
}

/**
 * Renders `ui` the way the app does: services in context, a memory router at `route`, and the sign-in
 * dialog host (so useSignIn works). Other paths render "Elsewhere: {path}" so a navigation is visible.
 */
export const renderWithServices = (
  ui: ReactElement,
  options: RenderWithServicesOptions = {},
): RenderWithServicesResult => {
  const services = mergeServices(fakeServices(options.fake), options.services)
  const path = options.path ?? '*'
  const location: LocationRecord = { pathname: '' }
  const result = render(
    <AppServicesProvider services={services}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <Routes>
          <Route path={path} element={<SignInProvider>{ui}</SignInProvider>} />
          {path !== '*' ? <Route path="*" element={<Elsewhere />} /> : null}
        </Routes>
        <LocationProbe record={location} />
      </MemoryRouter>
    </AppServicesProvider>,
  )
  return { ...result, services, fakes: services.fakes, location }
}

const Elsewhere = () => <p>Elsewhere: {useLocation().pathname}</p>
