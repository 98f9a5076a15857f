/** People services for component tests: the people machines as they are, or the ones a test gives. */
import type { PeopleMachines, PeopleServices } from '../../../src/machines/app/app-services'
import { contactsMachine } from '../../../src/machines/contacts/contacts.machine'
import { groupsMachine } from '../../../src/machines/groups/groups.machine'
import { peopleSearchMachine } from '../../../src/machines/people-search/people-search.machine'

export const fakePeopleServices = (machines: Partial<PeopleMachines> = {}): PeopleServices => {
  const loaded = Promise.resolve<PeopleMachines>({
    contacts: contactsMachine,
    groups: groupsMachine,
    peopleSearch: peopleSearchMachine,
    ...machines,
  })
  return { machines: () => loaded }
}
