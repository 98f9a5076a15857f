import { useState } from 'react'
import { createBrowserRouter, type DataRouter, RouterProvider } from 'react-router-dom'
import type { AppServices } from '../../machines/app/app-services'
import '../styles/theme.css'
import { createAppRoutes } from './routes'
import { AppServicesProvider } from './services-context'
import { ThemeProvider } from './ThemeProvider'

/** The app's router over the browser's address bar. */
export const createAppRouter = (): DataRouter => createBrowserRouter(createAppRoutes())

export interface AppProps {
  services: AppServices
  /** Defaults to a browser router over createAppRoutes(); tests pass a memory router. */
  router?: DataRouter
}

/** The whole UI: services in context, theme on <html>, the routed screens. */
export const App = ({ services, router }: AppProps) => {
  const [appRouter] = useState(() => router ?? createAppRouter())
  return (
    <AppServicesProvider services={services}>
      <ThemeProvider>
        <RouterProvider router={appRouter} />
      </ThemeProvider>
    </AppServicesProvider>
  )
}
