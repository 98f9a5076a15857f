/** Where the UI finds the people machines: loaded once on first ask, asked again after a failed load. */
import type { PeopleMachines, PeopleServices } from '../machines/app/app-services'
import { loadOnce } from './load-once'

export const createPeopleServices = (load: () => Promise<PeopleMachines>): PeopleServices => ({
  machines: loadOnce(load),
})
