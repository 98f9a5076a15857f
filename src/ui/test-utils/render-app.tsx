import { render } from '@testing-library/react'
import { createMemoryRouter } from 'react-router-dom'
import { App } from '../app/App'
import type { AppPages } from '../app/lazy-pages'
import { createAppRoutes } from '../app/routes'
import { fakeServices } from './fake-services'
import { mergeServices, type RenderWithServicesOptions, type RenderWithServicesResult } from './services'

export interface RenderAppOptions extends Omit<RenderWithServicesOptions, 'path'> {
  /** Screens to use instead of the lazy chunks. */
  pages?: Partial<AppPages>
}

/** The whole app (header, routes, 404) at `route` on a memory router. */
export const renderApp = (options: RenderAppOptions = {}): RenderWithServicesResult => {
  const services = mergeServices(fakeServices(options.fake), options.services)
  const router = createMemoryRouter(createAppRoutes(options.pages), {
    initialEntries: [options.route ?? '/'],
  })
  const result = render(<App services={services} router={router} />)
  return { ...result, services, fakes: services.fakes, router }
}
