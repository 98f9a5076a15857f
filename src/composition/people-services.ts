/** Where the UI finds the people machines: loaded once on first ask, asked again after a failed load. */
import type { PeopleMachines, PeopleServices } from '../machines/app/app-services'

export const createPeopleServices = (load: () => Promise<PeopleMachines>): PeopleServices => {
  let machines: Promise<PeopleMachines> | undefined
  return {
    machines() {
      machines ??= load().catch((error: unknown) => {
        // A chunk that failed to load (offline for a moment) is fetched again on the next ask.
        machines = undefined
        throw error
      })
      return machines
    },
  }
}
