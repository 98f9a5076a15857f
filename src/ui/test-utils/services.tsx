import { cleanup, type RenderResult, render } from '@testing-library/react'
import type { ReactElement } from 'react'
import {
  createMemoryRouter,
  type DataRouter,
  type RouteObject,
  RouterProvider,
  useLocation,
} from 'react-router-dom'
import { afterEach } from 'vitest'
import type { AppServices } from '../../machines/app/app-services'
import { AppServicesProvider } from '../app/services-context'
import { SignInProvider } from '../auth/sign-in-context'
import { type FakeServicesOptions, type Fakes, fakeServices, type TestServices } from './fake-services'

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
  router: DataRouter
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
  const routes: RouteObject[] = [{ path, element: <SignInProvider>{ui}</SignInProvider> }]
  if (path !== '*') routes.push({ path: '*', element: <Elsewhere /> })
  const router = createMemoryRouter(routes, { initialEntries: [options.route ?? '/'] })
  const result = render(
    <AppServicesProvider services={services}>
      <RouterProvider router={router} />
    </AppServicesProvider>,
  )
  return { ...result, services, fakes: services.fakes, router }
}

const Elsewhere = () => <p>Elsewhere: {useLocation().pathname}</p>
