import { useSyncExternalStore } from 'react'
import type { CentreRef } from '../../machines/app/app-services'
import { useAppServices } from '../app/services-context'

const none = { current: (): CentreRef | undefined => undefined, subscribe: () => () => {} }

/** The running notification centre, or undefined (signed out, still loading, or none composed). */
export const useCentre = (): CentreRef | undefined => {
  const centre = useAppServices().notifications ?? none
  return useSyncExternalStore(centre.subscribe, centre.current, centre.current)
}
