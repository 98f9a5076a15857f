import type { ReactElement, ReactNode } from 'react'
import { BrowserRouter } from 'react-router-dom'
import type { AppServices } from '../../machines/app/app-services'
import '../styles/theme.css'
import type { AppPages } from './lazy-pages'
import { AppRoutes } from './routes'
import { AppServicesProvider } from './services-context'
import { ThemeProvider } from './ThemeProvider'

export interface AppProps {
  services: AppServices
  /** Screens to use instead of the lazy chunks (tests). */
  pages?: Partial<AppPages>
  /** Wraps the routes in a router; the browser's address bar by default, a MemoryRouter in tests. */
  router?: (routes: ReactNode) => ReactElement
}

const browserRouter = (routes: ReactNode) => <BrowserRouter>{routes}</BrowserRouter>

/** The whole UI: services in context, theme on <html>, the routed screens. */
export const App = ({ services, pages, router = browserRouter }: AppProps) => (
  <AppServicesProvider services={services}>
    <ThemeProvider>{router(<AppRoutes {...(pages ? { pages } : {})} />)}</ThemeProvider>
  </AppServicesProvider>
)
