import { createContext, type ReactNode, useContext } from 'react'
import type { AppServices } from '../../machines/app/app-services'

const ServicesContext = createContext<AppServices | null>(null)

/** Hands the composition root's services to every component below it. */
export const AppServicesProvider = ({
  services,
  children,
}: {
  services: AppServices
  children: ReactNode
}) => <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>

/**
 * The app's services. Throws when used outside `AppServicesProvider`, because a component that silently
 * ran without its machines would show a screen that can never work.
 */
export const useAppServices = (): AppServices => {
  const services = useContext(ServicesContext)
  if (!services) {
    throw new Error(
      'useAppServices must be used inside <AppServicesProvider> (see src/ui/app/services-context.tsx)',
    )
  }
  return services
}
