import { render } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { App } from '../../../src/ui/app/App'
import type { AppPages } from '../../../src/ui/app/lazy-pages'
import { fakeServices } from './fake-services'
import { LocationProbe, type LocationRecord } from './location-probe'
import { mergeServices, type RenderWithServicesOptions, type RenderWithServicesResult } from './services'

interface RenderAppOptions extends Omit<RenderWithServicesOptions, 'path'> {
  /** Screens to use instead of the lazy chunks. */
  pages?: Partial<AppPages>
}

/** The whole app (header, routes, 404) at `route` on a memory router. */
export const renderApp = (options: RenderAppOptions = {}): RenderWithServicesResult => {
  const services = mergeServices(fakeServices(options.fake), options.services)
  const location: LocationRecord = { pathname: '' }
  const result = render(
    <App
      services={services}
      {...(options.pages ? { pages: options.pages } : {})}
      router={(routes) => (
        <MemoryRouter initialEntries={[options.route ?? '/']}>
          {routes}
          <LocationProbe record={location} />
        </MemoryRouter>
      )}
    />,
  )
  return { ...result, services, fakes: services.fakes, location }
}
